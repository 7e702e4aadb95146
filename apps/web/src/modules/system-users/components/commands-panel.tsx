import type { SystemUser } from '@backoffice/contract/modules/system-users';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatInstant } from '../../../core/dates';
import { saveTextFile } from '../../../core/download';
import { CopyButton } from '../../../ui/copy-button';
import { ErrorAlert } from '../../../ui/error-alert';
import { monoFont } from '../../../ui/monospace';
import { useSystemUserCommands } from '../api/system-users';

type Which = 'create' | 'update' | 'delete';

const WHAT: Record<Which, { tab: string; title: string; hint: string }> = {
  create: {
    tab: 'Create',
    title: 'create script',
    hint: 'Makes the account as it is now on a server that lacks it: its group, useradd, its keys.',
  },
  update: {
    tab: 'Last change',
    title: 'change script',
    hint: 'Brings an account made by the create script before the last edit to what it is now.',
  },
  delete: {
    tab: 'Delete',
    title: 'delete script',
    hint: 'Removes the account and its home (userdel -r). Run it before or after deleting it here.',
  },
};

/**
 * The shell scripts that apply the account on its server (nothing here connects to one): create,
 * the last change, delete, each with copy and download, as hosting shows a website's nginx config.
 */
export function CommandsPanel({ user }: { user: SystemUser }) {
  const { data, error, isPending } = useSystemUserCommands({ params: { id: user.id } });
  const [which, setWhich] = useState<Which>('create');
  const text = data ? data[which] : null;
  const file = `${user.username}-${which}.sh`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-label="Commands">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Commands
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Nothing here logs in to {user.server.name}: run these as root there. Every value is shell-quoted.
      </Typography>
      <Tabs
        value={which}
        onChange={(_, v: Which) => setWhich(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mt: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {(Object.keys(WHAT) as Which[]).map((w) => (
          <Tab key={w} value={w} label={WHAT[w].tab} />
        ))}
      </Tabs>
      {error ? <ErrorAlert error={error} /> : null}
      {isPending ? <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} /> : null}
      {data ? (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', mt: 1.5, mb: 0.5, flexWrap: 'wrap', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
              {WHAT[which].hint}
              {which === 'update' && data.updatedAt ? ` Edited ${formatInstant(data.updatedAt)}.` : ''}
            </Typography>
            {text ? (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <CopyButton text={text} what={WHAT[which].title} />
                <Button
                  size="small"
                  startIcon={<DownloadOutlined />}
                  onClick={() => saveTextFile(file, text, 'text/x-shellscript')}
                  aria-label={`Download the ${WHAT[which].title} as ${file}`}
                >
                  Download
                </Button>
              </Box>
            ) : null}
          </Stack>
          {text ? (
            <Box
              component="pre"
              data-testid={`${which}-script`}
              sx={{
                ...monoFont,
                fontSize: 12.5,
                p: 1.5,
                m: 0,
                bgcolor: 'action.hover',
                borderRadius: 1,
                overflow: 'auto',
                maxHeight: 420,
                // Long lines (keys) wrap on screen; a copy or download takes the lines as they are.
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {text}
            </Box>
          ) : (
            <Alert severity="info" variant="outlined">
              Not edited since it was made: the create script is all there is to run.
            </Alert>
          )}
        </>
      ) : null}
    </Paper>
  );
}
