// Sending SMS and the message list through the API: scopes, recipients (E.164), templates and their
// variables, free text and its length, the list's `[messages, paging]` shape, and the audit row.
import * as sms from '@backoffice/contract/modules/sms';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSmsApp } from './testing/sms-app.js';

const s = useSmsApp();
const reminder = 'Hi {{name}}, your shift starts at {{time}}.';
let template: string;

beforeAll(async () => {
  template = (await s.createTemplate({ name: 'shift-reminder', body: reminder })).name;
});

describe('access', () => {
  it('lets sms:sms:read list messages but not send: sending needs sms:sms:create', async () => {
    const res = await s.send({ recipients: ['+4915112345678'], text: 'Hello' }, s.reader);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await s.t.call(s.reader, sms.listSmsMessages)).statusCode).toBe(200);
    expect((await s.t.call(s.outsider, sms.listSmsMessages)).statusCode).toBe(403);
    expect((await s.send({ recipients: ['+4915112345678'], text: 'Hello' }, s.outsider)).statusCode).toBe(403);
    expect((await s.t.call(null, sms.listSmsMessages)).statusCode).toBe(401);
  });
});

describe('sending', () => {
  it('queues free text for one recipient, the number kept as E.164, its encoding and parts counted', async () => {
    const res = await s.send({ recipients: ['+49 151 1234-5678'], text: 'Server back up €' });
    expect(res.statusCode).toBe(201);
    const [message, ...rest] = res.reply();
    expect(rest).toEqual([]);
    expect(message).toMatchObject({
      recipient: '+4915112345678',
      text: 'Server back up €',
      template: null,
      status: 'queued',
      encoding: 'GSM-7',
      segments: 1,
      provider: 'outbox',
      attempts: 0,
      sender: { id: s.sender.id },
    });
  });

  it('renders a template with its variables, one message per recipient', async () => {
    const res = await s.send({
      recipients: ['+4915112345678', '+33612345678'],
      template,
      variables: { name: 'Ada', time: '06:00', unused: 'ignored' },
    });
    expect(res.statusCode).toBe(201);
    const messages = res.reply();
    expect(messages.map((m) => m.recipient)).toEqual(['+4915112345678', '+33612345678']);
    for (const m of messages) expect(m).toMatchObject({ text: 'Hi Ada, your shift starts at 06:00.', template });
  });

  it('refuses a template whose variables are not all given, naming each missing one; nothing is queued', async () => {
    const before = (await s.t.callOk(s.reader, sms.listSmsMessages))[1].total;
    const res = await s.send({ recipients: ['+4915112345678'], template, variables: { name: 'Ada', time: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('time');
    expect(res.json().details).toEqual([{ field: 'body.variables.time', message: 'is required' }]);
    const none = await s.send({ recipients: ['+4915112345678'], template });
    expect(none.json().details.map((d: { field: string }) => d.field)).toEqual([
      'body.variables.name',
      'body.variables.time',
    ]);
    expect((await s.t.callOk(s.reader, sms.listSmsMessages))[1].total).toBe(before);
  });

  it('answers 404 for a template that does not exist', async () => {
    const res = await s.send({ recipients: ['+4915112345678'], template: 'no-such-template', variables: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('refuses a recipient that is not a valid E.164 mobile number, naming its index', async () => {
    const cases: [string, RegExp][] = [
      ['015112345678', /international form/],
      ['+49151', /not a valid phone number/],
      ['+999123456789', /not a valid phone number/],
      ['+49 30 12345678', /cannot receive SMS/],
      ['+49151abc5678', /only digits/],
    ];
    for (const [bad, message] of cases) {
      const res = await s.send({ recipients: ['+4915112345678', bad], text: 'Hello' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details[0], bad).toMatchObject({ field: 'body.recipients.1' });
      expect(res.json().details[0].message, bad).toMatch(message);
    }
  });

  it('refuses the same number twice, and an empty or too long recipient list', async () => {
    const twice = await s.send({ recipients: ['+4915112345678', '+49 151 12345678'], text: 'Hello' });
    expect(twice.json().details[0]).toMatchObject({ field: 'body.recipients.1', message: /recipient 1/ });
    const none = await s.send({ recipients: [], text: 'Hello' });
    expect(none.json().details[0].field).toBe('body.recipients');
    const many = Array.from({ length: 51 }, (_, i) => `+4915112345${String(i).padStart(3, '0')}`);
    expect((await s.send({ recipients: many, text: 'Hello' })).json().details[0].field).toBe('body.recipients');
  });

  it('needs a text or a template, not both, and refuses a text longer than 10 parts', async () => {
    const neither = await s.send({ recipients: ['+4915112345678'] });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().details[0]).toMatchObject({
      field: 'body.text',
      message: 'write a text or choose a template',
    });
    const both = await s.send({ recipients: ['+4915112345678'], text: 'x', template });
    expect(both.json().details[0].field).toBe('body.text');
    expect((await s.send({ recipients: ['+4915112345678'], text: 'a'.repeat(1530) })).statusCode).toBe(201);
    const long = await s.send({ recipients: ['+4915112345678'], text: 'a'.repeat(1531) });
    expect(long.json().details[0]).toMatchObject({ field: 'body.text', message: 'is 11 SMS parts long: at most 10' });
    // In UCS-2 ten parts are 670 units.
    const emoji = await s.send({ recipients: ['+4915112345678'], text: '😀'.repeat(336) });
    expect(emoji.json().details[0].field).toBe('body.text');
  });

  it('refuses a template whose rendered text passes 10 parts, on its variables', async () => {
    const res = await s.send({
      recipients: ['+4915112345678'],
      template,
      variables: { name: 'a'.repeat(500), time: 'b'.repeat(500) },
    });
    expect(res.statusCode).toBe(201);
    const long = await s.createTemplate({ name: 'long-one', body: '{{a}}{{b}}{{c}}{{d}}' });
    const refused = await s.send({
      recipients: ['+4915112345678'],
      template: long.name,
      variables: { a: 'x'.repeat(500), b: 'x'.repeat(500), c: 'x'.repeat(500), d: 'x'.repeat(100) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ field: 'body.variables', message: /11 SMS parts/ });
  });

  it('keeps masked numbers and no text or values in the audit row', async () => {
    const res = await s.send({ recipients: ['+4915112345678'], template, variables: { name: 'Grace', time: '07:00' } });
    const [message] = res.reply();
    const audit = await s.lastAudit('sms-message');
    expect(audit).toMatchObject({ method: 'POST', entity_id: String(message!.id), user_id: s.sender.id });
    expect(audit.after).toMatchObject({ recipients: ['+491********78'], template, variableNames: ['name', 'time'] });
    const row = JSON.stringify(audit);
    expect(row).not.toContain('Grace');
    expect(row).not.toContain('4915112345678');
    await s.send({ recipients: ['+4915112345678'], text: 'A private word about Linus' });
    expect(JSON.stringify(await s.lastAudit('sms-message'))).not.toContain('Linus');
  });
});

describe('the message list', () => {
  it('answers a JSON array: the page’s messages newest first, then the paging', async () => {
    await s.send({ recipients: ['+4917612345678'], text: 'older' });
    await s.send({ recipients: ['+4917612345679'], text: 'newer' });
    const reply = await s.t.callOk(s.reader, sms.listSmsMessages, { query: { take: 2 } });
    expect(Array.isArray(reply)).toBe(true);
    const [messages, paging] = reply;
    expect(messages.map((m) => m.text)).toEqual(['newer', 'older']);
    expect(paging).toMatchObject({ page: 1, take: 2, totalCapped: false });
    expect(paging.total).toBeGreaterThanOrEqual(2);
  });

  it('searches the number as typed, the text and the template; filters by status', async () => {
    await s.send({ recipients: ['+4915900001111'], text: 'findable pineapple' });
    const byNumber = await s.t.callOk(s.reader, sms.listSmsMessages, { query: { search: '159 0000 1111' } });
    expect(byNumber[0].map((m) => m.recipient)).toEqual(['+4915900001111']);
    const byText = await s.t.callOk(s.reader, sms.listSmsMessages, { query: { search: 'PINEAPPLE' } });
    expect(byText[0]).toHaveLength(1);
    const byTemplate = await s.t.callOk(s.reader, sms.listSmsMessages, { query: { search: 'shift-rem' } });
    expect(byTemplate[0].length).toBeGreaterThan(0);
    expect(byTemplate[0].every((m) => m.template === template)).toBe(true);
    const sent = await s.t.callOk(s.reader, sms.listSmsMessages, { query: { status: 'sent' } });
    expect(sent[0]).toEqual([]);
    const queued = await s.t.callOk(s.reader, sms.listSmsMessages, { query: { status: 'queued', take: 100 } });
    expect(queued[0].length).toBeGreaterThan(0);
    expect((await s.t.call(s.reader, sms.listSmsMessages, { rawQuery: 'status=lost' })).statusCode).toBe(400);
  });
});
