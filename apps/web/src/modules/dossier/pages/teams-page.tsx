import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useCan } from '../../../core/use-can';
import { ListTable } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { useTeams } from '../api/agents';
import { dossierPaths } from '../paths';

/** All teams (spec §2 /dossiers/teams): each team's manager and how many agents it holds today. */
export default function TeamsPage() {
  const teams = useTeams();
  const canCreate = useCan('dossier:team:create');
  return (
    <>
      <PageHeader
        title="All teams"
        subtitle="Agent teams and their managers."
        actions={canCreate ? <CreateButton to={dossierPaths.newTeam()} label="Create team" /> : null}
      />
      <ListTable
        label="All teams"
        columns={3}
        items={teams.data}
        pending={teams.isPending}
        fetching={teams.isFetching}
        error={teams.error}
        count={teams.data ? `${teams.data.length} teams` : null}
        empty={{
          icon: <GroupsOutlined />,
          title: 'No teams yet',
          create: canCreate ? { to: dossierPaths.newTeam(), label: 'Create team' } : undefined,
        }}
        head={
          <>
            <TableCell>Team</TableCell>
            <TableCell>Manager</TableCell>
            <TableCell align="right">Agents</TableCell>
          </>
        }
      >
        {(t) => (
          <TableRow key={t.id} hover>
            <TableCell sx={{ fontWeight: 600 }}>{t.name}</TableCell>
            <TableCell>{t.manager.name}</TableCell>
            <TableCell align="right">{t.members}</TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
