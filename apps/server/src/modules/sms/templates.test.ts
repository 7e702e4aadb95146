// SMS templates through the API: scopes, the name rule, placeholders, CRUD by name, the list.
import * as sms from '@backoffice/contract/modules/sms';
import { describe, expect, it } from 'vitest';
import { useSmsApp } from './testing/sms-app.js';

const s = useSmsApp();
const body = 'Hi {{name}}, your {{ shift }} shift starts at {{time}}. See you, {{name}}!';

describe('access', () => {
  it('lets sms:sms:read read templates, and nobody without it', async () => {
    const template = await s.createTemplate({ name: s.uniqueName(), body });
    expect((await s.t.call(null, sms.listSmsTemplates)).statusCode).toBe(401);
    expect((await s.t.call(s.outsider, sms.listSmsTemplates)).statusCode).toBe(403);
    expect((await s.t.call(s.reader, sms.listSmsTemplates)).statusCode).toBe(200);
    expect((await s.t.call(s.outsider, sms.getSmsTemplate, { params: { name: template.name } })).statusCode).toBe(403);
    expect((await s.t.call(s.reader, sms.getSmsTemplate, { params: { name: template.name } })).statusCode).toBe(200);
  });

  it('needs sms:sms:create to create, change or delete: the read scope is no licence to write', async () => {
    const template = await s.createTemplate({ name: s.uniqueName(), body });
    const name = template.name;
    for (const res of [
      await s.t.call(s.reader, sms.createSmsTemplate, { body: { name: s.uniqueName(), body } }),
      await s.t.call(s.reader, sms.updateSmsTemplate, { params: { name }, body: { description: 'x' } }),
      await s.t.call(s.reader, sms.deleteSmsTemplate, { params: { name } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await s.t.callOk(s.reader, sms.getSmsTemplate, { params: { name } })).description).toBe('');
  });
});

describe('templates', () => {
  it('creates a template, lists its variables once each in order, and records it in the audit log', async () => {
    const name = s.uniqueName('shift-reminder');
    const res = await s.t.call(s.sender, sms.createSmsTemplate, {
      body: { name: `  ${name} `, body, description: 'The evening before' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.reply()).toMatchObject({
      name,
      body,
      description: 'The evening before',
      variables: ['name', 'shift', 'time'],
      updatedBy: { id: s.sender.id },
    });
    const audit = await s.lastAudit('sms-template');
    expect(audit).toMatchObject({ method: 'POST', entity_id: name, user_id: s.sender.id });
    expect(audit.after).toMatchObject({ name, body });
  });

  it('refuses names that are no slug, naming the field', async () => {
    for (const bad of [
      'Shift',
      'shift reminder',
      '1st',
      'a',
      'a--b',
      'ends-',
      'x'.repeat(65),
      'create',
      'ä-b',
      'a/b',
    ]) {
      const res = await s.t.call(s.sender, sms.createSmsTemplate, { body: { name: bad, body } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details[0].field, bad).toBe('body.name');
    }
  });

  it('refuses a name that is taken (409)', async () => {
    const name = s.uniqueName();
    await s.createTemplate({ name, body });
    const res = await s.t.call(s.sender, sms.createSmsTemplate, { body: { name, body: 'Other' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].field).toBe('body.name');
  });

  it('refuses malformed placeholders and a blank body', async () => {
    for (const bad of ['Hi {{first name}}', 'Hi {{1}}', 'Hi {name}}', '   ']) {
      const res = await s.t.call(s.sender, sms.createSmsTemplate, { body: { name: s.uniqueName(), body: bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details[0].field, bad).toBe('body.body');
    }
  });

  it('answers 404 for a template that does not exist, on every call by name', async () => {
    const name = 'no-such-template';
    for (const res of [
      await s.t.call(s.reader, sms.getSmsTemplate, { params: { name } }),
      await s.t.call(s.sender, sms.updateSmsTemplate, { params: { name }, body: { description: 'x' } }),
      await s.t.call(s.sender, sms.deleteSmsTemplate, { params: { name } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('changes the body (its variables follow) and the description; the name stays', async () => {
    const { name } = await s.createTemplate({ name: s.uniqueName(), body });
    const changed = await s.t.callOk(s.sender, sms.updateSmsTemplate, {
      params: { name },
      body: { body: 'Server {{server}} is down', description: 'Outage' },
    });
    expect(changed).toMatchObject({
      name,
      body: 'Server {{server}} is down',
      description: 'Outage',
      variables: ['server'],
    });
    const audit = await s.lastAudit('sms-template');
    expect(audit).toMatchObject({ method: 'PATCH', entity_id: name });
    expect(audit.before.body).toBe(body);
    const empty = await s.t.call(s.sender, sms.updateSmsTemplate, { params: { name }, body: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('deletes a template, answering it as it was', async () => {
    const { name } = await s.createTemplate({ name: s.uniqueName(), body });
    const deleted = await s.t.callOk(s.sender, sms.deleteSmsTemplate, { params: { name } });
    expect(deleted.name).toBe(name);
    expect((await s.t.call(s.reader, sms.getSmsTemplate, { params: { name } })).statusCode).toBe(404);
    expect((await s.lastAudit('sms-template')).before.name).toBe(name);
  });

  it('lists templates by name, searched in name, description and body, by page', async () => {
    const tag = `zq${Date.now() % 100000}`;
    await s.createTemplate({ name: `${tag}-b`, body: 'Body b' });
    await s.createTemplate({ name: `${tag}-a`, body: 'Body a' });
    const third = await s.createTemplate({ name: `zz-${s.uniqueName()}`, body: `Mentions ${tag} in the body` });
    const all = await s.t.callOk(s.reader, sms.listSmsTemplates, { query: { search: tag } });
    expect(all.total).toBe(3);
    expect(all.items.map((t) => t.name)).toEqual([`${tag}-a`, `${tag}-b`, third.name]);
    const page2 = await s.t.callOk(s.reader, sms.listSmsTemplates, { query: { search: tag, take: 2, page: 2 } });
    expect(page2.items).toHaveLength(1);
    expect((await s.t.callOk(s.reader, sms.listSmsTemplates, { query: { search: '50%_' } })).total).toBe(0);
  });
});
