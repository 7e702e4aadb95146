import EditOutlined from '@mui/icons-material/EditOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatInstant } from '../../../core/dates';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { useCronConfigs } from '../api/cron-configs';
import { qaPaths } from '../paths';

/** The ticket cron filters (spec §2 /qc-settings-v2/ticket-cron-config): what pulls tickets into the queue. */
export default function CronConfigsPage() {
  const configs = useCronConfigs();
  return (
    <>
      <PageHeader
        title="Ticket cron"
        subtitle="Tickets wait outside the queue until a filter pulls them in; each filter runs on its own schedule and may take a sample."
        actions={<CreateButton to={qaPaths.newCronConfig()} label="New filter" />}
      />
      <ListTable
        label="Ticket cron filters"
        columns={6}
        items={configs.data}
        pending={configs.isPending}
        error={configs.error}
        empty={{
          icon: <ScheduleOutlined />,
          title: 'No filter yet: no ticket reaches the queue',
          create: { to: qaPaths.newCronConfig(), label: 'New filter' },
        }}
        head={
          <>
            <TableCell>Filter</TableCell>
            <TableCell>Matches</TableCell>
            <TableCell>Schedule</TableCell>
            <TableCell>Last run</TableCell>
            <TableCell align="right">Pulled</TableCell>
            <ActionsHeadCell width={64} />
          </>
        }
      >
        {(c) => (
          <TableRow key={c.id} hover>
            <TableCell>
              {c.name}
              {!c.active ? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  · paused
                </Box>
              ) : null}
            </TableCell>
            <TableCell>
              {[
                c.value ? `“${c.value}”` : null,
                c.department || null,
                c.status ? `status ${c.status}` : null,
                c.clientKind,
                c.sampleRate < 100 ? `${c.sampleRate} % sample` : null,
              ]
                .filter(Boolean)
                .join(' · ') || 'Every new ticket'}
            </TableCell>
            <TableCell>{c.scheduleText}</TableCell>
            <TableCell>{c.lastRunAt ? `${formatInstant(c.lastRunAt)} (${c.lastPulled})` : 'Not yet'}</TableCell>
            <TableCell align="right">{c.pulledTotal.toLocaleString('en')}</TableCell>
            <TableCell align="right">
              <RowAction title="Open" label={`Open ${c.name}`} icon={EditOutlined} to={qaPaths.cronConfig(c.id)} />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
