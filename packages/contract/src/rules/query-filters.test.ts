import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feedbackQuery,
  isEmptyFilterValue,
  nonEmptyFilters,
  parseBracketedArrays,
  toSearchParams,
} from './query-filters.js';

/** What the server's query parser hands over: repeated keys become arrays, on an object without a prototype (as node:querystring's). */
function parseQueryString(search: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = record[key];
    record[key] = existing === undefined ? value : [existing, value].flat();
  }
  return record;
}

describe('isEmptyFilterValue', () => {
  it('treats cleared fields as empty', () => {
    for (const value of [undefined, null, '', Number.NaN, [], [null, ''], [undefined]]) {
      expect(isEmptyFilterValue(value), String(value)).toBe(true);
    }
  });

  it('keeps 0, false, whitespace and non-empty arrays', () => {
    for (const value of [0, false, ' ', 'x', [0], ['', 'a'], new Date(0)]) {
      expect(isEmptyFilterValue(value), String(value)).toBe(false);
    }
  });
});

describe('nonEmptyFilters', () => {
  it('keeps only the filters that hold a value', () => {
    expect(
      nonEmptyFilters({ from: '2026-01-01', to: '', userId: null, team: undefined, ids: [], page: 0, active: false }),
    ).toEqual({ from: '2026-01-01', page: 0, active: false });
  });

  it('drops empty items inside arrays', () => {
    expect(nonEmptyFilters({ ids: [1, null, '', 2], tags: [null] })).toEqual({ ids: [1, 2] });
  });

  it('does not change its input', () => {
    const filters = { a: '', b: [1, null] };
    nonEmptyFilters(filters);
    expect(filters).toEqual({ a: '', b: [1, null] });
  });
});

describe('feedbackQuery', () => {
  const filters = {
    chatId: 5,
    chatStatus: 'open',
    ticketId: 7,
    ticketPriority: 'high',
    status: 'new',
    agentIds: [1, 2],
    from: '',
    to: null,
  };

  it('drops ticket keys and empty values for chat feedback', () => {
    expect(feedbackQuery('chat', filters)).toEqual({ chatId: 5, chatStatus: 'open', status: 'new', agentIds: [1, 2] });
  });

  it('drops chat keys and empty values for ticket feedback', () => {
    expect(feedbackQuery('ticket', filters)).toEqual({
      ticketId: 7,
      ticketPriority: 'high',
      status: 'new',
      agentIds: [1, 2],
    });
  });

  it('matches the prefix at the start of the key only, case-sensitively', () => {
    expect(feedbackQuery('chat', { hasTicket: true, ticket: 1, TicketId: 2, tickets: [3] })).toEqual({
      hasTicket: true,
      TicketId: 2,
    });
    expect(feedbackQuery('ticket', { chat: 1, chats: [2], viaChat: true })).toEqual({ viaChat: true });
  });

  it('never keeps the other kind or an empty value', () => {
    const key = fc.oneof(
      fc.string(),
      fc.string().map((s) => `chat${s}`),
      fc.string().map((s) => `ticket${s}`),
    );
    const value = fc.oneof(fc.constantFrom(undefined, null, '', []), fc.string(), fc.integer(), fc.boolean());
    fc.assert(
      fc.property(fc.constantFrom('chat' as const, 'ticket' as const), fc.dictionary(key, value), (kind, input) => {
        const foreign = kind === 'chat' ? 'ticket' : 'chat';
        const output = feedbackQuery(kind, input);
        for (const [k, v] of Object.entries(output)) {
          expect(k.startsWith(foreign)).toBe(false);
          expect(isEmptyFilterValue(v)).toBe(false);
        }
        const expectedKeys = Object.keys(input).filter((k) => !k.startsWith(foreign) && !isEmptyFilterValue(input[k]));
        expect(Object.keys(output).sort()).toEqual(expectedKeys.sort());
      }),
    );
  });
});

