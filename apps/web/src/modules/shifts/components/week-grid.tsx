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
import Tooltip from '@mui/material/Tooltip';
import type { z } from 'zod';
import { formatDay } from '../../../core/dates';
import { cellKey, type ShiftDraft, weightedHours } from '../lib/shift-draft';
import { formatHours } from '../lib/totals';

type TeamWeek = z.infer<typeof teamWeek>;

/** "Mon 23": the column of a day (the week's month and year are in the heading). */
const label = (date: string) => formatDay(date, { year: false }).split(' ').slice(0, 2).join(' ');

/**
 * A team's week on the manage screen: people by days, each saved shift a chip, the draft's shifts
 * outlined ("draft"), a shift the draft removes shown with Undo, and each person's weighted hours as
 * the draft would leave them (docs/shifts.md "Draft and publish").
 */
export function WeekGrid({
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
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`${team.name}'s week`}>
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
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.name}</TableCell>
              {days.map((date) => {
                const key = cellKey(member.id, date);
                const saved = savedOf(member.id, date);
                const given = draft.give.get(key);
                const on = `${member.name}'s shift on ${formatDay(date, { year: false })}`;
                let cell: React.ReactNode;
                if (given) {
                  cell = (
                    <Tooltip title={`${given.type.start}–${given.type.end} · draft, not published`}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={given.type.name}
                        data-draft="give"
                        onDelete={onRemove ? () => onRemove(key, saved) : undefined}
                        sx={{ borderColor: given.type.color, borderStyle: 'dashed', color: given.type.color }}
                      />
                    </Tooltip>
                  );
                } else if (saved && draft.remove.has(key)) {
                  cell = (
                    <Button size="small" onClick={() => onKeep?.(key)} aria-label={`Undo removing ${on}`}>
                      Undo
                    </Button>
                  );
                } else if (saved) {
                  cell = (
                    <Tooltip title={`${saved.start}–${saved.end}${saved.shortRest ? ' · less than 11 h rest' : ''}`}>
                      <Chip
                        size="small"
                        label={saved.typeName ?? `${saved.start}–${saved.end}`}
                        onDelete={onRemove ? () => onRemove(key, saved) : undefined}
                        sx={{ bgcolor: saved.color, color: '#fff', '& .MuiChip-deleteIcon': { color: '#ffffffcc' } }}
                      />
                    </Tooltip>
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
                  <TableCell key={date} align="center" sx={{ px: 0.5 }}>
                    {cell}
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatHours(weightedHours(team.shifts, draft, member.id))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
