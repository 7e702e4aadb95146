import type { ApiError } from '@backoffice/contract/http';
import { type AddIpsReply, addIpsBody, IPSET_MAX_LINES } from '@backoffice/contract/modules/ipset';
import { formatNumber } from '../../../core/numbers';

export type AddedLine = AddIpsReply['added'][number];
export type RejectedLine = AddIpsReply['rejected'][number];

/** What became of a pasted block, line by line (line numbers are 1-based, as pasted). */
export interface AddReport {
  added: AddedLine[];
  rejected: RejectedLine[];
}

/**
 * The pasted text as the server's `ips` lines. Blank lines stay (the server skips them but counts
 * them, so that line numbers match what the user sees); only the newline after the last line goes.
 */
export function splitLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 1 && lines.at(-1)?.trim() === '') lines.pop();
  return lines;
}

/** A problem of the whole block, found before sending it (the contract's limits). */
export function checkBlock(lines: readonly string[]): string | null {
  if (!lines.some((l) => l.trim())) return 'Paste or type at least one address or network.';
  if (lines.length > IPSET_MAX_LINES) return `At most ${formatNumber(IPSET_MAX_LINES)} lines at once.`;
  return null;
}

/** Lines the contract refuses outright (too long): reported like the server's rejections. */
export function contractRejections(lines: readonly string[]): RejectedLine[] {
  const checked = addIpsBody.safeParse({ ips: lines });
  if (checked.success) return [];
  return checked.error.issues.flatMap((issue) => {
    const index = issue.path[1];
    if (issue.path[0] !== 'ips' || typeof index !== 'number') return [];
    return [{ line: index + 1, input: lines[index] ?? '', reason: issue.message }];
  });
}

const LINE_FIELD = /^body\.ips\.(\d+)$/;

/**
 * A 400 (no line could be saved) as a report: its `details` name each line as `body.ips.<index>`
 * with the message `<input>: <reason>`. Null when the error is not about lines.
 */
export function reportFromError(lines: readonly string[], error: Pick<ApiError, 'details'>): AddReport | null {
  const rejected: RejectedLine[] = [];
  for (const detail of error.details ?? []) {
    const match = LINE_FIELD.exec(detail.field);
    if (!match) continue;
    const index = Number(match[1]);
    const input = lines[index] ?? '';
    const prefix = `${input}: `;
    const reason = input && detail.message.startsWith(prefix) ? detail.message.slice(prefix.length) : detail.message;
    rejected.push({ line: index + 1, input, reason });
  }
  return rejected.length ? { added: [], rejected } : null;
}

/** `2 added, 1 rejected`; `Nothing was added: 3 lines rejected`. */
export function reportHeadline(report: AddReport): string {
  const added = report.added.length;
  const rejected = report.rejected.length;
  const lines = (n: number) => `${n} line${n === 1 ? '' : 's'}`;
  if (!added) return `Nothing was added: ${lines(rejected)} rejected`;
  const warned = report.added.filter((a) => a.warning).length;
  const parts = [`${added} added`];
  if (rejected) parts.push(`${rejected} rejected`);
  if (warned) parts.push(`${warned} with a warning`);
  return parts.join(', ');
}

/** What stays in the box after adding: the rejected lines, to fix and add again. */
export function leftoverText(report: AddReport): string {
  return report.rejected.map((r) => r.input).join('\n');
}

/** `10.0.0.0/24` → `network · 256 addresses`; `10.0.0.7` → `address`. */
export function describeEntry(ip: string): string {
  const slash = ip.indexOf('/');
  if (slash < 0) return 'address';
  const prefix = Number(ip.slice(slash + 1));
  const bits = (ip.includes(':') ? 128 : 32) - prefix;
  if (!Number.isInteger(prefix) || bits < 0) return 'network';
  if (bits <= 24) return `network · ${formatNumber(2 ** bits)} addresses`;
  return `network · 2^${bits} addresses`;
}
