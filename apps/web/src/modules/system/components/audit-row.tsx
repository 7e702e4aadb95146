import type { AuditEntry } from '@backoffice/contract/modules/system';
import { auditSentence } from '@backoffice/contract/rules/audit-sentence';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment, useState } from 'react';
import { AuditDetails } from './audit-details';

/** The table's columns: toggle, when, what happened, status. */
export const AUDIT_COLUMNS = 4;

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
        <TableCell sx={{ whiteSpace: { sm: 'nowrap' }, color: 'text.secondary', width: { xs: 96, sm: 'auto' } }}>
          {formatAt(entry.at)}
        </TableCell>
        <TableCell
          sx={{
            overflowWrap: 'anywhere',
            color: entry.event && entry.event !== 'token.expired' ? 'error.main' : undefined,
          }}
        >
          {sentence}
        </TableCell>
        <TableCell>
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
