// A report's files (docs/tracker.md "Files"): private stored files (core/files) of the use `bug-report.file`,
// whose kinds, size and number come from the module's settings (file-config). Streamed, sniffed from the
// bytes and size-capped by core; readers of the report read them; the purge deletes them.
import { fileKindsAccept, fileKindsLabel, fileKindsTypes } from '@backoffice/contract';
import {
  type FileConfig,
  REPORT_FORM_FIELDS,
  type ReportData,
  type ReportKind,
  reportData,
} from '@backoffice/contract/modules/bug-report';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context.js';
import type { StagedFile } from '../../../core/files/service.js';
import { fileLimit, parseJsonField, readUpload } from '../../../core/files/upload.js';
import { defineFileUse, type FileUse } from '../../../core/files/uses.js';
import { bugReportFiles, bugReports } from '../schema.js';
import { trackerSettings } from '../settings.js';
import { may, seesDeleted } from './access.js';

export const reportFiles = defineFileUse({
  name: 'bug-report.file',
  visibility: 'private',
  // The widest list; each upload is checked against the settings' kinds (`configuredUse`).
  accept: ['images', 'pdf', 'text', 'archives', 'office'],
  references: [{ column: bugReportFiles.fileId, holds: 'id' }],
  // Whoever may read the report: the kind's read scope, and for a deleted one its delete scope.
  async canRead(ctx, user, file) {
    const [row] = await ctx.db
      .select({ kind: bugReports.kind, deletedAt: bugReports.deletedAt })
      .from(bugReportFiles)
      .innerJoin(bugReports, eq(bugReports.id, bugReportFiles.reportId))
      .where(eq(bugReportFiles.fileId, file.id));
    if (!row) return false;
    const kind = row.kind as ReportKind;
    return may(user, kind, 'read') && (row.deletedAt === null || seesDeleted(user, kind));
  },
});

/** The use as the settings narrow it: their kinds and size. */
function configuredUse(ctx: AppContext): FileUse {
  const settings = trackerSettings.of(ctx);
  return { ...reportFiles, accept: settings.fileKinds, maxBytes: settings.maxFileBytes };
}

export function fileConfigOf(ctx: AppContext): FileConfig {
  const settings = trackerSettings.of(ctx);
  const use = configuredUse(ctx);
  return {
    kinds: settings.fileKinds,
    types: fileKindsTypes(settings.fileKinds),
    accept: fileKindsAccept(settings.fileKinds),
    label: fileKindsLabel(settings.fileKinds),
    maxBytes: fileLimit(ctx, use),
    maxFiles: settings.maxFiles,
  };
}

export interface ReportForm {
  data: ReportData & { title: string };
  files: StagedFile[];
  discard(): Promise<void>;
}

type Http = { request: FastifyRequest; reply: FastifyReply };

/** The creation's multipart form: the `data` JSON part and the `files` parts. */
export async function readReportForm(ctx: AppContext, http: Http): Promise<ReportForm> {
  const upload = await readUpload(ctx, http, {
    files: { [REPORT_FORM_FIELDS.files]: { use: configuredUse(ctx), max: trackerSettings.of(ctx).maxFiles } },
    fields: [REPORT_FORM_FIELDS.data],
  });
  try {
    const data = parseJsonField(reportData, upload.fields[REPORT_FORM_FIELDS.data], REPORT_FORM_FIELDS.data);
    return { data, files: upload.files, discard: upload.discard };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

/** Files added to a report: the `files` parts only. */
export async function readFilesForm(
  ctx: AppContext,
  http: Http,
): Promise<{ files: StagedFile[]; discard(): Promise<void> }> {
  const upload = await readUpload(ctx, http, {
    files: { [REPORT_FORM_FIELDS.files]: { use: configuredUse(ctx), max: trackerSettings.of(ctx).maxFiles } },
  });
  return { files: upload.files, discard: upload.discard };
}
