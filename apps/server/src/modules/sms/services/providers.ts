// Where a message goes (docs/sms.md "Providers"). The delivery job (delivery.ts) hands each queued
// message to the installation's provider, with no database connection held:
// - `outbox` (the default, no SMS_API_URL): the messages table is the outbox and the record; delivery
//   marks a message sent. A gateway that reads the table, or a later provider, takes it from there.
// - `http` (SMS_API_URL set): POSTs the message as JSON, with SMS_API_TOKEN as a bearer token when set.
import type { SmsSettings } from '../settings.js';

/** What a provider gets of a message. */
export interface OutgoingSms {
  id: number;
  recipient: string;
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
}

/** A refused delivery. `permanent`: sending it again cannot succeed (the message fails at once). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export interface SmsProvider {
  /** Kept on the message (`outbox`, `http`). */
  name: string;
  /** Delivers one message, or throws (a `ProviderError` says whether to try again). */
  deliver(message: OutgoingSms, signal?: AbortSignal): Promise<{ providerMessageId?: string | null }>;
}

export const outboxProvider: SmsProvider = {
  name: 'outbox',
  async deliver() {
    return { providerMessageId: null };
  },
};

/** A provider answer is waited for this long. */
const TIMEOUT_MS = 10_000;
/** The part of a refusal's body kept in `last_error`. */
const ERROR_BODY_MAX = 200;

/**
 * Posts `{ id, to, text, encoding, segments }` to `url`, with `Idempotency-Key: sms-<id>` so that a
 * gateway that honours it sends a retried message once. A 2xx answer is sent (its JSON `id`, when
 * there is one, is kept); 408, 429, a 5xx, no answer or a time-out are tried again; any other 4xx is
 * final (the gateway refused this message: sending it again changes nothing).
 */
export function httpProvider(url: string, token: string | null): SmsProvider {
  return {
    name: 'http',
    async deliver(message, signal) {
      const timeout = AbortSignal.timeout(TIMEOUT_MS);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': `sms-${message.id}`,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            id: message.id,
            to: message.recipient,
            text: message.text,
            encoding: message.encoding,
            segments: message.segments,
          }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        const timedOut = timeout.aborted;
        throw new ProviderError(
          timedOut
            ? `No answer from the SMS gateway within ${TIMEOUT_MS / 1000} s`
            : `The SMS gateway could not be reached (${(error as Error).message})`,
        );
      }
      const body = await response.text().catch(() => '');
      if (response.ok) {
        let id: unknown = null;
        try {
          id = (JSON.parse(body) as { id?: unknown }).id ?? null;
        } catch {
          // Not JSON: sent, without an id.
        }
        return { providerMessageId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
      }
      const said = body.replace(/\s+/g, ' ').trim().slice(0, ERROR_BODY_MAX);
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
      throw new ProviderError(`The SMS gateway answered ${response.status}${said ? `: ${said}` : ''}`, !retryable);
    },
  };
}

/** The installation's provider: HTTP when SMS_API_URL is set, else the outbox. */
export function providerFor(settings: SmsSettings): SmsProvider {
  return settings.apiUrl ? httpProvider(settings.apiUrl, settings.apiToken) : outboxProvider;
}
