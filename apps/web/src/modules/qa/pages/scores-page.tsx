import { listScoreGrades, listScoreTypes } from '@backoffice/contract/modules/qa';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { scoreGrades, scoreTypes } from '../resources/scores';

function Section({ title, action, children }: { title: string; action: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** The criteria of a scores resource (v2's, or QC v1's at its paths): the list and its links. */
export function ScoreTypes({ resource = scoreTypes }: { resource?: typeof scoreTypes }) {
  const types = resource.hooks.list();
  const canCreate = useCanCall(resource.endpoints.create);
  const total = (types.data ?? []).filter((t) => t.active).reduce((n, t) => n + t.weight, 0);
  return (
    <Section
      title="Criteria"
      action={
        canCreate ? (
          <Button component={RouterLink} to={resource.paths.create()} startIcon={<AddOutlined />}>
            New criterion
          </Button>
        ) : null
      }
    >
      <ListTable
        label="Criteria"
        skeletonLines={2}
        columns={5}
        items={types.data}
        pending={types.isPending}
        error={types.error}
        empty={{ icon: <TuneOutlined />, title: 'No criteria yet' }}
        head={
          <>
            <TableCell>Criterion</TableCell>
            <TableCell align="right">Weight</TableCell>
            <TableCell align="right">Share of the score</TableCell>
            <TableCell>Kind</TableCell>
            <ActionsHeadCell width={64} />
          </>
        }
      >
        {(t) => (
          <TableRow key={t.id} hover sx={{ opacity: t.active ? 1 : 0.55 }}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t.description}
              </Typography>
            </TableCell>
            <TableCell align="right">{t.weight}</TableCell>
            <TableCell align="right">{t.active && total ? `${Math.round((t.weight / total) * 100)} %` : '—'}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5}>
                {t.critical ? <Chip size="small" color="error" label="Critical" /> : null}
                {t.active ? null : <Chip size="small" variant="outlined" label="Inactive" />}
              </Stack>
            </TableCell>
            <TableCell align="right">
              <RowAction title="Open" label={`Open ${t.name}`} icon={EditOutlined} to={resource.paths.record(t.id)} />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </Section>
  );
}

/** The grades of a scores resource (v2's, or QC v1's at its paths): the list and its links. */
export function ScoreGrades({ resource = scoreGrades }: { resource?: typeof scoreGrades }) {
  const grades = resource.hooks.list();
  const canCreate = useCanCall(resource.endpoints.create);
  return (
    <Section
      title="Grades"
      action={
        canCreate ? (
          <Button component={RouterLink} to={resource.paths.create()} startIcon={<AddOutlined />}>
            New grade
          </Button>
        ) : null
      }
    >
      <ListTable
        label="Grades"
        columns={4}
        items={grades.data}
        pending={grades.isPending}
        error={grades.error}
        empty={{ icon: <TuneOutlined />, title: 'No grades yet' }}
        head={
          <>
            <TableCell>Grade</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell>Key</TableCell>
            <ActionsHeadCell width={64} />
          </>
        }
      >
        {(g) => (
          <TableRow key={g.id} hover>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: g.color }} />
                <span>{g.name}</span>
                {g.value < 50 ? <Chip size="small" variant="outlined" label="Fails" /> : null}
              </Stack>
            </TableCell>
            <TableCell align="right">{g.value}</TableCell>
            <TableCell>{g.shortcut ?? '—'}</TableCell>
            <TableCell align="right">
              <RowAction title="Open" label={`Open ${g.name}`} icon={EditOutlined} to={resource.paths.record(g.id)} />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </Section>
  );
}

/** The scorecard (spec §2 /qc-settings-v2/scores, and its types and grades screens). */
export default function ScoresPage() {
  const { pathname } = useLocation();
  const seesTypes = useCanCall(listScoreTypes) && !pathname.endsWith('/grades');
  const seesGrades = useCanCall(listScoreGrades) && !pathname.endsWith('/types');
  return (
    <>
      <PageHeader
        title="Scores"
        subtitle="A review grades each active criterion; its score is the weighted mean of the grades. A grade below 50 on a critical criterion makes the whole score 0."
      />
      <Stack spacing={3}>
        {seesTypes ? <ScoreTypes /> : null}
        {seesGrades ? <ScoreGrades /> : null}
      </Stack>
    </>
  );
}
