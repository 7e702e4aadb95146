// How a report's priority and status are drawn on every screen: a chip in the lookup's colour (or, for a
// priority without one, its level's), a closing status with a tick.
import type { PriorityLevel, ReportSummary } from '@backoffice/contract/modules/bug-report';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

const LEVEL_COLOR: Record<PriorityLevel, string> = {
  low: '#78909c',
  normal: '#1e88e5',
  medium: '#f9a825',
  high: '#ef6c00',
  critical: '#d32f2f',
};

/** The lookup's colour as a tint, its text darkened enough to read on it (a light yellow is not). */
const tinted = (color: string) => (theme: Theme) => {
  const text = theme.palette.mode === 'dark' ? lighten(color, 0.2) : darken(color, 0.35);
  return {
    bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.2 : 0.12),
    color: text,
    borderColor: alpha(color, 0.5),
    fontWeight: 600,
    '& .MuiChip-icon': { color: text },
  };
};

export function PriorityChip({ priority }: { priority: ReportSummary['priority'] }) {
  if (!priority) return <Chip size="small" variant="outlined" label="No priority" />;
  const color = priority.color ?? LEVEL_COLOR[priority.level];
  return <Chip size="small" variant="outlined" label={priority.name} sx={tinted(color)} />;
}

export function StatusChip({ status }: { status: ReportSummary['status'] }) {
  const color = status.color ?? (status.closing ? '#2e7d32' : '#546e7a');
  return (
    <Chip
      size="small"
      variant="outlined"
      label={status.name}
      icon={status.closing ? <CheckCircleOutline fontSize="small" /> : undefined}
      sx={tinted(color)}
    />
  );
}

export function DeletedChip() {
  return (
    <Chip size="small" color="error" variant="outlined" icon={<DeleteOutline fontSize="small" />} label="Deleted" />
  );
}
