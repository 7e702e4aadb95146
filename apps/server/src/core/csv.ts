// CSV files the server sends (the audit log's export, administration's permission exports).

/** A byte-order mark, so that spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. A cell a spreadsheet
 * would read as a formula (`=`, `+`, `-`, `@`, tab or CR first: a username tried at sign-in is
 * anyone's text) is prefixed with `'`, so it stays text.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, CRLF-ended. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
