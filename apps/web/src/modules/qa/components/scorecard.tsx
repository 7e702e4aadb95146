// The scorecard beside a conversation: a grade per active criterion, given with the grade's key
// (1–9) for the criterion in focus, which then moves to the next; ↑/↓ move the focus; T tags (Enter
// picks the first match, Escape leaves), C the comment, L review later (chats), S skip (queue), Enter
// submits. A tag half typed is never dropped: its whole name is picked on submit, anything else stops
// the submit on the field (docs/qa.md "Tags by keyboard"). The score is the contract's model, shown as
// it will be kept.
import type { Review, ScoreGrade, ScoreType, Tag } from '@backoffice/contract/modules/qa';
import { PASS_MARK, reviewScore } from '@backoffice/contract/rules/qa-score';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { scoreColor, scoreText } from '../lib/score';

export interface ScorecardValue {
  sendStats: boolean;
  reviewLater: boolean;
  data: { scores: { scoreTypeId: number; gradeId: number }[]; tags: number[]; comment: string };
}

interface Props {
  kind: 'chat' | 'ticket';
  types: ScoreType[];
  grades: ScoreGrade[];
  tags: Tag[];
  /** The caller's own live review, to change. */
  initial: Review | null;
  pending: boolean;
  /** Field errors of the last submit, by path (`data.scores`). */
  error?: string | null;
  submitLabel: string;
  onSubmit: (value: ScorecardValue) => void;
  onSkip?: (() => void) | undefined;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function Scorecard({
  kind,
  types,
  grades,
  tags,
  initial,
  pending,
  error,
  submitLabel,
  onSubmit,
  onSkip,
}: Props) {
  const criteria = useMemo(
    () => types.filter((t) => t.active || initial?.scores.some((s) => s.scoreTypeId === t.id)),
    [types, initial],
  );
  const [chosen, setChosen] = useState<Record<number, number>>(() =>
    Object.fromEntries((initial?.scores ?? []).map((s) => [s.scoreTypeId, s.gradeId])),
  );
  const [tagIds, setTagIds] = useState<number[]>(initial?.tags.map((t) => t.id) ?? []);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [sendStats, setSendStats] = useState(initial?.sendStats ?? true);
  const [reviewLater, setReviewLater] = useState(initial?.reviewLater ?? false);
  const [focus, setFocus] = useState(0);
  const [tagText, setTagText] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const tagsRef = useRef<HTMLInputElement>(null);
  const rows = useRef<(HTMLDivElement | null)[]>([]);

  const graded = criteria.filter((c) => chosen[c.id] !== undefined);
  const complete = graded.length === criteria.length;
  const live = reviewScore(
    graded.map((c) => ({
      weight: c.weight,
      critical: c.critical,
      value: grades.find((g) => g.id === chosen[c.id])?.value ?? 0,
    })),
  );
  const canSubmit = !pending && (complete || (kind === 'chat' && reviewLater));
  const offered = useMemo(() => tags.filter((t) => t.active || tagIds.includes(t.id)), [tags, tagIds]);
  const picked = useMemo(() => offered.filter((t) => tagIds.includes(t.id)), [offered, tagIds]);
  const submit = () => {
    if (!canSubmit) return;
    const typed = tagText.trim();
    let withTyped = tagIds;
    if (typed) {
      const named = offered.find((t) => t.name.toLowerCase() === typed.toLowerCase());
      if (!named) {
        setTagError(`Pick a tag for “${typed}” (Enter picks the first match) or clear the box`);
        tagsRef.current?.focus();
        return;
      }
      withTyped = tagIds.includes(named.id) ? tagIds : [...tagIds, named.id];
      setTagIds(withTyped);
      setTagText('');
    }
    onSubmit({
      sendStats,
      reviewLater: kind === 'chat' && reviewLater,
      data: {
        scores: graded.map((c) => ({ scoreTypeId: c.id, gradeId: chosen[c.id]! })),
        tags: withTyped,
        comment: comment.trim(),
      },
    });
  };
  const latest = useRef({ submit, criteria, focus, onSkip });
  latest.current = { submit, criteria, focus, onSkip };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { criteria: list, focus: at } = latest.current;
      // At once, not at the next render: a second key pressed before it acts on the new criterion.
      const moveFocus = (to: number) => {
        latest.current.focus = to;
        setFocus(to);
      };
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        latest.current.submit();
        return;
      }
      if (typing(e.target)) {
        if (e.key === 'Escape') (e.target as HTMLElement).blur();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const grade = grades.find((g) => g.shortcut !== null && String(g.shortcut) === e.key);
      if (grade && list[at]) {
        e.preventDefault();
        setChosen((c) => ({ ...c, [list[at]!.id]: grade.id }));
        moveFocus(Math.min(at + 1, list.length - 1));
        return;
      }
      const key = e.key.toLowerCase();
      if (e.key === 'ArrowDown' || key === 'j') {
        e.preventDefault();
        moveFocus(Math.min(at + 1, list.length - 1));
      } else if (e.key === 'ArrowUp' || key === 'k') {
        e.preventDefault();
        moveFocus(Math.max(at - 1, 0));
      } else if (e.key === 'Enter') {
        e.preventDefault();
        latest.current.submit();
      } else if (key === 'c') {
        e.preventDefault();
        commentRef.current?.focus();
      } else if (key === 't') {
        e.preventDefault();
        tagsRef.current?.focus();
      } else if (key === 'l' && kind === 'chat') {
        setReviewLater((v) => !v);
      } else if (key === 's' && latest.current.onSkip) {
        e.preventDefault();
        latest.current.onSkip();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [grades, kind]);

  useEffect(() => {
    rows.current[focus]?.scrollIntoView?.({ block: 'nearest' });
  }, [focus]);

  const gradeKeys = grades.flatMap((g) => (g.shortcut === null ? [] : [g.shortcut])).sort();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Scorecard">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Scorecard
        </Typography>
        <Chip
          label={graded.length ? `Score ${scoreText(live.score)}` : 'Score –'}
          color={graded.length ? scoreColor(live.score) : 'default'}
          aria-label="Score"
        />
      </Stack>
      {live.criticalFails > 0 ? (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          A critical criterion is below {PASS_MARK}: the score is 0.
        </Typography>
      ) : null}
      <Stack spacing={1}>
        {criteria.map((c, i) => (
          <Box
            key={c.id}
            ref={(el: HTMLDivElement | null) => {
              rows.current[i] = el;
            }}
            // A click on the row brings the focus to it; a grade given by a click moves it on (below).
            onClick={(event) => {
              if (!(event.target as HTMLElement).closest('button')) setFocus(i);
            }}
            data-focused={i === focus || undefined}
            role="group"
            aria-label={c.name}
            sx={{
              p: 1,
              borderRadius: 1,
              border: 2,
              borderColor: i === focus ? 'primary.main' : 'transparent',
              bgcolor: i === focus ? 'action.hover' : undefined,
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 0.5 }}>
              <Typography variant="subtitle2">{c.name}</Typography>
              {c.critical ? <Chip size="small" color="error" variant="outlined" label="Critical" /> : null}
              <Box sx={{ flex: 1 }} />
              <Typography variant="caption" color="text.secondary">
                weight {c.weight}
              </Typography>
            </Stack>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={chosen[c.id] ?? null}
              onChange={(_, gradeId: number | null) => {
                if (gradeId !== null) setChosen({ ...chosen, [c.id]: gradeId });
                setFocus(Math.min(i + 1, criteria.length - 1));
              }}
              sx={{ flexWrap: 'wrap' }}
            >
              {grades.map((g) => (
                <ToggleButton
                  key={g.id}
                  value={g.id}
                  aria-label={`${c.name}: ${g.name}`}
                  sx={{
                    textTransform: 'none',
                    '&.Mui-selected, &.Mui-selected:hover': { bgcolor: g.color, color: '#fff' },
                  }}
                >
                  {g.shortcut !== null ? (
                    <Box component="kbd" sx={{ mr: 0.5, opacity: 0.7, fontFamily: 'inherit', fontSize: 11 }}>
                      {g.shortcut}
                    </Box>
                  ) : null}
                  {g.name}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ))}
        {criteria.length === 0 ? (
          <Typography color="text.secondary">No active criteria: a QC manager sets them up under Scores.</Typography>
        ) : null}
      </Stack>
      <Autocomplete
        multiple
        size="small"
        sx={{ mt: 2 }}
        options={offered}
        getOptionLabel={(t) => t.name}
        value={picked}
        onChange={(_, value) => setTagIds(value.map((t) => t.id))}
        // Enter picks the first match; what is typed stays in the box until it is picked or cleared.
        autoHighlight
        clearOnBlur={false}
        inputValue={tagText}
        onInputChange={(_, text) => {
          setTagText(text);
          setTagError(null);
        }}
        onKeyDown={(event) => {
          const mui = event as unknown as { defaultMuiPrevented: boolean };
          // Ctrl+Enter submits (the window's handler), under the half-typed rule: it picks nothing here.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) mui.defaultMuiPrevented = true;
          // One Escape leaves the box (MUI's own would only close the list) and lets go of the text.
          if (event.key !== 'Escape') return;
          mui.defaultMuiPrevented = true;
          setTagText('');
          setTagError(null);
          tagsRef.current?.blur();
        }}
        renderInput={(params) => (
          <TextField {...params} label="Tags (T)" inputRef={tagsRef} error={tagError !== null} helperText={tagError} />
        )}
      />
      <TextField
        label="Comment (C)"
        multiline
        minRows={2}
        fullWidth
        size="small"
        sx={{ mt: 2 }}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        inputRef={commentRef}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={sendStats} onChange={(e) => setSendStats(e.target.checked)} />}
          label="Send stats"
        />
        {kind === 'chat' ? (
          <FormControlLabel
            control={<Checkbox checked={reviewLater} onChange={(e) => setReviewLater(e.target.checked)} />}
            label="Review later (L)"
          />
        ) : null}
      </Stack>
      {error ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <Button variant="contained" disabled={!canSubmit} onClick={submit}>
          {submitLabel}
        </Button>
        {onSkip ? (
          <Button color="inherit" onClick={onSkip}>
            Skip (S)
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption" color="text.secondary" aria-label="Keys">
          {graded.length}/{criteria.length} graded
          {gradeKeys.length ? ` · ${gradeKeys[0]}–${gradeKeys.at(-1)} grade` : ''} · T tags: Enter picks, Esc leaves ·
          Enter submits
        </Typography>
      </Stack>
    </Paper>
  );
}
