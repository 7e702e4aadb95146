/** `YYYY-MM-DD` of a moment in the browser's time zone (spec §9: dates are year-month-day). */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * Formats ISO instants in a time zone (the company's, which the server names; the browser's when
 * absent or unknown to this browser): `Nov 22, 2026, 14:03:09`, or shorter without `year` or
 * `seconds`. Text that is not an instant is shown as it is.
 */
export function instantFormatter(
  timeZone?: string,
  { year = true, seconds = true }: { year?: boolean; seconds?: boolean } = {},
): (iso: string) => string {
  const options: Intl.DateTimeFormatOptions = {
    ...(year ? { year: 'numeric' } : {}),
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en', options);
  }
  return (iso) => {
    const at = new Date(iso);
    return Number.isNaN(at.getTime()) ? iso : format.format(at);
  };
}

/** An ISO instant shown in the browser's time zone: `Nov 22, 2026, 14:03:09`. */
export const formatInstant = instantFormatter();
