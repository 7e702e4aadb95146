// How a dossier feedback's type and visibility are drawn: the type's chip by its tone, a Private badge.
import type { DossierFeedback, FeedbackTone } from '@backoffice/contract/modules/dossier';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';

const TONE_COLOR: Record<FeedbackTone, 'success' | 'info' | 'warning'> = {
  praise: 'success',
  improvement: 'info',
  warning: 'warning',
};

/** The tones in words (the type form's choices, the types list). */
export const TONE_LABELS: Record<FeedbackTone, string> = {
  praise: 'Praise',
  improvement: 'To improve',
  warning: 'Warning',
};

export function FeedbackTypeChip({ type }: { type: DossierFeedback['type'] }) {
  return <Chip size="small" label={type.name} color={TONE_COLOR[type.tone]} variant="outlined" />;
}

export function PrivateBadge() {
  return <Chip size="small" icon={<LockOutlined fontSize="small" />} label="Private" variant="outlined" />;
}
