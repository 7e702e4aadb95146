// Likely duplicates while the title is typed (docs/tracker.md "Duplicates"): the server's trigram search of
// open reports, asked once typing settles, shown before the report is filed. A link opens in a new tab, so
// the form being written is not lost.
import type { ReportKind } from '@backoffice/contract/modules/bug-report';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useDebounced } from '../../../core/use-debounced';
import { reportsApi } from '../api/reports';
import { bugReportPaths } from '../paths';
import { StatusChip } from './report-chips';

/** Typing settles for this long before the server is asked. */
export const DUPLICATES_DEBOUNCE_MS = 400;

export function DuplicateSuggestions({ kind, title }: { kind: ReportKind; title: string }) {
  const settled = useDebounced(title.trim(), DUPLICATES_DEBOUNCE_MS);
  const enabled = settled.length >= 3;
  const similar = reportsApi[kind].similar.use({ query: { title: settled, take: 5 } }, { enabled });
  const found = enabled ? (similar.data ?? []) : [];
  if (!found.length) return null;
  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={false}
      data-testid="duplicates"
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>Looks like these may be the same:</AlertTitle>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {found.map((r) => (
          <Stack component="li" key={r.id} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <StatusChip status={r.status} />
            <Link
              href={bugReportPaths.report(kind, r.id)}
              target="_blank"
              rel="noopener"
              underline="hover"
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              #{r.id} {r.title}
              <OpenInNew sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-bottom' }} aria-label="opens in a new tab" />
            </Link>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, whiteSpace: 'nowrap' }}>
              {Math.round(r.similarity * 100)}% alike
            </Box>
          </Stack>
        ))}
      </Stack>
      <Box sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>
        If one of them is yours, comment there instead; otherwise go on.
      </Box>
    </Alert>
  );
}
