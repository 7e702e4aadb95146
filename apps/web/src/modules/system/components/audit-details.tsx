import type { AuditEntry } from '@backoffice/contract/modules/system';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { monoFont } from '../../../ui/monospace';
import { EVENT_LABELS } from '../lib/audit-labels';

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          ...monoFont,
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 12,
          maxHeight: 280,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** The expanded row: the request as it was recorded, and the change's before and after in full. */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const mono = { ...monoFont, fontSize: 12.5 };
  return (
    <Box sx={{ py: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Fact label="Request">
          <Box component="span" sx={mono}>
            {entry.method} {entry.route} → {entry.statusCode}
          </Box>
        </Fact>
        {entry.event ? <Fact label="Event">{EVENT_LABELS[entry.event]}</Fact> : null}
        {entry.entity ? (
          <Fact label="Record">
            <Box component="span" sx={mono}>
              {entry.entity}
              {entry.entityId ? ` #${entry.entityId}` : ''}
            </Box>
          </Fact>
        ) : null}
        <Fact label="User">{entry.username ?? (entry.userId === null ? '—' : `#${entry.userId}`)}</Fact>
        <Fact label="Address">
          <Box component="span" sx={mono}>
            {entry.ip ?? '—'}
            {entry.peer && entry.peer !== entry.ip ? ` via ${entry.peer}` : ''}
          </Box>
        </Fact>
      </Box>
      {entry.before != null || entry.after != null ? (
        <Box sx={{ display: 'flex', gap: 2, pt: 1.5, flexDirection: { xs: 'column', md: 'row' } }}>
          <Json label="Before" value={entry.before} />
          <Json label="After" value={entry.after} />
        </Box>
      ) : null}
    </Box>
  );
}
