// The scorecard beside a conversation: a grade per active criterion, given with the grade's key (1–9)
// for the criterion in focus, which then moves to the next; the keys are lib/scorecard-keys.ts, the
// tags box's rules components/scorecard-tags.tsx. One form on the contract's review fields: a refused
// review shows its messages where they belong. The score is the contract's model, shown as it will be
// kept.
import {
  chatReviewPatch,
  type Review,
  type ScoreGrade,
  type ScoreType,
  type Tag,
} from '@backoffice/contract/modules/qa';
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { fieldMessage } from '../../../ui/form-errors';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import {
  type ScorecardValue,
  type ScorecardValues,
  scorecardDefaults,
  sentValue,
  typedTag,
  withGrade,
} from '../lib/scorecard-form';
import { useScorecardKeys } from '../lib/scorecard-keys';
import { ScorecardCriteria } from './scorecard-criteria';
import { ScorecardActions, ScorecardHeading } from './scorecard-parts';
import { ScorecardTags } from './scorecard-tags';

export type { ScorecardValue } from '../lib/scorecard-form';

function CheckboxField({
  control,
  name,
  label,
}: {
  control: Control<ScorecardValues>;
  name: 'sendStats' | 'reviewLater';
  label: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}

interface Props<R> {
  kind: 'chat' | 'ticket';
  types: ScoreType[];
  grades: ScoreGrade[];
  tags: Tag[];
  /** The caller's own live review, to change. */
  initial: Review | null;
  submitLabel: string;
  /** Sends the review; a refusal is shown on the scorecard. */
  onSubmit: (value: ScorecardValue) => Promise<R>;
  onSaved: (value: ScorecardValue, saved: R) => void;
  /** Where the request holds the review data (`body.data`; an escalation's `body.reviews`). */
  under?: string;
  onSkip?: (() => void) | undefined;
}

export function Scorecard<R>({
  kind,
  types,
  grades,
  tags,
  initial,
  submitLabel,
  onSubmit,
  onSaved,
  under = 'body.data',
  onSkip,
}: Props<R>) {
  const criteria = useMemo(
    () => types.filter((t) => t.active || initial?.scores.some((s) => s.scoreTypeId === t.id)),
    [types, initial],
  );
  const [focus, setFocus] = useState(0);
  const tagsRef = useRef<HTMLInputElement>(null);
  const {
    form,
    onSubmit: save,
    formError,
    pending,
  } = useRecordForm<ScorecardValues, R>({
    schema: chatReviewPatch,
    prepare: (values) => ({ ...sentValue(kind, values) }),
    defaultValues: scorecardDefaults(initial),
    fields: [],
    under,
    shownAs: { scores: 'data.scores', tags: 'data.tags', comment: 'data.comment' },
    submit: (values) => onSubmit(sentValue(kind, values)),
    onSaved: (saved, values) => onSaved(sentValue(kind, values), saved),
  });
  const [scores, picked, reviewLater] = useWatch({
    control: form.control,
    name: ['data.scores', 'data.tags', 'reviewLater'],
  });
  const scoresError = fieldMessage(form.formState.errors.data ?? {}, 'scores');
  const offered = tags.filter((t) => t.active || picked.includes(t.id));

  const given = new Map(scores.map((s) => [s.scoreTypeId, s.gradeId]));
  const graded = criteria.filter((c) => given.has(c.id));
  const live = reviewScore(
    graded.map((c) => ({
      weight: c.weight,
      critical: c.critical,
      value: grades.find((g) => g.id === given.get(c.id))?.value ?? 0,
    })),
  );
  const canSubmit = !pending && (graded.length === criteria.length || (kind === 'chat' && reviewLater));
  const grade = (index: number, gradeId: number) => {
    const c = criteria[index];
    if (c)
      form.setValue('data.scores', withGrade(form.getValues('data.scores'), criteria, { scoreTypeId: c.id, gradeId }));
  };
  const submit = () => {
    if (!canSubmit) return;
    const typed = typedTag(form.getValues('tagText'), offered);
    if (typed && 'refuse' in typed) {
      form.setError('data.tags', { type: 'typed', message: typed.refuse });
      tagsRef.current?.focus();
      return;
    }
    if (typed) {
      const now = form.getValues('data.tags');
      if (!now.includes(typed.pick.id)) form.setValue('data.tags', [...now, typed.pick.id]);
      form.setValue('tagText', '');
    }
    void save();
  };
  useScorecardKeys(grades, {
    count: criteria.length,
    focus,
    moveFocus: setFocus,
    grade,
    submit,
    tags: () => tagsRef.current?.focus(),
    comment: () => form.setFocus('data.comment'),
    toggleLater: kind === 'chat' ? () => form.setValue('reviewLater', !form.getValues('reviewLater')) : undefined,
    skip: onSkip,
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Scorecard">
      <ScorecardHeading score={graded.length ? live.score : null} criticalFails={live.criticalFails} />
      <ScorecardCriteria
        criteria={criteria}
        grades={grades}
        scores={scores}
        focus={focus}
        onFocus={setFocus}
        onGrade={(index, gradeId) => {
          grade(index, gradeId);
          setFocus(Math.min(index + 1, criteria.length - 1));
        }}
      />
      {scoresError ? (
        <FormHelperText error role="alert">
          The grades: {scoresError}
        </FormHelperText>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <ScorecardTags form={form} offered={offered} inputRef={tagsRef} onLeave={() => tagsRef.current?.blur()} />
      </Box>
      <FormTextField
        control={form.control}
        name="data.comment"
        label="Comment (C)"
        multiline
        minRows={2}
        fullWidth
        size="small"
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap' }}>
        <CheckboxField control={form.control} name="sendStats" label="Send stats" />
        {kind === 'chat' ? <CheckboxField control={form.control} name="reviewLater" label="Review later (L)" /> : null}
      </Stack>
      {formError ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }} role="alert">
          {formError}
        </Typography>
      ) : null}
      <ScorecardActions
        submitLabel={submitLabel}
        canSubmit={canSubmit}
        onSubmit={submit}
        onSkip={onSkip}
        graded={graded.length}
        total={criteria.length}
        keys={{
          grades: grades.flatMap((g) => (g.shortcut === null ? [] : [g.shortcut])).sort(),
          later: kind === 'chat',
        }}
      />
    </Paper>
  );
}
