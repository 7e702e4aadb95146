import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../../../core/api';
import { usePreviewAutomation } from '../api/preview-automation';
import { type AutomationValues, automationBodyOf } from '../lib/automation-form';
import { PlanPreview } from './plan-preview';

/** "Preview": exactly what a run of the settings on screen would give today, as the server plans it. */
export function AutomationPreview({ values }: { values: () => AutomationValues }) {
  const preview = usePreviewAutomation();
  return (
    <Stack spacing={2}>
      <Box>
        <Button
          variant="outlined"
          onClick={() => preview.mutate({ body: automationBodyOf(values()) })}
          loading={preview.isPending}
        >
          Preview
        </Button>
      </Box>
      {preview.error ? <Alert severity="error">{errorMessage(preview.error)}</Alert> : null}
      {preview.data ? <PlanPreview plan={preview.data} /> : null}
    </Stack>
  );
}
