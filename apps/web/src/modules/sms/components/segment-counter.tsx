// The character and part counter under an SMS text (docs/sms.md "Segments"): the encoding (GSM-7 or
// UCS-2, and the character that forced UCS-2), the units used, the parts it costs and what is left in
// the last part, counted by the contract's rule, as the server counts.
import { countSegments, MAX_SEGMENTS } from '@backoffice/contract/rules/sms';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function SegmentCounter({ text, label = 'Message length' }: { text: string; label?: string }) {
  const count = countSegments(text);
  const over = count.segments > MAX_SEGMENTS;
  const unicode = count.encoding === 'UCS-2';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
      role="status"
      aria-label={label}
      data-testid="segment-counter"
    >
      <Chip
        size="small"
        variant="outlined"
        color={unicode ? 'warning' : 'default'}
        label={count.encoding}
        title={
          unicode
            ? 'Unicode: 70 characters per SMS, 67 per part once split'
            : 'GSM-7: 160 characters per SMS, 153 per part once split'
        }
      />
      <Typography variant="body2" color={over ? 'error' : 'text.secondary'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {count.characters} {unicode ? 'UTF-16 units' : 'characters'} · {count.segments}{' '}
        {count.segments === 1 ? 'SMS' : 'SMS parts'} · {count.remaining} left in this part ({count.perSegment} per part)
      </Typography>
      {unicode && count.unicodeCharacter ? (
        <Typography variant="body2" color="warning.main">
          “{count.unicodeCharacter}” needs Unicode (UCS-2)
        </Typography>
      ) : null}
      {over ? (
        <Typography variant="body2" color="error">
          At most {MAX_SEGMENTS} parts
        </Typography>
      ) : null}
    </Stack>
  );
}
