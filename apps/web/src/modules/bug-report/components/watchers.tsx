// Who watches a report (told of comments and status changes): every reader may watch or stop watching it
// themself; editors add and remove others (the server checks that a watcher may read the report).

import type { Report, ReportKind } from '@backoffice/contract/modules/bug-report';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { PersonPicker } from '../../../core/lookups/pickers';
import { notify } from '../../../core/notifications';
import { useCurrentUser } from '../../../core/session';
import { useCan } from '../../../core/use-can';
import { reportsApi } from '../api/reports';
import { kindScopes } from '../lib/kind';

export function Watchers({ kind, report }: { kind: ReportKind; report: Report }) {
  const me = useCurrentUser();
  const mayEdit = useCan(kindScopes(kind).update) && report.deletedAt === null;
  const api = reportsApi[kind];
  const add = api.useAddWatcher();
  const remove = api.useRemoveWatcher();
  const [picking, setPicking] = useState(false);
  const failed = (title: string) => (error: Error) => notify({ level: 'error', title, body: errorMessage(error) });
  const watch = (userId: number) =>
    add.mutate({ params: { id: report.id }, body: { userId } }, { onError: failed('Not added to the watchers') });
  const unwatch = (userId: number) =>
    remove.mutate(
      { params: { id: report.id }, body: { userId } },
      { onError: failed('Not removed from the watchers') },
    );
  const pending = add.isPending || remove.isPending;
  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary" component="div">
        Watchers ({report.watchers.length})
      </Typography>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Watchers">
        {report.watchers.map((w) => (
          <Chip
            key={w.id}
            size="small"
            label={w.id === me?.id ? `${w.name} (you)` : w.name}
            onDelete={(mayEdit || w.id === me?.id) && !pending ? () => unwatch(w.id) : undefined}
          />
        ))}
        {report.watchers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nobody
          </Typography>
        ) : null}
      </Stack>
      {me && report.deletedAt === null ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {report.watching ? (
            <Button
              size="small"
              startIcon={<NotificationsOffOutlined />}
              disabled={pending}
              onClick={() => unwatch(me.id)}
            >
              Stop watching
            </Button>
          ) : (
            <Button
              size="small"
              startIcon={<NotificationsActiveOutlined />}
              disabled={pending}
              onClick={() => watch(me.id)}
            >
              Watch
            </Button>
          )}
          {mayEdit && !picking ? (
            <Button size="small" onClick={() => setPicking(true)}>
              Add a watcher
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {picking ? (
        <PersonPicker
          label="Add a watcher"
          size="small"
          value={null}
          autoFocus
          width="100%"
          refuse={(user) => (report.watchers.some((w) => w.id === user.id) ? 'watches it already' : null)}
          onChange={(id) => {
            setPicking(false);
            if (id !== null) watch(id);
          }}
        />
      ) : null}
    </Stack>
  );
}