describe('toSearchParams', () => {
  it('sends arrays as repeated bracketed keys and scalars as plain keys', () => {
    const search = toSearchParams({ ids: [1, 2], page: 3, search: 'a b&c' });
    expect(search).toBe('ids%5B%5D=1&ids%5B%5D=2&page=3&search=a+b%26c');
    expect(decodeURIComponent(search)).toBe('ids[]=1&ids[]=2&page=3&search=a+b&c');
  });

  it('brackets a one-item array too, so the server still reads an array', () => {
    expect(decodeURIComponent(toSearchParams({ ids: ['7'] }))).toBe('ids[]=7');
  });

  it('sends Dates as YYYY-MM-DD, alone or in arrays', () => {
    const from = new Date(Date.UTC(2026, 0, 31, 22, 15));
    expect(toSearchParams({ from })).toBe('from=2026-01-31');
    expect(decodeURIComponent(toSearchParams({ days: [from, new Date(Date.UTC(2026, 1, 1))] }))).toBe(
      'days[]=2026-01-31&days[]=2026-02-01',
    );
  });

  it('leaves out empty values and empty array items but keeps 0 and false', () => {
    expect(toSearchParams({ a: '', b: null, c: undefined, d: [], e: [null, ''], f: 0, g: false })).toBe('f=0&g=false');
    expect(decodeURIComponent(toSearchParams({ ids: [1, '', null, 2] }))).toBe('ids[]=1&ids[]=2');
    expect(toSearchParams({})).toBe('');
  });

  it('refuses objects instead of sending [object Object]', () => {
    expect(() => toSearchParams({ filters: { status: 'open' } })).toThrow(TypeError);
    expect(() => toSearchParams({ ids: [{ id: 1 }] })).toThrow(TypeError);
  });
});

describe('parseBracketedArrays', () => {
  it('turns bracketed keys into arrays, a single value included', () => {
    expect(parseBracketedArrays({ 'ids[]': ['1', '2'], 'tags[]': 'x', page: '2' })).toEqual({
      ids: ['1', '2'],
      tags: ['x'],
      page: '2',
    });
  });

  it('passes plain keys through, repeated ones included', () => {
    expect(parseBracketedArrays({ ids: ['1', '2'], search: 'a' })).toEqual({ ids: ['1', '2'], search: 'a' });
  });

  it('merges a plain key with its bracketed form, plain values first', () => {
    expect(parseBracketedArrays({ 'ids[]': ['2', '3'], ids: '1' })).toEqual({ ids: ['1', '2', '3'] });
  });

  it('skips undefined values and leaves a bare [] key alone', () => {
    expect(parseBracketedArrays({ 'ids[]': undefined, '[]': 'x' })).toEqual({ '[]': 'x' });
  });

  it('passes a query without bracketed keys on as parsed (no copy), a plain __proto__ key as its own value', () => {
    const parsed = parseQueryString('page=2&ids=1&ids=2&__proto__=polluted');
    expect(parseBracketedArrays(parsed)).toBe(parsed);
    expect([parsed.page, parsed.ids]).toEqual(['2', ['1', '2']]);
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toBe('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('cannot be used to replace the prototype', () => {
    const parsed = parseBracketedArrays(parseQueryString('__proto__%5B%5D=polluted'));
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads back what toSearchParams wrote (round trip)', () => {
    // Keys named like Object.prototype members (`valueOf`, `constructor`) trip the test's own object
    // building and comparison, not the functions under test (checked by hand for those names).
    const key = fc.string({ minLength: 1 }).filter((k) => !k.endsWith('[]') && !(k in Object.prototype));
    const scalar = fc.oneof(fc.string({ minLength: 1 }), fc.integer(), fc.boolean());
    const value = fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 4 }));
    fc.assert(
      fc.property(fc.dictionary(key, value), (query) => {
        const expected = Object.fromEntries(
          Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
        );
        // Entries, not objects: toEqual reads an own `constructor` key as the object's type.
        const actual = parseBracketedArrays(parseQueryString(toSearchParams(query)));
        const sorted = (o: object) => Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        expect(sorted(actual)).toEqual(sorted(expected));
      }),
    );
  });
});
