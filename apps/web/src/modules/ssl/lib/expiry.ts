/** How soon a certificate expires, as a word and a colour: expired, within a week, within 30 days, fine. */
export function expiryTone(daysLeft: number): { color: 'error' | 'warning' | 'success'; label: string } {
  if (daysLeft < 0)
    return { color: 'error', label: daysLeft === -1 ? 'Expired yesterday' : `Expired ${-daysLeft} days ago` };
  if (daysLeft === 0) return { color: 'error', label: 'Expires today' };
  const label = daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;
  if (daysLeft < 7) return { color: 'error', label };
  if (daysLeft <= 30) return { color: 'warning', label };
  return { color: 'success', label };
}
