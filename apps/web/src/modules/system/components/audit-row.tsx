import type { AuditEntry } from '@backoffice/contract/modules/system';
import { auditSentence } from '@backoffice/contract/rules/audit-sentence';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { AuditDetails } from './audit-details';

/** The table's columns: toggle, when, what happened, status. */
export const AUDIT_COLUMNS = 4;

/** When and Status as columns from a tablet up, fitted to their content; the sentence takes the rest. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' }, width: '1%' } as const;

function statusColor(code: number): 'success' | 'warning' | 'error' {
  if (code >= 500) return 'error';
  if (code >= 400) return 'warning';
  return 'success';
}

/** One entry as a sentence (contract rules/audit-sentence.ts); its request and change below it. */
export function AuditRow({ entry, formatAt }: { entry: AuditEntry; formatAt: (iso: string) => string }) {
  const [open, setOpen] = useState(false);
  const sentence = auditSentence(entry);
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? 'Hide the request' : 'Show the request'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatAt(entry.at)}</TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          <Box
            component="span"
            sx={{ display: 'block', color: entry.event && entry.event !== 'token.expired' ? 'error.main' : undefined }}
          >
            {sentence}
          </Box>
          {/* On a phone the time and status go under the sentence, leaving it the width. */}
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {formatAt(entry.at)} · {entry.statusCode}
          </Typography>
        </TableCell>
        <TableCell sx={WIDE_ONLY}>
          <Chip
            label={entry.statusCode}
            size="small"
            color={statusColor(entry.statusCode)}
            variant="outlined"
            sx={{ height: 20 }}
          />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={AUDIT_COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <AuditDetails entry={entry} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
