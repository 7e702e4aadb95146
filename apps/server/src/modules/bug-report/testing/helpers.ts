// What the tracker's tests share: the people with the kinds' scopes, multipart forms, and reports filed
// through the real endpoint.
import type { ReportData, ReportEndpoints } from '@backoffice/contract/modules/bug-report';
import { bugEndpoints } from '@backoffice/contract/modules/bug-report';
import type { TestApp, TestUser } from '../../../test/helpers.js';

export const BUG_ALL = [
  'bug-report:bugs:read',
  'bug-report:bugs:create',
  'bug-report:bugs:update',
  'bug-report:bugs:delete',
  'bug-report:comments:create',
  'bug-report:notes:read',
  'bug-report:notes:create',
  'bug-report:settings:read',
  'bug-report:settings:update',
  'bug-report:archive:read',
];
export const FEATURE_ALL = BUG_ALL.map((s) =>
  s.replace('bug-report:bugs', 'feature-request:features').replace('bug-report:', 'feature-request:'),
);

/** A PNG of one pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function multipart(data: unknown, files: { bytes: Buffer; name: string }[] = []) {
  const body = new FormData();
  if (data !== undefined) body.append('data', JSON.stringify(data));
  for (const file of files) body.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(body);
  return {
    rawBody: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** Files a report through `POST …` (multipart) and answers its reply. */
export async function fileReport(
  t: TestApp,
  user: TestUser,
  data: Partial<ReportData> = {},
  files: { bytes: Buffer; name: string }[] = [],
  api: ReportEndpoints = bugEndpoints,
) {
  const res = await t.call(user, api.createReport, await multipart({ title: 'Something is broken', ...data }, files));
  if (res.statusCode !== 201) throw new Error(`createReport: ${res.statusCode} ${res.body}`);
  return res.reply();
}

export async function notificationsOf(t: TestApp, userId: number): Promise<{ title: string; link: string | null }[]> {
  const { rows } = await t.database.pool.query('SELECT title, link FROM notifications WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows;
}

export async function lookupId(t: TestApp, kind: 'bug' | 'feature', type: string, name: string): Promise<number> {
  const { rows } = await t.database.pool.query(
    'SELECT id FROM bug_report_lookups WHERE kind = $1 AND type = $2 AND name = $3',
    [kind, type, name],
  );
  if (!rows[0]) throw new Error(`No ${kind} ${type} ${name}`);
  return rows[0].id;
}
