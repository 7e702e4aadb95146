import {
  CLIENT_KINDS,
  type CronConfig,
  type CronConfigBody,
  createCronConfig,
  cronConfigBody,
  deleteCronConfig,
  getCronConfig,
  listCronConfigs,
  updateCronConfig,
} from '@backoffice/contract/modules/qa';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import { formatInstant } from '../../../core/dates';
import { formatNumber } from '../../../core/numbers';
import { defineResource } from '../../../ui/resource/resource';
import { ScheduleField } from '../components/schedule-field';
import { qaPaths } from '../paths';

const matches = (c: CronConfig) =>
  [
    c.value ? `“${c.value}”` : null,
    c.department || null,
    c.status ? `status ${c.status}` : null,
    c.clientKind,
    c.sampleRate < 100 ? `${c.sampleRate} % sample` : null,
  ]
    .filter(Boolean)
    .join(' · ') || 'Every new ticket';

/** The ticket cron filters (spec §2 /qc-settings-v2/ticket-cron-config): what pulls tickets into the queue. */
export const cronConfigs = defineResource<CronConfig, CronConfigBody>({
  name: 'filter',
  plural: 'Ticket cron',
  description:
    'Tickets wait outside the queue until a filter pulls them in; each filter runs on its own schedule and may take a sample.',
  icon: ScheduleOutlined,
  paths: { list: qaPaths.cronConfigs, create: qaPaths.newCronConfig, record: qaPaths.cronConfig },
  endpoints: {
    list: listCronConfigs,
    get: getCronConfig,
    create: createCronConfig,
    update: updateCronConfig,
    remove: deleteCronConfig,
  },
  schema: cronConfigBody,
  toValues: (c) => ({
    name: c?.name ?? '',
    active: c?.active ?? true,
    value: c?.value ?? '',
    department: c?.department ?? '',
    status: c?.status ?? '',
    clientKind: c?.clientKind ?? null,
    sampleRate: c?.sampleRate ?? 100,
    schedule: c?.schedule ?? '*/30 * * * *',
  }),
  sections: [
    {
      title: 'Filter',
      description: 'Only what you fill in must match; the rest matches any ticket.',
      fields: [
        { name: 'name', label: 'Name', required: true },
        {
          name: 'value',
          label: 'Words in the subject or thread',
          helper: 'Full text: “certificate” also finds “certificates”',
          width: 'half',
        },
        { name: 'department', label: 'Department', width: 'half' },
        {
          name: 'status',
          label: 'Ticket status',
          helper: 'As the ticket system names it: open, closed…',
          width: 'half',
        },
        {
          name: 'clientKind',
          label: 'Client kind',
          kind: 'select',
          options: [{ value: null, label: 'Any' }, ...CLIENT_KINDS.map((k) => ({ value: k, label: k }))],
          width: 'half',
        },
        {
          name: 'sampleRate',
          label: 'Sample (%)',
          kind: 'number',
          min: 1,
          max: 100,
          helper: 'The share of matching tickets pulled in',
          width: 'half',
        },
      ],
    },
    {
      title: 'When it runs',
      fields: [
        { name: 'schedule', label: 'Schedule', kind: 'custom', render: (input) => <ScheduleField {...input} /> },
        { name: 'active', label: 'Active: runs on its schedule', kind: 'switch' },
      ],
    },
  ],
  emptyTitle: 'No filter yet: no ticket reaches the queue',
  columns: [
    {
      label: 'Filter',
      cell: (c) => (
        <>
          {c.name}
          {!c.active ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              · paused
            </Box>
          ) : null}
        </>
      ),
    },
    { label: 'Matches', cell: matches },
    { label: 'Schedule', cell: (c) => c.scheduleText, wide: true },
    {
      label: 'Last run',
      cell: (c) => (c.lastRunAt ? `${formatInstant(c.lastRunAt)} (${c.lastPulled})` : 'Not yet'),
      wide: true,
    },
    { label: 'Pulled', cell: (c) => formatNumber(c.pulledTotal), align: 'right' },
  ],
  deleteHint: 'Tickets it pulled stay in the queue.',
});
