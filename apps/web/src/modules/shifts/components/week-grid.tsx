import type { CalendarShift, teamWeek } from '@backoffice/contract/modules/shifts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, useRef } from 'react';
import type { z } from 'zod';
import { formatDay } from '../../../core/dates';
import { SharedTooltip } from '../../../ui/shared-tooltip';
import { cellKey, type ShiftDraft, weightedHours } from '../lib/shift-draft';
import { formatHours } from '../lib/totals';

type TeamWeek = z.infer<typeof teamWeek>;

const gridSx = {
  '& td.person': { whiteSpace: 'nowrap' },
  '& td.day': { px: 0.5 },
  '& td.hours': { fontWeight: 600 },
  '& .MuiChip-root.saved': { color: '#fff', '& .MuiChip-deleteIcon': { color: '#ffffffcc' } },
  '& .MuiChip-root.draft': { borderStyle: 'dashed' },
  '& .MuiChip-root.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 1 },
} as const;

/** "Mon 23": the column of a day (the week's month and year are in the heading). */
const label = (date: string) => formatDay(date, { year: false }).split(' ').slice(0, 2).join(' ');

/**
 * A team's week on the manage screen: people by days, each saved shift a chip, the draft's shifts
 * outlined ("draft"), a shift the draft removes shown with Undo, and each person's weighted hours as
 * the draft would leave them (docs/shifts.md "Draft and publish").
 */
function WeekGridView({
  team,
  days,
  draft,
  canGive,
  onGive,
  onRemove,
  onKeep,
}: {
  team: TeamWeek;
  days: readonly string[];
  draft: ShiftDraft;
  canGive: boolean;
  /** Without them the grid is read only (the shift calendar's team week). */
  onGive?: (userId: number, date: string) => void;
  onRemove?: (key: string, saved: CalendarShift | undefined) => void;
  onKeep?: (key: string) => void;
}) {
  const savedOf = (userId: number, date: string) => team.shifts.find((s) => s.userId === userId && s.date === date);
  const grid = useRef<HTMLDivElement>(null);
  return (
    <Paper ref={grid} variant="outlined" sx={{ overflowX: 'auto' }}>
      <SharedTooltip container={grid} />
      {/* The cells' and chips' looks once for the table (a shift's colour inline): an sx per cell is
          worked out again for each of them on every render. */}
      <Table size="small" aria-label={`${team.name}'s week`} sx={gridSx}>
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            {days.map((d) => (
              <TableCell key={d} align="center">
                {label(d)}
              </TableCell>
            ))}
            <TableCell align="right">Weighted h</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {team.members.map((member) => (
            <TableRow key={member.id} data-testid={`week-row-${member.name}`}>
              <TableCell className="person">{member.name}</TableCell>
              {days.map((date) => {
                const key = cellKey(member.id, date);
                const saved = savedOf(member.id, date);
                const given = draft.give.get(key);
                const on = `${member.name}'s shift on ${formatDay(date, { year: false })}`;
                let cell: React.ReactNode;
                if (given) {
                  const tip = `${given.type.start}–${given.type.end} · draft, not published`;
                  cell = (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={given.type.name}
                      data-draft="give"
                      data-tip={tip}
                      aria-label={`${given.type.name}, ${tip}`}
                      className="draft"
                      onDelete={onRemove ? () => onRemove(key, saved) : undefined}
                      style={{ borderColor: given.type.color, color: given.type.color }}
                    />
                  );
                } else if (saved && draft.remove.has(key)) {
                  cell = (
                    <Button size="small" onClick={() => onKeep?.(key)} aria-label={`Undo removing ${on}`}>
                      Undo
                    </Button>
                  );
                } else if (saved) {
                  const name = saved.typeName ?? `${saved.start}–${saved.end}`;
                  const tip = `${saved.start}–${saved.end}${saved.shortRest ? ' · less than 11 h rest' : ''}`;
                  cell = (
                    <Chip
                      size="small"
                      label={name}
                      data-tip={tip}
                      aria-label={`${name}, ${tip}`}
                      className="saved"
                      onDelete={onRemove ? () => onRemove(key, saved) : undefined}
                      style={{ backgroundColor: saved.color }}
                    />
                  );
                } else if (!onGive) {
                  cell = null;
                } else {
                  cell = (
                    <IconButton
                      size="small"
                      aria-label={`Give ${member.name} a shift on ${date}`}
                      disabled={!canGive}
                      onClick={() => onGive(member.id, date)}
                    >
                      <AddOutlined fontSize="small" />
                    </IconButton>
                  );
                }
                return (
                  <TableCell key={date} align="center" className="day">
                    {cell}
                  </TableCell>
                );
              })}
              <TableCell align="right" className="hours">
                {formatHours(weightedHours(team.shifts, draft, member.id))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/**
 * Drawn again only when its team, days, draft or handlers change: the team week hands it arrived data
 * through `useDeferredValue`, and the urgent render that comes first skips it (team-week.tsx).
 */
export const WeekGrid = memo(WeekGridView);
