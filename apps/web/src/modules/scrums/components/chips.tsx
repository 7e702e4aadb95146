// How a rating, a severity and a component's status are drawn, the same on every Dev Scrum screen.
import {
  COMPONENT_STATUS_LABELS,
  type ComponentStatus,
  type FindingSeverity,
  ratingLabel,
  SEVERITY_LABELS,
} from '@backoffice/contract/modules/scrums';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';

const RATING_COLORS: Record<number, ChipProps['color']> = {
  1: 'error',
  2: 'warning',
  3: 'default',
  4: 'info',
  5: 'success',
};

/** "4 · Good"; `compact`: the words give way on a phone (a narrow table), "4" with the words for readers. */
export function RatingChip({
  rating,
  size = 'small',
  compact = false,
}: {
  rating: number;
  size?: ChipProps['size'];
  compact?: boolean;
}) {
  const words = ratingLabel(rating);
  return (
    <Chip
      size={size}
      color={RATING_COLORS[rating] ?? 'default'}
      aria-label={compact ? `${rating} · ${words}` : undefined}
      title={compact ? words : undefined}
      label={
        compact ? (
          <>
            {rating}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {` · ${words}`}
            </Box>
          </>
        ) : (
          `${rating} · ${words}`
        )
      }
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

const SEVERITY_COLORS: Record<FindingSeverity, ChipProps['color']> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  critical: 'error',
};

export function SeverityChip({ severity }: { severity: FindingSeverity }) {
  return <Chip size="small" variant="outlined" color={SEVERITY_COLORS[severity]} label={SEVERITY_LABELS[severity]} />;
}

const STATUS_COLORS: Record<ComponentStatus, ChipProps['color']> = {
  active: 'success',
  deprecated: 'warning',
  retired: 'default',
};

export function ComponentStatusChip({ status }: { status: ComponentStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={COMPONENT_STATUS_LABELS[status]} />;
}

/** A component's name, with its status when it is no longer active. */
export function ComponentChip({ component }: { component: { name: string; status: ComponentStatus } }) {
  const label = component.status === 'active' ? component.name : `${component.name} (${component.status})`;
  return <Chip size="small" label={label} variant={component.status === 'active' ? 'filled' : 'outlined'} />;
}
