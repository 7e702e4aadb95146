// The switch between bug reports and feature requests on the screens that show one kind at a time by
// `?kind=` (the archive, settings, folders): only the kinds the reader holds `scope` of are offered.
import type { ReportKind } from '@backoffice/contract/modules/bug-report';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useNavigate } from 'react-router';
import { useCan } from '../../../core/use-can';
import { KIND_WORDS, kindScopes } from '../lib/kind';

type KindScope = keyof ReturnType<typeof kindScopes>;

export function useKindsHeld(scope: KindScope): Record<ReportKind, boolean> {
  const bug = useCan(kindScopes('bug').read, kindScopes('bug')[scope]);
  const feature = useCan(kindScopes('feature').read, kindScopes('feature')[scope]);
  return { bug, feature };
}

export function KindSwitch({
  kind,
  scope,
  to,
}: {
  kind: ReportKind;
  scope: KindScope;
  /** The same screen for the other kind. */
  to: (kind: ReportKind) => string;
}) {
  const navigate = useNavigate();
  const held = useKindsHeld(scope);
  if (!held.bug || !held.feature) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={kind}
      aria-label="Kind"
      onChange={(_, next: ReportKind | null) => {
        if (next && next !== kind) navigate(to(next));
      }}
    >
      <ToggleButton value="bug">{KIND_WORDS.bug.title}</ToggleButton>
      <ToggleButton value="feature">{KIND_WORDS.feature.title}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The kind a `?kind=` screen shows: the one asked for when the reader holds it, else the one they hold. */
export function useShownKind(asked: ReportKind, scope: KindScope): ReportKind | null {
  const held = useKindsHeld(scope);
  if (held[asked]) return asked;
  const other: ReportKind = asked === 'bug' ? 'feature' : 'bug';
  return held[other] ? other : null;
}
