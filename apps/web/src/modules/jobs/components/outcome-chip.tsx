import type { JobRun } from '@backoffice/contract/modules/jobs';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Chip from '@mui/material/Chip';

const spinning = {
  animation: 'job-run-spin 1.2s linear infinite',
  '@keyframes job-run-spin': { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
} as const;

const LOOK = {
  succeeded: { label: 'Succeeded', color: 'success', icon: <CheckCircleOutlineOutlined /> },
  failed: { label: 'Failed', color: 'error', icon: <ErrorOutlineOutlined /> },
  running: { label: 'Running', color: 'info', icon: <AutorenewOutlined sx={spinning} /> },
} as const;

/** A run's outcome: Succeeded, Failed, or Running (its icon turning). */
export function OutcomeChip({ outcome }: { outcome: JobRun['outcome'] }) {
  const { label, color, icon } = LOOK[outcome];
  return <Chip label={label} color={color} icon={icon} size="small" variant="outlined" sx={{ height: 24, pl: 0.25 }} />;
}
