// Who can do what (issue 35), now or at a past instant: pick a scope or a screen of the menu and see
// every holder and through what; open a person to see their effective scopes with the source. Both
// export as CSV. Everything lives in the URL (view, scopes, screen, user, at, page, search).
import { SCOPE_CATALOGUE, scopeLabel } from '@backoffice/contract';
import { listUsers, type PermissionHistory, type ScopeHolder } from '@backoffice/contract/modules/administration';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { menuItems } from '../../../app/modules';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { UserPicker } from '../../../core/lookups/pickers';
import { useCanCall } from '../../../core/use-can';
import { DownloadButton } from '../../../ui/download-button';
import { EmptyState } from '../../../ui/empty-state';
import { useListParams, useUpdateParams } from '../../../ui/list-params';
import { countOf, ListTable } from '../../../ui/list-table';
import { mono } from '../../../ui/monospace';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { exportPermissionsRequest } from '../api/export-permissions';
import { useScopeHolders } from '../api/scope-holders';
import { useUserPermissions } from '../api/user-permissions';
import { smUp } from '../lib/list-columns';

/** What one may ask about: a declared scope, or a screen of the menu (its scopes, all needed). */
interface Question {
  key: string;
  label: string;
  group: string;
  scopes: string[];
  screen?: string;
}

function useQuestions(): Question[] {
  return useMemo(
    () => [
      ...menuItems.map((item) => ({
        key: `screen:${item.path}`,
        label: item.label,
        group: 'Screens of the menu',
        scopes: [...item.scopes],
        screen: item.path,
      })),
      ...SCOPE_CATALOGUE.map((scope) => ({
        key: scope,
        label: scopeLabel(scope),
        group: `Scopes: ${scopeLabel(scope.split(':')[0]!)}`,
        scopes: [scope],
      })),
    ],
    [],
  );
}

