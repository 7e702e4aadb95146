// Words for leave requests: their state, their dates and their days.
import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import { formatDayRange } from '../../../core/dates';

/** "24 Dec 2026", "24–28 Dec 2026", "28 Dec 2026 – 2 Jan 2027", with the half days said. */
export function spanWords(r: Pick<LeaveRequest, 'from' | 'to' | 'halfStart' | 'halfEnd'>): string {
  const halves = [r.halfStart ? 'from noon' : '', r.halfEnd ? 'until noon' : ''].filter(Boolean).join(', ');
  const span = formatDayRange(r.from, r.to);
  return halves ? `${span} (${halves})` : span;
}

export const daysWords = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

export type Tone = 'default' | 'warning' | 'success' | 'error' | 'info';

/**
 * The state a person reads: a waiting cancellation shows over the approval it would undo. A request of the
 * calendar's compact answer says so with `cancelling`, a full one with its latest `cancellation`.
 */
export function stateOf(
  r: Pick<LeaveRequest, 'status'> & { cancellation?: LeaveRequest['cancellation']; cancelling?: boolean },
): { label: string; tone: Tone } {
  if (r.status === 'approved' && (r.cancelling ?? r.cancellation?.status === 'pending'))
    return { label: 'Cancellation asked', tone: 'info' };
  switch (r.status) {
    case 'pending':
      return { label: 'Waiting', tone: 'warning' };
    case 'approved':
      return { label: 'Approved', tone: 'success' };
    case 'rejected':
      return { label: 'Rejected', tone: 'error' };
    default:
      return { label: 'Cancelled', tone: 'default' };
  }
}

export const formatNumber = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The spec's request lists take the page only: the server answers 25 a page. */
export const LEAVE_PAGE: readonly number[] = [25];
