// Reads the multipart leave request: a `data` part with JSON and an optional `document` file, kept
// as a private stored file (core/files: streamed, sniffed, size-capped) that only the requester and
// the approvers read.
import {
  LEAVE_DOCUMENT_KINDS,
  LEAVE_DOCUMENT_MAX_MB,
  LEAVE_FORM_FIELDS,
  type LeaveRequestData,
  leaveRequestData,
} from '@backoffice/contract/modules/leave';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { users } from '../../core/db/schema.js';
import type { StagedFile } from '../../core/files/service.js';
import { parseJsonField, readUpload } from '../../core/files/upload.js';
import { defineFileUse } from '../../core/files/uses.js';
import { leaveRequests } from './schema.js';
import { readsDocument, viewerOf } from './services/shared.js';

export const leaveDocuments = defineFileUse({
  name: 'leave.document',
  visibility: 'private',
  accept: LEAVE_DOCUMENT_KINDS,
  maxBytes: LEAVE_DOCUMENT_MAX_MB * 1024 * 1024,
  references: [{ column: leaveRequests.documentId, holds: 'id' }],
  // The requester, the approvers of their department, and holders of calendar:request:approvers.
  async canRead(ctx, user, file) {
    const [request] = await ctx.db
      .select({ userId: leaveRequests.userId, departmentId: users.departmentId })
      .from(leaveRequests)
      .innerJoin(users, eq(users.id, leaveRequests.userId))
      .where(eq(leaveRequests.documentId, file.id));
    return request !== undefined && readsDocument(await viewerOf(ctx.db, user), request);
  },
});

export interface LeaveForm {
  data: LeaveRequestData;
  document?: StagedFile;
  discard(): Promise<void>;
}

export async function readLeaveForm(
  ctx: AppContext,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<LeaveForm> {
  const upload = await readUpload(ctx, http, {
    files: { [LEAVE_FORM_FIELDS.document]: { use: leaveDocuments } },
    fields: [LEAVE_FORM_FIELDS.data],
  });
  try {
    const data = parseJsonField(leaveRequestData, upload.fields[LEAVE_FORM_FIELDS.data], LEAVE_FORM_FIELDS.data);
    return { data, document: upload.files[0], discard: upload.discard };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
