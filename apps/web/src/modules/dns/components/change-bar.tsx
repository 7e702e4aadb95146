import type { DnsZone } from '@backoffice/contract/modules/dns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useChangeRecords } from '../api/change-records';
import {
  type ChangeErrors,
  changeListBody,
  changeSummary,
  countProblemRows,
  mapChangeErrors,
} from '../lib/change-list';
import { changeActions, currentChangeList, useChangeList } from '../lib/change-store';

/**
 * The zone's pending change list over its records: what it holds, Save (all or nothing, one new
 * serial) and Discard, and why the server refused it. It stays in sight while the records scroll.
 */
export function ChangeBar({ zone, problems }: { zone: DnsZone; problems: ChangeErrors | undefined }) {
  const list = useChangeList(zone.id);
  const save = useChangeRecords();
  const pending = list.create.length + list.delete.length;
  if (!pending && !problems?.general.length) return null;

  const submit = () => {
    const sent = currentChangeList(zone.id);
    changeActions.setProblems(zone.id, null);
    save.mutate(
      { params: { id: zone.id }, body: changeListBody(sent) },
      {
        onSuccess: (result) => {
          changeActions.clear(zone.id);
          const added = sent.create.length;
          const deleted = sent.delete.length;
          notify({
            level: 'success',
            title: 'Changes saved',
            body: [
              added ? `${added} added` : '',
              deleted ? `${deleted} deleted` : '',
              result ? `serial ${result.serial}` : '',
            ]
              .filter(Boolean)
              .join(', '),
          });
        },
        onError: (error) => {
          const errors =
            error instanceof ApiRequestError && error.status === 400
              ? mapChangeErrors(sent, error.body)
              : { create: {}, delete: {}, general: [errorMessage(error)] };
          changeActions.setProblems(zone.id, errors);
        },
      },
    );
  };

  const badRows = problems ? countProblemRows(problems) : 0;
  return (
    <Box
      data-testid="change-bar"
      sx={(theme) => ({
        position: 'sticky',
        top: 56,
        zIndex: 2,
        px: 2,
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        borderBottom: 1,
        borderColor: 'divider',
        // Opaque: the table scrolls under it.
        background: `linear-gradient(${alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.1)}, ${alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.1)}), ${theme.palette.background.paper}`,
      })}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2" component="div" data-testid="change-summary">
          {pending ? `Unsaved changes: ${changeSummary(list)}` : 'Nothing to save'}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {pending
            ? 'Applied together when you save, all or nothing, with one new serial.'
            : 'The change list is empty.'}
        </Typography>
      </Box>
      {pending ? (
        <>
          <Button color="inherit" size="small" onClick={() => changeActions.clear(zone.id)} disabled={save.isPending}>
            Discard all
          </Button>
          <Button variant="contained" size="small" onClick={submit} loading={save.isPending}>
            Save changes
          </Button>
        </>
      ) : null}
      {problems && (badRows || problems.general.length) ? (
        <Alert severity="error" sx={{ flexBasis: '100%', py: 0.25 }} data-testid="change-error">
          {badRows
            ? `Nothing was saved: ${badRows} record${badRows === 1 ? ' needs' : 's need'} fixing. Change or undo the marked row${badRows === 1 ? '' : 's'}, then save again.`
            : null}
          {problems.general.map((message) => (
            <Box key={message}>{message}</Box>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
}
