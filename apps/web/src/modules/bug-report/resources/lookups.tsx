// The tracker's settings (spec §2 /bug-feature/settings; docs/tracker.md "Settings"): the four lookups of each
// kind (priority, status, component, department) as settings resources, declared once and made for both
// kinds. A lookup still named by reports cannot be deleted: the form shows the server's message with the count.
import {
  LOOKUP_TYPES,
  type Lookup,
  type LookupType,
  lookupBody,
  PRIORITY_LEVELS,
  type PriorityLevel,
  priorityBody,
  type ReportKind,
  statusBody,
} from '@backoffice/contract/modules/bug-report';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LowPriorityOutlined from '@mui/icons-material/LowPriorityOutlined';
import Box from '@mui/material/Box';
import { defineResource, type Resource, type ResourceField } from '../../../ui/resource/resource';
import { PriorityChip, StatusChip } from '../components/report-chips';
import { capital, KIND_ENDPOINTS, KIND_WORDS } from '../lib/kind';
import { bugReportPaths } from '../paths';

export interface LookupValues {
  name: string;
  color: string;
  position: number | null;
  level: PriorityLevel;
  closing: boolean;
}

export const LOOKUP_WORDS: Record<LookupType, { one: string; many: string; description: string }> = {
  priority: {
    one: 'priority',
    many: 'Priorities',
    description: 'How urgent a report is. Each has a level of the spec’s scale, which sorts the lists.',
  },
  status: {
    one: 'status',
    many: 'Statuses',
    description:
      'Where a report stands. A closing status closes it: it leaves the lists for the archive after the archive delay.',
  },
  component: { one: 'component', many: 'Components', description: 'The part of the product a report is about.' },
  department: { one: 'department', many: 'Departments', description: 'The team a report concerns.' },
};

const ICONS = {
  priority: LowPriorityOutlined,
  status: FlagOutlined,
  component: CategoryOutlined,
  department: GroupsOutlined,
} as const;

function endpointsOf(kind: ReportKind, type: LookupType) {
  const e = KIND_ENDPOINTS[kind] as (typeof KIND_ENDPOINTS)['bug'];
  switch (type) {
    case 'priority':
      return {
        list: e.listPriorities,
        get: e.getPriority,
        create: e.createPriority,
        update: e.updatePriority,
        remove: e.deletePriority,
      };
    case 'status':
      return {
        list: e.listStatuses,
        get: e.getStatus,
        create: e.createStatus,
        update: e.updateStatus,
        remove: e.deleteStatus,
      };
    case 'component':
      return {
        list: e.listComponents,
        get: e.getComponent,
        create: e.createComponent,
        update: e.updateComponent,
        remove: e.deleteComponent,
      };
    case 'department':
      return {
        list: e.listDepartments,
        get: e.getDepartment,
        create: e.createDepartment,
        update: e.updateDepartment,
        remove: e.deleteDepartment,
      };
  }
}

const SCHEMAS = { priority: priorityBody, status: statusBody, component: lookupBody, department: lookupBody };

function fieldsOf(type: LookupType): ResourceField<LookupValues>[] {
  return [
    { name: 'name', label: 'Name', required: true, width: 'half' },
    { name: 'color', label: 'Colour', kind: 'color', width: 'quarter' },
    {
      name: 'position',
      label: 'Position',
      kind: 'number',
      width: 'quarter',
      min: 0,
      max: 10_000,
      helper: 'Lower comes first',
    },
    ...(type === 'priority'
      ? [
          {
            name: 'level',
            label: 'Level',
            kind: 'select',
            required: true,
            width: 'half',
            options: PRIORITY_LEVELS.map((level) => ({ value: level, label: capital(level) })),
          } satisfies ResourceField<LookupValues>,
        ]
      : []),
    ...(type === 'status'
      ? [
          {
            name: 'closing',
            label: 'Closing: a report in it is closed (and archived after the delay)',
            kind: 'switch',
          } satisfies ResourceField<LookupValues>,
        ]
      : []),
  ];
}

function lookupResource(kind: ReportKind, type: LookupType): Resource<Lookup, LookupValues> {
  const words = LOOKUP_WORDS[type];
  return defineResource<Lookup, LookupValues>({
    name: words.one,
    plural: `${words.many} of ${KIND_WORDS[kind].many}`,
    description: words.description,
    icon: ICONS[type],
    paths: {
      list: () => bugReportPaths.lookups(kind, type),
      create: () => bugReportPaths.newLookup(kind, type),
      record: (id) => bugReportPaths.lookup(kind, type, id),
    },
    endpoints: endpointsOf(kind, type) as never,
    schema: SCHEMAS[type],
    toValues: (record) => ({
      name: record?.name ?? '',
      color: record?.color ?? '',
      position: record?.position ?? null,
      level: record?.level ?? 'normal',
      closing: record?.closing ?? false,
    }),
    toBody: (values) => ({
      name: values.name,
      color: values.color || null,
      ...(values.position === null ? {} : { position: values.position }),
      ...(type === 'priority' ? { level: values.level } : {}),
      ...(type === 'status' ? { closing: values.closing } : {}),
    }),
    sections: [{ title: capital(words.one), fields: fieldsOf(type) }],
    columns: [
      {
        label: capital(words.one),
        cell: (l) =>
          type === 'priority' ? (
            <PriorityChip priority={{ id: l.id, name: l.name, color: l.color, level: l.level ?? 'normal' }} />
          ) : type === 'status' ? (
            <StatusChip status={{ id: l.id, name: l.name, color: l.color, closing: l.closing }} />
          ) : (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {l.color ? (
                <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: l.color }} />
              ) : null}
              {l.name}
            </Box>
          ),
      },
      ...(type === 'priority' ? [{ label: 'Level', cell: (l: Lookup) => capital(l.level ?? '') }] : []),
      ...(type === 'status'
        ? [
            {
              label: 'Closes',
              cell: (l: Lookup) =>
                l.closing ? <CheckCircleOutline fontSize="small" color="success" aria-label="Closing" /> : '—',
            },
          ]
        : []),
      { label: 'Position', cell: (l) => l.position, align: 'right' as const, wide: true },
    ],
    deleteHint: 'A lookup that reports still name cannot be deleted: give them another one first.',
  });
}

export const LOOKUP_RESOURCES = Object.fromEntries(
  (['bug', 'feature'] as const).map((kind) => [
    kind,
    Object.fromEntries(LOOKUP_TYPES.map((type) => [type, lookupResource(kind, type)])),
  ]),
) as Record<ReportKind, Record<LookupType, Resource<Lookup, LookupValues>>>;

export const lookupTypeOf = (value: string | undefined): LookupType | null =>
  LOOKUP_TYPES.find((t) => t === value) ?? null;
