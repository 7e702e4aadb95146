// The agents' and reviewers' tables of the statistics: sorted by any column (lowest average first),
// the people below the target tinted, downloadable as CSV, an agent's row opening their page.
import type { PersonStatistics } from '@backoffice/contract/modules/qa';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { saveTextFile } from '../../../core/download';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { type PeopleColumn, type PeopleSort, sortPeople } from '../lib/statistics-view';
import { qaPaths } from '../paths';
import { Panel, scoreOrDash } from './statistics-panel';

function PeopleTableView({
  title,
  rows,
  link,
  target,
}: {
  title: string;
  rows: PersonStatistics[];
  link: boolean;
  target: number;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Lowest average first: who needs coaching is at the top.
  const [sort, setSort] = useState<PeopleSort>({ column: 'averageScore', direction: 'asc' });
  const sorted = sortPeople(rows, sort);
  // An agent's page keeps the filters (period, kind…) the table was read with.
  const pageOf = (id: number) => `${qaPaths.userStatistics(id)}${search}`;
  return (
    <Panel title={title}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -4.5, mb: 1 }}>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!rows.length}
          onClick={() => saveTextFile(`${title.toLowerCase()}.csv`, toCsv(sorted), 'text/csv')}
        >
          CSV
        </Button>
      </Stack>
      {/* Wider than a phone: the table scrolls in its own box (positioned, so that nothing escapes it). */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {HEADS.map((h) => {
                const active = sort.column === h.column;
                return (
                  <TableCell
                    key={h.column}
                    align={h.numeric ? 'right' : 'left'}
                    sortDirection={active ? sort.direction : false}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : 'asc'}
                      onClick={() =>
                        setSort({
                          column: h.column,
                          direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {h.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((r) => {
              const below = r.averageScore !== null && r.averageScore < target;
              return (
                <TableRow
                  key={r.id}
                  hover={link}
                  onClick={link ? () => navigate(pageOf(r.id)) : undefined}
                  sx={{
                    ...(link ? { cursor: 'pointer' } : {}),
                    ...(below ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : {}),
                  }}
                >
                  <TableCell>
                    {link ? (
                      <Link component={RouterLink} to={pageOf(r.id)} onClick={(e) => e.stopPropagation()}>
                        {r.name}
                      </Link>
                    ) : (
                      r.name
                    )}
                  </TableCell>
                  <TableCell align="right">{r.reviews}</TableCell>
                  <TableCell
                    align="right"
                    sx={below ? { color: 'error.main', fontWeight: 600 } : undefined}
                    title={below ? `Below the target of ${target}` : undefined}
                  >
                    {scoreOrDash(r.averageScore)}
                    {below ? (
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        (below target)
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{r.criticalFails}</TableCell>
                  <TableCell align="right">{r.feedbacks}</TableCell>
                  <TableCell align="right">{r.disputes}</TableCell>
                </TableRow>
              );
            })}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                  Nobody in these filters.
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
}

function toCsv(rows: PersonStatistics[]): string {
  const cell = (v: string | number | null) => {
    const text = v === null ? '' : String(v);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const head = ['Name', 'Reviews', 'Average score', 'Critical fails', 'Feedbacks', 'Disputes'];
  return [head, ...rows.map((r) => [r.name, r.reviews, r.averageScore, r.criticalFails, r.feedbacks, r.disputes])]
    .map((line) => line.map(cell).join(','))
    .join('\n');
}

const HEADS: { column: PeopleColumn; label: string; numeric: boolean }[] = [
  { column: 'name', label: 'Name', numeric: false },
  { column: 'reviews', label: 'Reviews', numeric: true },
  { column: 'averageScore', label: 'Average', numeric: true },
  { column: 'criticalFails', label: 'Critical fails', numeric: true },
  { column: 'feedbacks', label: 'Feedbacks', numeric: true },
  { column: 'disputes', label: 'Disputes', numeric: true },
];

/** One table of people, drawn again only when its rows or settings change (see StatisticsDashboard). */
export const PeopleTable = memo(PeopleTableView);
