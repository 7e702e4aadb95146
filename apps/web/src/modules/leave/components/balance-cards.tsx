import type { Balance } from '@backoffice/contract/modules/leave';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../lib/format';

const PLACEHOLDERS = ['a', 'b', 'c', 'd'];

/** A person's year per type: what is left, and how it adds up. Types without an allowance say what was taken. */
export function BalanceCards({ balances }: { balances: Balance[] | undefined }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {/* While they load, cards of a card's height in the same grid, as many as the usual leave types
          (annual, sick, unpaid, training): on a phone they stack, and one block stood for all of them,
          so the requests below jumped down by three cards when they came (layout shift 0.19). */}
      {!balances ? PLACEHOLDERS.map((key) => <Skeleton key={key} variant="rounded" height={113} aria-hidden />) : null}
      {balances?.map((b) => (
        <Paper
          key={b.typeId}
          variant="outlined"
          sx={{ p: 2, borderTop: 3, borderTopColor: b.color }}
          data-testid={`balance-${b.name}`}
        >
          <Typography variant="subtitle2">{b.name}</Typography>
          {b.deducts ? (
            <>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600, mt: 0.5 }}>
                {formatNumber(b.remaining)}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  days left in {b.year}
                </Typography>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatNumber(b.allowance)} a year
                {b.carriedOver ? ` + ${formatNumber(b.carriedOver)} carried over` : ''} · {formatNumber(b.used)} taken ·{' '}
                {formatNumber(b.pending)} waiting
              </Typography>
            </>
          ) : (
            <>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600, mt: 0.5 }}>
                {formatNumber(b.used)}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  days taken in {b.year}
                </Typography>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                No yearly limit{b.pending ? ` · ${formatNumber(b.pending)} waiting` : ''}
              </Typography>
            </>
          )}
        </Paper>
      ))}
    </Box>
  );
}
