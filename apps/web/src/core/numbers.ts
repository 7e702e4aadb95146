// Numbers as people read them on every screen: `12,345`, `0.125`, the way `Intl.NumberFormat('en')` writes
// them (groups of three, at most three decimals, rounded half away from zero), without `Intl`: a page's first
// `Intl` formatter sets up the browser's locale data, 12–37 ms of the main thread on a fast machine and
// about four times that on a phone, for the count in a list's footer (docs/performance.md).

/**
 * `n` as `new Intl.NumberFormat('en').format(n)` writes it. Like Intl it rounds the number's shortest
 * decimal form (`22.7445` → `22.745`), not its binary value, which `toFixed` rounds (`22.744`).
 */
export function formatNumber(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? '∞' : '-∞';
  const abs = Math.abs(n);
  // Exponent notation: String writes it from 1e21 on, where Intl writes every digit.
  if (abs >= 1e21) return new Intl.NumberFormat('en').format(n);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  // Below 1e-6 String writes an exponent too, and the number is 0 to three decimals.
  if (abs < 1e-6) return `${sign}0`;
  const [whole, fraction = ''] = String(abs).split('.') as [string, string?];
  let digits = `${whole}${fraction.slice(0, 3).padEnd(3, '0')}`;
  if ((fraction[3] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(4, '0');
  const decimals = digits.slice(-3).replace(/0+$/, '');
  const grouped = digits.slice(0, -3).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
