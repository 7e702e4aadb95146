// Replies written by a serializer compiled from the contract's schema (core/reply-serializer.ts):
// the same JSON as zod's check and JSON.stringify, for the shapes it takes; the others stay with zod.
import { endpoints } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileReply, replySerializerCompiler, replySerializerFrom, writtenReply } from './reply-serializer.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
const viaZod = (schema: z.ZodType, data: unknown) => replySerializerCompiler('zod')(route(schema))(data);

const entry = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string().nullable(),
  score: z.number().nullable(),
  kind: z.enum(['a', 'b']).nullable(),
  note: z.string().optional(),
  at: z.iso.datetime(),
  tags: z.array(z.object({ label: z.string(), on: z.boolean() })),
  owner: z.object({ id: z.int(), name: z.string() }).nullable(),
  before: z.unknown(),
});
const page = z.object({ items: z.array(entry), total: z.int(), totalCapped: z.boolean() });

describe('the compiled reply writer', () => {
  it('writes what zod writes: nulls, optional fields left out, nested lists, unknown values; extra keys dropped', () => {
    const write = compileReply(page);
    expect(write).not.toBeNull();
    const data = {
      items: [
        {
          id: 1,
          name: 'Ann "A" \u2028',
          email: null,
          score: 2.5,
          kind: 'a',
          at: '2026-11-27T10:00:00.000Z',
          tags: [{ label: 'x', on: true, secret: 'dropped' }],
          owner: { id: 2, name: 'Bo', passwordHash: 'dropped' },
          before: { any: ['thing', 1, null] },
          extra: 'dropped',
        },
        {
          id: 2,
          name: 'B',
          email: 'b@example.test',
          score: null,
          kind: null,
          note: 'n',
          at: '2026-11-27T10:00:00.000Z',
          tags: [],
          owner: null,
          before: null,
        },
      ],
      total: 2,
      totalCapped: false,
    };
    const written = write!(data);
    expect(JSON.parse(written)).toEqual(JSON.parse(viaZod(page, data)));
    expect(written).not.toContain('dropped');
  });

  it('leaves unions of shapes and records to zod', () => {
    expect(
      compileReply(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a') }),
          z.object({ kind: z.literal('b'), n: z.int() }),
        ]),
      ),
    ).toBeNull();
    expect(compileReply(z.object({ byName: z.record(z.string(), z.int()) }))).toBeNull();
    expect(compileReply(z.string().transform((s) => s.length))).toBeNull();
  });

  it('compiles nearly every reply of the contract', () => {
    const replies = endpoints.filter((e) => e.reply);
    const compiled = replies.filter((e) => compileReply(e.reply));
    expect(compiled.length / replies.length).toBeGreaterThan(0.95);
  });

  it('in tests, checks each reply with zod and refuses one the compiled writer would write differently', () => {
    expect(replySerializerFrom()).toBe('checked');
    expect(replySerializerFrom({ NODE_ENV: 'production' })).toBe('compiled');
    expect(replySerializerFrom({ NODE_ENV: 'test', REPLY_SERIALIZER: 'zod' })).toBe('zod');
    const schema = z.object({ n: z.int() });
    const checked = replySerializerCompiler('checked', () => () => '{"n":2}')(route(schema));
    expect(() => checked({ n: 1 })).toThrow(/differs from zod/);
    expect(replySerializerCompiler('checked')(route(schema))({ n: 1 })).toBe('{"n":1}');
    // zod's check still refuses a reply that breaks the contract.
    expect(() => replySerializerCompiler('checked')(route(schema))({ n: 'one' })).toThrow();
  });

  it('sends a reply the handler wrote as is, and in tests holds it to the contract like any other', () => {
    const schema = z.object({ n: z.int(), pair: z.tuple([z.int(), z.string()]) });
    const json = '{"n":1,"pair":[0,"2027-03-01"]}';
    for (const mode of ['compiled', 'zod', 'checked'] as const) {
      expect(replySerializerCompiler(mode)(route(schema))(writtenReply(json))).toBe(json);
      const bytes = Buffer.from(json);
      expect(replySerializerCompiler(mode)(route(schema))(writtenReply(bytes))).toBe(bytes);
    }
    // Against the contract: refused by zod's check; other values than zod would write: refused in tests.
    const wrong = writtenReply('{"n":"one","pair":[0,"x"]}');
    expect(() => replySerializerCompiler('zod')(route(schema))(wrong)).toThrow();
    expect(() => replySerializerCompiler('checked')(route(schema))(wrong)).toThrow();
    const extra = writtenReply('{"n":1,"pair":[0,"x"],"secret":"kept"}');
    expect(() => replySerializerCompiler('checked')(route(schema))(extra)).toThrow(/differs from zod/);
  });
});
