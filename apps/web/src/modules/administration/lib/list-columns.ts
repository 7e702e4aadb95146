import { formatInstant } from '../../../core/dates';

// The administration lists keep who and which role on phones; the rest comes back on wider screens.
export const smUp = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const mdUp = { display: { xs: 'none', md: 'table-cell' } } as const;
/** The creation date only where the screen has room for it. */
export const xlUp = { display: { xs: 'none', xl: 'table-cell' } } as const;

/** `Mar 4, 2026`: the day a record was created, without the time. */
export const dateOnly = (iso: string) => formatInstant(iso).split(',').slice(0, 2).join(',');
