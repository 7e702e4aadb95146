// The facts beside a report, changed where they stand (Linear's and GitHub's sidebar): status, priority,
// assignee, component, department and folder for who may edit it; watchers (oneself for every reader,
// others for editors); who reported it and when; the QC conversation it came from.

import type { Report, ReportKind, UpdateReportBody } from '@backoffice/contract/modules/bug-report';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/api';
import { PersonPicker } from '../../../core/lookups/pickers';
import { notify } from '../../../core/notifications';
import { useCurrentUser } from '../../../core/session';
import { useCan } from '../../../core/use-can';
import { RelativeTime } from '../../../ui/relative-time';
import { lookupsApi } from '../api/lookups';
import { reportsApi } from '../api/reports';
import { kindScopes } from '../lib/kind';
import { Watchers } from './watchers';

type IdField = 'statusId' | 'priorityId' | 'componentId' | 'departmentId' | 'folderId';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <div>{children}</div>
    </Stack>
  );
}

function useChange(kind: ReportKind, report: Report) {
  const update = reportsApi[kind].useUpdate();
  const change = (body: UpdateReportBody, what: string) =>
    update.mutate(
      { params: { id: report.id }, body },
      { onError: (error) => notify({ level: 'error', title: `${what} not changed`, body: errorMessage(error) }) },
    );
  return { change, pending: update.isPending };
}

function InlineSelect({
  label,
  value,
  items,
  none,
  disabled,
  onChange,
}: {
  label: string;
  value: number | null;
  items: readonly { id: number; name: string }[] | undefined;
  /** The empty choice's words; absent when one must be chosen (status). */
  none?: string;
  disabled: boolean;
  onChange: (id: number | null) => void;
}) {
  // The current value is offered even before the list has loaded (its name comes with the report).
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={items ? (value ?? '') : ''}
      disabled={disabled || !items}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      {none !== undefined ? (
        <MenuItem value="">
          <em>{none}</em>
        </MenuItem>
      ) : null}
      {(items ?? []).map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ReportSidebar({ kind, report }: { kind: ReportKind; report: Report }) {
  const scopes = kindScopes(kind);
  const live = report.deletedAt === null;
  const mayEdit = useCan(scopes.update) && live;
  const me = useCurrentUser();
  const lookups = lookupsApi[kind];
  const statuses = lookups.statuses.use();
  const priorities = lookups.priorities.use();
  const components = lookups.components.use();
  const departments = lookups.departments.use();
  const folders = lookups.folders.use({ query: { take: 100 } });
  const { change, pending } = useChange(kind, report);
  const select = (
    field: IdField,
    label: string,
    items: readonly { id: number; name: string }[] | undefined,
    none?: string,
  ) => {
    const current = {
      statusId: report.status.id,
      priorityId: report.priority?.id ?? null,
      componentId: report.component?.id ?? null,
      departmentId: report.department?.id ?? null,
      folderId: report.folder?.id ?? null,
    }[field];
    return (
      <InlineSelect
        label={label}
        value={current}
        items={items}
        none={none}
        disabled={!mayEdit || pending}
        onChange={(id) => {
          if (id !== current) change({ [field]: id } as UpdateReportBody, label);
        }}
      />
    );
  };
  return (
    <Card variant="outlined" component="aside" aria-label="Details">
      <CardContent>
        <Stack spacing={2}>
          {mayEdit ? (
            <>
              {select('statusId', 'Status', statuses.data)}
              {select('priorityId', 'Priority', priorities.data, 'No priority')}
            </>
          ) : null}
          {mayEdit ? (
            <PersonPicker
              label="Assignee"
              size="small"
              value={report.assignee?.id ?? null}
              fallbackLabel={report.assignee?.name ?? null}
              noneLabel="Nobody"
              width="100%"
              onChange={(id) => {
                if (id !== (report.assignee?.id ?? null)) change({ assigneeId: id }, 'Assignee');
              }}
            />
          ) : (
            <Fact label="Assignee">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="body2">{report.assignee?.name ?? 'Nobody'}</Typography>
                {mayEdit && me && report.assignee?.id !== me.id ? (
                  <Button size="small" onClick={() => change({ assigneeId: me.id }, 'Assignee')}>
                    Assign to me
                  </Button>
                ) : null}
              </Stack>
            </Fact>
          )}
          {mayEdit ? (
            <>
              {select('componentId', 'Component', components.data, 'None')}
              {select('departmentId', 'Department', departments.data, 'None')}
              {select('folderId', 'Folder', folders.data?.items, 'None')}
            </>
          ) : (
            <>
              <Fact label="Component">{report.component?.name ?? '—'}</Fact>
              <Fact label="Department">{report.department?.name ?? '—'}</Fact>
              <Fact label="Folder">{report.folder?.name ?? '—'}</Fact>
            </>
          )}
          <Divider />
          <Watchers kind={kind} report={report} />
          <Divider />
          <Fact label="Reported">
            <Typography variant="body2">
              {report.reporter?.name ?? 'Someone no longer here'}, <RelativeTime iso={report.createdAt} />
            </Typography>
          </Fact>
          {report.closedAt ? (
            <Fact label="Closed">
              <Typography variant="body2">
                <RelativeTime iso={report.closedAt} />
                {report.archived ? ' · archived' : ''}
              </Typography>
            </Fact>
          ) : null}
          {report.conversation ? (
            <Fact label="From QC">
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <ForumOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
                {report.conversation.link ? (
                  <Link component={RouterLink} to={report.conversation.link} variant="body2">
                    {report.conversation.label}
                  </Link>
                ) : (
                  <Typography variant="body2">{report.conversation.label}</Typography>
                )}
              </Stack>
            </Fact>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
