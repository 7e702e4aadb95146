import type { DnsSyncStatus } from '@backoffice/contract/modules/dns';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { monoFont } from '../../../ui/monospace';
import { useSyncZone } from '../api/sync-zone';

const mono = { ...monoFont, fontSize: 12.5 } as const;

const TEXT: Record<
  DnsSyncStatus['state'],
  { severity: 'success' | 'info' | 'warning' | 'error'; title: string; body: string }
> = {
  'in-sync': {
    severity: 'success',
    title: 'Served by PowerDNS',
    body: 'PowerDNS answers with exactly these records.',
  },
  'out-of-sync': {
    severity: 'warning',
    title: 'PowerDNS serves something else',
    body: 'Some record sets differ from what PowerDNS answers. Push the zone to make PowerDNS serve these records.',
  },
  missing: {
    severity: 'error',
    title: 'PowerDNS does not know this zone',
    body: 'Nobody is served these records. Push the zone to create it in PowerDNS.',
  },
  unreachable: {
    severity: 'error',
    title: 'PowerDNS cannot be reached',
    body: 'Whether the zone is served is unknown; changes are refused until PowerDNS answers again.',
  },
  disabled: {
    severity: 'info',
    title: 'Not published to a DNS server',
    body: 'PowerDNS is not configured on this server: changes are kept here, and the zone file can be exported.',
  },
};

const ICONS = {
  'in-sync': CloudDoneOutlined,
  'out-of-sync': SyncProblemOutlined,
  missing: ErrorOutline,
  unreachable: CloudOffOutlined,
  disabled: CloudOffOutlined,
} as const;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Whether PowerDNS serves the zone as we keep it (docs/dns.md, "Sync status"), and a way to repair it. */
export function SyncStatus({ zoneId, status, canPush }: { zoneId: number; status: DnsSyncStatus; canPush: boolean }) {
  const sync = useSyncZone();
  const [showDifferences, setShowDifferences] = useState(false);
  const text = TEXT[status.state];
  const Icon = ICONS[status.state];
  const repairable = status.state === 'out-of-sync' || status.state === 'missing';
  // Only trouble carries a reason the body does not already say (the refused key, the refused connection).
  const reason = status.state === 'unreachable' && status.message ? sentence(status.message) : null;

  const push = () =>
    sync.mutate(
      { params: { id: zoneId } },
      {
        onSuccess: (result) =>
          notify({
            level: result.state === 'in-sync' ? 'success' : 'warning',
            title: 'Zone pushed to PowerDNS',
            body: TEXT[result.state].title,
          }),
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <Alert
      severity={text.severity}
      variant="outlined"
      icon={<Icon fontSize="inherit" />}
      data-testid="sync-status"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      action={
        canPush && status.state !== 'disabled' ? (
          <Button
            color="inherit"
            size="small"
            startIcon={<CloudSyncOutlined />}
            onClick={push}
            loading={sync.isPending}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {repairable ? 'Push zone' : 'Push again'}
          </Button>
        ) : null
      }
    >
      <AlertTitle sx={{ mb: 0.25 }}>{text.title}</AlertTitle>
      <Box sx={{ fontSize: 13 }}>
        {text.body}
        {reason ? ` ${reason}` : ''}{' '}
        <Box component="span" sx={{ opacity: 0.75 }}>
          Checked {formatInstant(status.checkedAt)}.
        </Box>
        {status.differences.length ? (
          <>
            {' '}
            <Button
              size="small"
              color="inherit"
              onClick={() => setShowDifferences((v) => !v)}
              sx={{ py: 0, minWidth: 0 }}
            >
              {showDifferences ? 'Hide' : 'Show'} {status.differences.length} difference
              {status.differences.length === 1 ? '' : 's'}
            </Button>
          </>
        ) : null}
      </Box>
      <Collapse in={showDifferences && status.differences.length > 0} unmountOnExit>
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>We keep</TableCell>
              <TableCell>PowerDNS serves</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {status.differences.map((d) => (
              <TableRow key={`${d.name} ${d.type}`}>
                <TableCell sx={mono}>{d.name}</TableCell>
                <TableCell>{d.type}</TableCell>
                <TableCell sx={{ ...mono, whiteSpace: 'pre-line' }}>{d.expected.join('\n') || '—'}</TableCell>
                <TableCell sx={{ ...mono, whiteSpace: 'pre-line' }}>{d.served.join('\n') || '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Collapse>
    </Alert>
  );
}
