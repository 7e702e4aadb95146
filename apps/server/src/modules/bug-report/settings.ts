// The tracker's settings from the environment (docs/tracker.md "Settings"), validated at start with the core
// ones. Read with `trackerSettings.of(ctx)`.
import { FILE_KINDS, type FileKindName } from '@backoffice/contract';
import { z } from 'zod';
import { moduleSettings } from '../../core/module.js';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const KIND_NAMES = Object.keys(FILE_KINDS) as FileKindName[];

const env = z
  .object({
    /** Comma-separated allow-lists of the contract's FILE_KINDS a report's files may be. */
    BUG_REPORT_FILE_KINDS: optional(
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
        .pipe(
          z
            .array(z.enum(KIND_NAMES as [FileKindName, ...FileKindName[]]))
            .min(1, `must name at least one of ${KIND_NAMES.join(', ')}`),
        ),
    ),
    /** The largest file, in MB (MAX_UPLOAD_MB still caps it). */
    BUG_REPORT_MAX_FILE_MB: optional(z.coerce.number().positive().max(1024)),
    /** Files per upload and per report. */
    BUG_REPORT_MAX_FILES: optional(z.coerce.number().int().min(1).max(50)),
    /** Days a report stays in the lists after it was closed, before it is archived. */
    BUG_REPORT_ARCHIVE_DAYS: optional(z.coerce.number().int().min(0).max(3650)),
    /** Days a deleted report can be restored before it is purged with its files. */
    BUG_REPORT_PURGE_DAYS: optional(z.coerce.number().int().min(1).max(3650)),
  })
  .transform((e) => ({
    fileKinds: e.BUG_REPORT_FILE_KINDS ?? (['images', 'pdf', 'text', 'archives'] as FileKindName[]),
    maxFileBytes: Math.round((e.BUG_REPORT_MAX_FILE_MB ?? 10) * 1024 * 1024),
    maxFiles: e.BUG_REPORT_MAX_FILES ?? 10,
    archiveDays: e.BUG_REPORT_ARCHIVE_DAYS ?? 14,
    purgeDays: e.BUG_REPORT_PURGE_DAYS ?? 30,
  }));

export const trackerSettings = moduleSettings('bug-report', env);
export type TrackerSettings = z.output<typeof env>;
