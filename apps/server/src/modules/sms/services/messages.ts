// Sending and listing SMS (docs/sms.md "Messages"). A send writes one `queued` row per recipient in
// one transaction, after the sender's rate limit is checked under a lock in that same transaction; the
// `sms.deliver` job (delivery.ts) delivers them. Phone numbers and texts are personal: the audit row
// keeps masked numbers, the template's name and the variables' names, never a text or a value.
import type { SendSmsBody, SmsMessage, SmsStatus } from '@backoffice/contract/modules/sms';
import { countSegments, MAX_SEGMENTS, missingVariables, renderTemplate } from '@backoffice/contract/rules/sms';
import { and, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, escapeLike, inIds, paged } from '../../../core/db/lists.js';
import { lockUntilCommit } from '../../../core/db/locks.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest } from '../../../core/errors.js';
import { smsMessages } from '../schema.js';
import { smsSettings } from '../settings.js';
import { providerFor } from './providers.js';
import { findTemplate } from './templates.js';

/** The audit log's name for a send. */
export const MESSAGE_ENTITY = 'sms-message';
/** Advisory lock space of the per-sender rate limit (core/db/locks.ts). */
const RATE_LOCK_SPACE = 0x5a5;

/** `+4915112345678` → `+491*******78`: enough to tell numbers apart in the audit log, not to call one. */
export function maskNumber(e164: string): string {
  if (e164.length <= 6) return `${e164.slice(0, 2)}${'*'.repeat(Math.max(0, e164.length - 2))}`;
  return `${e164.slice(0, 4)}${'*'.repeat(e164.length - 6)}${e164.slice(-2)}`;
}

const columns = {
  id: smsMessages.id,
  recipient: smsMessages.recipient,
  text: smsMessages.text,
  template: smsMessages.template,
  encoding: smsMessages.encoding,
  segments: smsMessages.segments,
  status: smsMessages.status,
  provider: smsMessages.provider,
  attempts: smsMessages.attempts,
  lastError: smsMessages.lastError,
  nextAttemptAt: smsMessages.nextAttemptAt,
  sentAt: smsMessages.sentAt,
  providerMessageId: smsMessages.providerMessageId,
  senderId: smsMessages.senderId,
  senderName: users.name,
  createdAt: smsMessages.createdAt,
  updatedAt: smsMessages.updatedAt,
};

function selectMessages(db: Executor) {
  return db.select(columns).from(smsMessages).leftJoin(users, eq(users.id, smsMessages.senderId));
}
type Row = Awaited<ReturnType<typeof selectMessages>>[number];

function toMessage(row: Row): SmsMessage {
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  return {
    id: row.id,
    recipient: row.recipient,
    text: row.text,
    template: row.template,
    encoding: row.encoding,
    segments: row.segments,
    status: row.status,
    provider: row.provider,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'queued' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    providerMessageId: row.providerMessageId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sender: row.senderId !== null ? { id: row.senderId, name: row.senderName ?? '' } : null,
  };
}

/**
 * Queues the message for every recipient, or refuses it all: an unknown template (404), a missing
 * variable (400 naming each), a rendered text over MAX_SEGMENTS parts (400), or more messages than the
 * sender's allowance leaves (429).
 */
export async function sendMessages(ctx: AppContext, user: AuthUser, body: SendSmsBody): Promise<SmsMessage[]> {
  const settings = smsSettings.of(ctx);
  const provider = providerFor(settings).name;
  // Recipients are E.164 by now: the contract's schema normalised them.
  const recipients = body.recipients;
  return ctx.db.transaction(async (tx) => {
    let text: string;
    let variableNames: string[] = [];
    if (body.template !== undefined) {
      const template = await findTemplate(tx, body.template);
      const values = body.variables ?? {};
      const missing = missingVariables(template.body, values);
      if (missing.length) {
        throw new AppError(
          'VALIDATION_FAILED',
          `The template "${template.name}" needs ${missing.length === 1 ? 'the variable' : 'the variables'} ${missing.join(', ')}`,
          missing.map((name) => ({ field: `body.variables.${name}`, message: 'is required' })),
          { missing },
        );
      }
      text = renderTemplate(template.body, values);
      variableNames = template.variables;
    } else {
      text = body.text ?? '';
    }
    const count = countSegments(text);
    if (count.segments > MAX_SEGMENTS) {
      throw badRequest(
        body.template !== undefined ? 'body.variables' : 'body.text',
        `makes the text ${count.segments} SMS parts long: at most ${MAX_SEGMENTS}`,
      );
    }

    // The rate limit: this sender's messages of the window, counted and added to under one lock, so
    // parallel sends (on any instance) cannot all pass the check.
    await lockUntilCommit(tx, RATE_LOCK_SPACE, `sms.send:${user.id}`);
    const [{ used } = { used: 0 }] = await tx
      .select({ used: sql<number>`count(*)::int` })
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.senderId, user.id),
          gt(smsMessages.createdAt, sql`now() - make_interval(mins => ${settings.rateMinutes})`),
        ),
      );
    if (used + recipients.length > settings.rateMax) {
      const left = Math.max(0, settings.rateMax - used);
      throw new AppError(
        'TOO_MANY_ACTIONS',
        `Too many SMS: at most ${settings.rateMax} messages in ${settings.rateMinutes} minutes per person (each recipient is one). ` +
          (left ? `You may send ${left} more now.` : 'Try again later.'),
        undefined,
        { limit: settings.rateMax, minutes: settings.rateMinutes, left },
      );
    }

    const inserted = await tx
      .insert(smsMessages)
      .values(
        recipients.map((recipient) => ({
          recipient,
          text,
          template: body.template ?? null,
          encoding: count.encoding,
          segments: count.segments,
          provider,
          senderId: user.id,
          nextAttemptAt: sql`now()`,
        })),
      )
      .returning({ id: smsMessages.id });
    const ids = inserted.map((r) => r.id);
    auditChange(tx, {
      entity: MESSAGE_ENTITY,
      entityId: ids[0]!,
      after: {
        messages: ids,
        recipients: recipients.map(maskNumber),
        template: body.template ?? null,
        variableNames,
        encoding: count.encoding,
        segments: count.segments,
        provider,
      },
    });
    const rows = await selectMessages(tx).where(inIds(smsMessages.id, ids)).orderBy(smsMessages.id);
    return rows.map(toMessage);
  });
}

/** The message list, newest first, as the spec's client reads it: `[messages, paging]`. */
export async function listMessages(
  ctx: AppContext,
  q: { page: number; take: number; search?: string | undefined; status?: SmsStatus | undefined },
) {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    const digits = q.search.replace(/[\s().-]/g, '');
    const matches = [ilike(smsMessages.text, pattern), ilike(smsMessages.template, pattern)];
    if (/^\+?\d+$/.test(digits)) matches.push(ilike(smsMessages.recipient, `%${escapeLike(digits)}%`));
    conditions.push(or(...matches)!);
  }
  if (q.status) conditions.push(eq(smsMessages.status, q.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectMessages(ctx.db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(smsMessages).where(where),
    order: { fallback: [desc(smsMessages.createdAt)], tiebreak: smsMessages.id, tiebreakDirection: 'DESC' },
    shape: (rows) => rows.map(toMessage),
  });
  const { items, ...paging } = page;
  return [items, paging] as [SmsMessage[], typeof paging];
}
