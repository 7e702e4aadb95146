import { describe, expect, it } from 'vitest';
import {
  type ChangeList,
  changeListBody,
  changeSummary,
  countProblemRows,
  EMPTY_CHANGE_LIST,
  isEmptyChangeList,
  mapChangeErrors,
  type QueuedRecord,
  queueCreate,
  queueDelete,
  unqueueCreate,
  unqueueDelete,
} from './change-list';

const rec = (key: string, over: Partial<QueuedRecord> = {}): QueuedRecord => ({
  key,
  name: 'www',
  type: 'A',
  ttl: 3600,
  content: '192.0.2.1',
  priority: null,
  ...over,
});

describe('change list', () => {
  it('queues and undoes additions and deletions', () => {
    let list: ChangeList = EMPTY_CHANGE_LIST;
    list = queueCreate(list, rec('a'));
    list = queueCreate(list, rec('b', { type: 'MX', content: 'mail.example.com', priority: 10 }));
    list = queueDelete(list, 7);
    list = queueDelete(list, 7);
    expect(list.create.map((r) => r.key)).toEqual(['a', 'b']);
    expect(list.delete).toEqual([7]);
    list = unqueueCreate(list, 'a');
    list = unqueueDelete(list, 7);
    expect(list.create.map((r) => r.key)).toEqual(['b']);
    expect(isEmptyChangeList(unqueueCreate(list, 'b'))).toBe(true);
  });

  it('replaces a queued record edited under the same key', () => {
    const list = queueCreate(queueCreate(EMPTY_CHANGE_LIST, rec('a')), rec('a', { content: '192.0.2.9' }));
    expect(list.create).toHaveLength(1);
    expect(list.create[0]?.content).toBe('192.0.2.9');
  });

  it('summarises what a save will do', () => {
    expect(changeSummary(EMPTY_CHANGE_LIST)).toBe('Nothing to save');
    expect(changeSummary({ create: [rec('a'), rec('b')], delete: [3] })).toBe('2 to add, 1 to delete');
    expect(changeSummary({ create: [rec('a')], delete: [] })).toBe('1 to add');
    expect(changeSummary({ create: [], delete: [1, 2] })).toBe('2 to delete');
  });

  it('builds the request body without keys, and with priority only where there is one', () => {
    const body = changeListBody({
      create: [rec('a'), rec('b', { type: 'MX', content: 'mail.example.com', priority: 10 })],
      delete: [4],
    });
    expect(body).toEqual({
      create: [
        { name: 'www', type: 'A', ttl: 3600, content: '192.0.2.1' },
        { name: 'www', type: 'MX', ttl: 3600, content: 'mail.example.com', priority: 10 },
      ],
      delete: [4],
    });
  });
});

describe('mapChangeErrors', () => {
  const sent: ChangeList = { create: [rec('a'), rec('b', { type: 'AAAA', content: '192.0.2.5' })], delete: [11, 12] };

  it('puts each detail on the queued row or kept record it names', () => {
    const errors = mapChangeErrors(sent, {
      message: 'create[1] www AAAA: 192.0.2.5 is an IPv4 address: use an A record (and 2 more)',
      details: [
        { field: 'body.create.1.content', message: '192.0.2.5 is an IPv4 address: use an A record' },
        { field: 'body.create.0', message: 'duplicates an existing record' },
        { field: 'body.delete.1', message: 'a zone keeps at least one NS record at its apex' },
      ],
    });
    expect(errors.create).toEqual({
      b: [{ field: 'content', message: '192.0.2.5 is an IPv4 address: use an A record' }],
      a: [{ field: null, message: 'duplicates an existing record' }],
    });
    expect(errors.delete).toEqual({ 12: ['a zone keeps at least one NS record at its apex'] });
    expect(errors.general).toEqual([]);
    expect(countProblemRows(errors)).toBe(3);
  });

  it('keeps what names no row, and the message when there are no details', () => {
    expect(
      mapChangeErrors(sent, {
        message: 'body: The change list is empty',
        details: [
          { field: 'body', message: 'The change list is empty' },
          { field: 'body.create.9.content', message: 'out of range' },
        ],
      }).general,
    ).toEqual(['The change list is empty', 'out of range']);
    expect(mapChangeErrors(sent, { message: 'PowerDNS cannot be reached. Nothing was changed.' }).general).toEqual([
      'PowerDNS cannot be reached. Nothing was changed.',
    ]);
  });

  it('treats an unknown field name as the record as a whole', () => {
    expect(
      mapChangeErrors(sent, { message: 'x', details: [{ field: 'body.create.0.weird', message: 'bad' }] }).create,
    ).toEqual({ a: [{ field: null, message: 'bad' }] });
  });
});
