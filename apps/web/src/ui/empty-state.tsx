import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The body of an empty list: an icon, one sentence, maybe an action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ py: 7, px: 3, textAlign: 'center' }}>
      <Box sx={{ color: 'text.disabled', mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>
      <Typography variant="subtitle1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}

/** The one row of an empty table, spanning its columns, holding an `EmptyState`. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ borderBottom: 'none' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