/** `2026-11-17T14:00` (the browser's local time, a datetime-local value) ↔ an ISO instant. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function HistoryNote({ history }: { history: PermissionHistory | undefined }) {
  if (!history) return null;
  const from = history.completeFrom ? formatInstant(history.completeFrom) : null;
  return history.complete ? (
    <Typography variant="body2" color="text.secondary" data-testid="history-reach">
      As of {formatInstant(history.at)}, replayed from the audit log, which is complete from {from}.
    </Typography>
  ) : (
    <Alert severity="warning" data-testid="history-reach">
      {from
        ? `The audit log is complete only from ${from}: changes before then are not known, so this answer may miss some.`
        : 'The audit log holds no changes yet: this is what is known today.'}
    </Alert>
  );
}

function Source({ holder }: { holder: Pick<ScopeHolder, 'isAdmin' | 'role' | 'through'> }) {
  if (!holder.through.length) {
    return holder.isAdmin ? (
      <Chip
        size="small"
        icon={<AdminPanelSettingsOutlined />}
        label="Administrator flag"
        color="warning"
        variant="outlined"
      />
    ) : null;
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {holder.through.map((s) => (
        <Chip key={s} size="small" label={s} sx={{ ...mono, fontSize: 12 }} />
      ))}
      {holder.isAdmin ? <Chip size="small" label="also administrator" variant="outlined" /> : null}
    </Box>
  );
}

function Holders({ question, at, onOpen }: { question: Question; at?: string; onOpen: (id: number) => void }) {
  const list = useListParams();
  const { page, take, search } = list;
  const { data, error, isPending, isFetching } = useScopeHolders({
    query: { scopes: question.scopes, page, take, search, at },
  });
  return (
    <Stack spacing={1.5}>
      <HistoryNote history={data?.history} />
      <ListTable
        label={`Holders of ${question.label}`}
        columns={3}
        items={data?.items}
        toolbar={<SearchField label="Search people" placeholder="Search people" width={260} />}
        count={data ? countOf(data, 'person', 'people') : null}
        pending={isPending}
        fetching={isFetching}
        error={error}
        head={
          <>
            <TableCell>Person</TableCell>
            <TableCell sx={smUp}>Role</TableCell>
            <TableCell>Through</TableCell>
          </>
        }
        empty={{
          icon: <ManageSearchOutlined />,
          title: at ? 'Nobody held it then' : 'Nobody holds it',
          description: 'No role grants it and no administrator exists.',
        }}
        filtered={Boolean(search)}
        noMatch={{
          title: `Nobody matches “${search}”`,
          clear: { label: 'Clear search', onClick: () => list.setSearch('') },
        }}
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(h) => (
          <TableRow key={h.id} hover data-testid={`holder-${h.username}`}>
            <TableCell sx={{ minWidth: 140 }}>
              <Link component="button" type="button" onClick={() => onOpen(h.id)} sx={{ textAlign: 'left' }}>
                {h.name || h.username}
              </Link>
              <Typography variant="caption" color="text.secondary" component="div" sx={mono}>
                @{h.username}
                {h.exists ? '' : ' · deleted since'}
              </Typography>
              {h.role ? (
                <Typography variant="caption" color="text.secondary" component="div" sx={{ display: { sm: 'none' } }}>
                  {h.role.name}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell sx={smUp}>{h.role?.name ?? '—'}</TableCell>
            <TableCell>
              <Source holder={h} />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </Stack>
  );
}

function UserScopes({ userId, at }: { userId: number; at?: string }) {
  const { data, error, isPending } = useUserPermissions({ params: { id: userId }, query: { at } });
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (isPending || !data) return <Typography color="text.secondary">Loading…</Typography>;
  const groups = new Map<string, typeof data.scopes>();
  for (const s of data.scopes) {
    const group = scopeLabel(s.scope.split(':')[0]!);
    groups.set(group, [...(groups.get(group) ?? []), s]);
  }
  return (
    <Stack spacing={1.5}>
      <HistoryNote history={data.history} />
      <Typography variant="body1">
        <strong>{data.user.name || data.user.username}</strong> (@{data.user.username}) —{' '}
        {data.role ? `role ${data.role.name}` : 'no role'}
        {data.user.isAdmin ? ', administrator (every scope, through the flag)' : ''}:{' '}
        {countOf({ total: data.scopes.length }, 'scope')}.
      </Typography>
      {data.unknown.length ? (
        <Alert severity="info">
          The role also holds {data.unknown.join(', ')}, which no module declares: they grant nothing known.
        </Alert>
      ) : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Effective scopes">
          <TableHead>
            <TableRow>
              <TableCell>Scope</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...groups.entries()].map(([group, scopes]) => [
              <TableRow key={group}>
                <TableCell colSpan={2} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                  {group}
                </TableCell>
              </TableRow>,
              ...scopes.map((s) => (
                <TableRow key={s.scope} data-testid={`scope-${s.scope}`}>
                  <TableCell>
                    {s.label}
                    <Typography variant="caption" color="text.secondary" component="div" sx={mono}>
                      {s.scope}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Source holder={{ isAdmin: data.user.isAdmin, role: data.role, through: s.through }} />
                  </TableCell>
                </TableRow>
              )),
            ])}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

/** The screen; `past` asks for an instant and answers from the audit log. */
export function PermissionsScreen({ past }: { past: boolean }) {
  const list = useListParams();
  const update = useUpdateParams();
  const questions = useQuestions();
  const canPickUsers = useCanCall(listUsers);
  const { params } = list;
  const view = params.get('view') === 'user' ? 'user' : 'scope';
  const userId = Number(params.get('user')) || null;
  const at = past ? (params.get('at') ?? undefined) : undefined;
  const question = questions.find((q) => q.key === params.get('ask')) ?? null;
  const ready = !past || at !== undefined;

  const exportButton =
    ready && ((view === 'scope' && question) || (view === 'user' && userId)) ? (
      <DownloadButton
        label="Export CSV"
        tooltip={view === 'scope' ? 'Every holder, with role and source' : "The person's scopes, with their source"}
        download={() =>
          exportPermissionsRequest(view === 'scope' ? { scopes: question!.scopes, at } : { userId: userId!, at })
        }
      />
    ) : null;

  return (
    <>
      <PageHeader
        title={past ? 'Who could, when' : 'Who can do what'}
        subtitle={
          past
            ? 'Who held a scope or could open a screen at a past date and time, replayed from the audit log.'
            : 'Who holds a scope or can open a screen, and through what: a role’s scope or the administrator flag.'
        }
        actions={exportButton}
      />
      <Stack spacing={2}>
        {past ? (
          <TextField
            type="datetime-local"
            label="As of (your local time)"
            value={at ? toLocalInput(at) : ''}
            onChange={(e) =>
              update({ at: e.target.value ? new Date(e.target.value).toISOString() : null }, { replace: true })
            }
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'as-of', max: toLocalInput(new Date().toISOString()) },
            }}
            sx={{ maxWidth: 280 }}
          />
        ) : null}
        <Tabs
          value={view}
          onChange={(_, next) => update({ view: next === 'user' ? 'user' : null })}
          variant="scrollable"
        >
          <Tab value="scope" label="By scope or screen" />
          <Tab value="user" label="By person" />
        </Tabs>
        {view === 'scope' ? (
          <Autocomplete
            options={questions}
            groupBy={(q) => q.group}
            getOptionLabel={(q) =>
              q.screen ? `${q.label} (${q.scopes.join(', ') || 'any signed-in user'})` : `${q.label} (${q.key})`
            }
            isOptionEqualToValue={(a, b) => a.key === b.key}
            value={question}
            onChange={(_, q) => update({ ask: q?.key ?? null })}
            renderInput={(props) => (
              <TextField {...props} label="Scope or screen" placeholder="Delete DNS zones, IP sets…" />
            )}
            sx={{ maxWidth: 560 }}
          />
        ) : canPickUsers ? (
          <UserPicker
            label="Person"
            value={userId}
            onChange={(id) => update({ user: id ? String(id) : null })}
            width={360}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Pick a person from the holders of a scope (listing users needs users:users:read).
          </Typography>
        )}
        {!ready ? (
          <EmptyState
            icon={<ManageSearchOutlined />}
            title="Pick a date and time"
            description="The answer is replayed from the audit log’s role and user changes."
          />
        ) : view === 'scope' ? (
          question ? (
            question.scopes.length ? (
              <Holders question={question} at={at} onOpen={(id) => update({ view: 'user', user: String(id) })} />
            ) : (
              <Alert severity="info">This screen needs no scope: everyone signed in can open it.</Alert>
            )
          ) : (
            <EmptyState
              icon={<ManageSearchOutlined />}
              title="Pick a scope or a screen"
              description="Every holder is listed with the role scope or flag that lets them in."
            />
          )
        ) : userId ? (
          <UserScopes userId={userId} at={at} />
        ) : (
          <EmptyState
            icon={<ManageSearchOutlined />}
            title="Pick a person"
            description="Their effective scopes are listed with where each comes from."
          />
        )}
      </Stack>
    </>
  );
}
