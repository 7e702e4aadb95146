// A report's files (docs/tracker.md "Files"): sniffed against file-config, size-capped, previewable when a
// picture, readable by readers of the report, removed by ids and with the report's purge.
import { bugEndpoints as bugs } from '@backoffice/contract/modules/bug-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { purgeDeleted } from './services/reports.js';
import { BUG_ALL, fileReport, multipart, PDF, PNG } from './testing/helpers.js';

let t: TestApp;
let lead: TestUser;
let reporter: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { BUG_REPORT_FILE_KINDS: 'images,pdf', BUG_REPORT_MAX_FILE_MB: '0.01', BUG_REPORT_MAX_FILES: '3' },
  });
  lead = await t.createUser({ scopes: BUG_ALL });
  reporter = await t.createUser({ scopes: ['bug-report:bugs:read', 'bug-report:bugs:create'] });
  outsider = await t.createUser();
});
afterAll(() => t.close());

const fileRows = async (reportId: number) =>
  (
    await t.database.pool.query(
      'SELECT f.id FROM bug_report_files a JOIN stored_files f ON f.id = a.file_id WHERE a.report_id = $1',
      [reportId],
    )
  ).rows;

describe('report files', () => {
  it('file-config tells the kinds, types and limits of the settings', async () => {
    const config = await t.callOk(reporter, bugs.getFileConfig);
    expect(config).toMatchObject({ kinds: ['images', 'pdf'], maxBytes: 10486, maxFiles: 3 });
    expect(config.types).toContain('application/pdf');
  });

  it('files a report with a screenshot: an image, previewable, readable by a reader', async () => {
    const report = await fileReport(t, reporter, { title: 'With a screenshot' }, [{ bytes: PNG, name: 'shot.png' }]);
    expect(report.files).toHaveLength(1);
    expect(report.files[0]).toMatchObject({ name: 'shot.png', type: 'image/png', image: true, size: PNG.length });
    const got = await t.as(reporter, { method: 'GET', url: report.files[0]!.link });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
  });

  it('a file is not served to someone who cannot read the report', async () => {
    const report = await fileReport(t, reporter, { title: 'Private file' }, [{ bytes: PDF, name: 'log.pdf' }]);
    expect((await t.as(outsider, { method: 'GET', url: report.files[0]!.link })).statusCode).toBe(404);
  });

  it('refuses a file whose bytes are not of an allowed kind, whatever its name, and keeps nothing', async () => {
    const before = (await t.database.pool.query('SELECT count(*)::int AS n FROM bug_reports')).rows[0].n;
    const res = await t.call(
      reporter,
      bugs.createReport,
      await multipart({ title: 'Sneaky' }, [{ bytes: Buffer.from('just some text\n'), name: 'shot.png' }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Upload a PNG, JPEG, WebP or GIF image or a PDF');
    expect((await t.database.pool.query('SELECT count(*)::int AS n FROM bug_reports')).rows[0].n).toBe(before);
  });

  it('refuses a file over the size limit (413)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20_000, 32)]);
    const res = await t.call(
      reporter,
      bugs.createReport,
      await multipart({ title: 'Too big' }, [{ bytes: big, name: 'big.pdf' }]),
    );
    expect(res.statusCode).toBe(413);
  });

  it('refuses more files than a report holds', async () => {
    const report = await fileReport(t, reporter, { title: 'Full' }, [
      { bytes: PNG, name: 'a.png' },
      { bytes: PNG, name: 'b.png' },
    ]);
    const res = await t.call(lead, bugs.addFiles, {
      params: { id: report.id },
      ...(await multipart(undefined, [
        { bytes: PNG, name: 'c.png' },
        { bytes: PNG, name: 'd.png' },
      ])),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({
      field: 'body.files',
      message: 'A report holds at most 3 files; this one has 2',
    });
    expect(await fileRows(report.id)).toHaveLength(2);
  });

  it('adds files to a report and removes them by ids, the stored files with them', async () => {
    const report = await fileReport(t, reporter, { title: 'Add and remove' });
    const added = await t.callOk(lead, bugs.addFiles, {
      params: { id: report.id },
      ...(await multipart(undefined, [{ bytes: PDF, name: 'trace.pdf' }])),
    });
    expect(added.files.map((f) => f.name)).toEqual(['trace.pdf']);
    const [stored] = await fileRows(report.id);
    const removed = await t.callOk(lead, bugs.deleteFiles, {
      params: { id: report.id },
      query: { ids: [added.files[0]!.id] },
    });
    expect(removed.files).toEqual([]);
    const left = await t.database.pool.query('SELECT id FROM stored_files WHERE id = $1', [stored.id]);
    expect(left.rows).toEqual([]);
  });

  it('refuses ids that name no file of the report', async () => {
    const report = await fileReport(t, reporter, { title: 'No such file' });
    const res = await t.call(lead, bugs.deleteFiles, { params: { id: report.id }, query: { ids: [987654] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('query.ids');
  });

  it('the purge deletes reports deleted long ago with their files, and keeps recent ones', async () => {
    const old = await fileReport(t, reporter, { title: 'Old deleted' }, [{ bytes: PNG, name: 'old.png' }]);
    const recent = await fileReport(t, reporter, { title: 'Recently deleted' });
    await t.callOk(lead, bugs.deleteReport, { params: { id: old.id } });
    await t.callOk(lead, bugs.deleteReport, { params: { id: recent.id } });
    const [file] = await fileRows(old.id);
    await t.database.pool.query("UPDATE bug_reports SET deleted_at = now() - interval '31 days' WHERE id = $1", [
      old.id,
    ]);
    expect(await purgeDeleted(t.app.ctx)).toBe(1);
    expect((await t.call(lead, bugs.getReport, { params: { id: old.id } })).statusCode).toBe(404);
    expect((await t.call(lead, bugs.getReport, { params: { id: recent.id } })).statusCode).toBe(200);
    expect((await t.database.pool.query('SELECT id FROM stored_files WHERE id = $1', [file.id])).rows).toEqual([]);
  });
});
