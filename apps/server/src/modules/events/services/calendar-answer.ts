// The calendar's compact answer kept written per range (issue 34, docs/events.md "The calendar's compact
// answer"): everything but "am I going" is the same for every caller, so it is built once per range and
// data version and kept as JSON with every `attending` false; a request reads the version and its caller's
// sign-ups in one query and sends the kept JSON with its own events turned to true.
import type { EventCalendar } from '@backoffice/contract/modules/events';

/** A compact answer written as UTF-8 JSON, every `attending` false, and where each event's `false` is. */
export interface WrittenCalendar {
  json: Buffer;
  /** A normal or repeatable event's id → the byte offset of its `"attending":false` value in `json`. */
  attendingAt: Map<number, number>;
}

const FALSE = Buffer.from('false');
const TRUE = Buffer.from('true');
const FALSE_END = 'false}'.length;

/**
 * `answer` (each `attending` false) written as the reply schema orders its keys: `compactOccurrences`
 * builds each event in that order with `attending` last, so each event ends in `"attending":false}`.
 * Kept as bytes: an answer of 3,000 events is ~800 KB, and sending a string costs a scan for its length
 * and an encoding on every request.
 */
export function writeCalendar(answer: EventCalendar): WrittenCalendar {
  const attendingAt = new Map<number, number>();
  const parts: string[] = [];
  let bytes = Buffer.byteLength('{"events":[');
  for (const [i, event] of answer.events.entries()) {
    if (event.attending) throw new Error('the shared calendar answer holds no caller');
    const written = JSON.stringify(event);
    const length = Buffer.byteLength(written);
    if (i) bytes += 1;
    // Holidays are never attended, and their ids are another table's: only events are looked up.
    if (event.kind !== 'national') attendingAt.set(event.eventId, bytes + length - FALSE_END);
    bytes += length;
    parts.push(written);
  }
  const json = Buffer.from(`{"events":[${parts.join(',')}],"occurrences":${JSON.stringify(answer.occurrences)}}`);
  return { json, attendingAt };
}

/** The written answer with `attending` true on the events among `mine` (the caller's sign-ups). */
export function withAttending(written: WrittenCalendar, mine: readonly number[]): Buffer {
  const at: number[] = [];
  for (const id of mine) {
    const offset = written.attendingAt.get(id);
    if (offset !== undefined) at.push(offset);
  }
  if (!at.length) return written.json;
  at.sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const offset of at) {
    pieces.push(written.json.subarray(from, offset), TRUE);
    from = offset + FALSE.length;
  }
  pieces.push(written.json.subarray(from));
  return Buffer.concat(pieces);
}
