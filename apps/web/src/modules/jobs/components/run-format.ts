import type { JobRun } from '@backoffice/contract/modules/jobs';

/** `35 ms`, `2.4 s`, `12 s`, `3 min 5 s`, `2 h 10 min`. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.max(Math.round(ms), 0)} ms`;
  if (ms < 10_000) return `${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** How long a run took, or has been going. */
export function runDuration(run: Pick<JobRun, 'startedAt' | 'finishedAt'>, now = Date.now()): string {
  const end = run.finishedAt ? Date.parse(run.finishedAt) : now;
  return formatDuration(end - Date.parse(run.startedAt));
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** `in 12 minutes`, `in 3 hours`, `tomorrow`. */
export function fromNow(iso: string, now = Date.now()): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  if (Math.abs(minutes) < 1) return 'in less than a minute';
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** What started a run: `Scheduled`, `Retry, attempt 2`, `Manual, by ada`. */
export function triggerLabel(run: Pick<JobRun, 'trigger' | 'attempt' | 'username'>): string {
  if (run.trigger === 'retry') return `Retry, attempt ${run.attempt}`;
  if (run.trigger === 'manual') return run.username ? `Manual, by ${run.username}` : 'Manual';
  return 'Scheduled';
}
