import type { DnsZone } from '@backoffice/contract/modules/dns';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { useIsAdmin } from '../../../core/use-can';
import { mono } from '../../../ui/monospace';
import { useUpdateZone } from '../api/update-zone';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Box sx={{ fontSize: 14 }}>{children}</Box>
    </Box>
  );
}

/**
 * A zone's name servers, serial, last change and who sees it: an administrator switches "Admin only"
 * here. Placeholders while the zone loads.
 */
export function ZoneFacts({ zone: data }: { zone: DnsZone | undefined }) {
  const isAdmin = useIsAdmin();
  const setAdminOnly = useUpdateZone();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Fact label="Name servers">
          {data ? (
            <Box sx={{ ...mono, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {data.nameservers.map((ns) => (
                <span key={ns}>{ns}</span>
              ))}
            </Box>
          ) : (
            <Skeleton width="70%" />
          )}
        </Fact>
        <Fact label="Serial">{data ? <Box sx={mono}>{data.serial}</Box> : <Skeleton width={100} />}</Fact>
        <Fact label="Last change">{data ? formatInstant(data.updatedAt) : <Skeleton width={140} />}</Fact>
        <Fact label="Visibility">
          {!data ? (
            <Skeleton width={120} />
          ) : isAdmin ? (
            <FormControlLabel
              sx={{ ml: -0.5, mt: -0.5 }}
              control={
                <Switch
                  size="small"
                  checked={data.adminOnly}
                  disabled={setAdminOnly.isPending}
                  onChange={(event) =>
                    setAdminOnly.mutate(
                      { params: { id: data.id }, body: { adminOnly: event.target.checked } },
                      { onError: (error) => showError(errorMessage(error)) },
                    )
                  }
                />
              }
              label={<Typography variant="body2">Admin only</Typography>}
            />
          ) : (
            'Granted departments'
          )}
        </Fact>
      </Box>
    </Paper>
  );
}

/** "Records", with how many changes wait unsaved. */
export function RecordsTabLabel({ unsaved }: { unsaved: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>Records</span>
      {unsaved ? (
        <Box
          component="span"
          sx={{ px: 0.75, borderRadius: 1, fontSize: 12, bgcolor: 'warning.main', color: 'warning.contrastText' }}
        >
          {unsaved} unsaved
        </Box>
      ) : null}
    </Stack>
  );
}
