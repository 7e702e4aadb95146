import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Placeholder rows while a list loads for the first time. */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <TableRow key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <TableCell key={column}>
          <Skeleton variant="text" width={column === 0 ? '70%' : `${40 + ((row + column) % 3) * 15}%`} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

interface EmptyProps {
  columns: number;
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** One row spanning the table: nothing to show, why, and what to do about it. */
export function EmptyRow({ columns, icon, title, description, action }: EmptyProps) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ borderBottom: 'none' }}>
        <Box sx={{ py: 6, display: 'grid', placeItems: 'center', textAlign: 'center', gap: 1 }}>
          <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 40 } }}>{icon}</Box>
          <Typography variant="subtitle2">{title}</Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
              {description}
            </Typography>
          ) : null}
          {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
        </Box>
      </TableCell>
    </TableRow>
  );
}
