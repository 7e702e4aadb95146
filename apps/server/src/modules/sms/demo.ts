// Demo data of SMS (`npm run demo`), through the services so their rules apply: three templates, and
// messages in each status: sent (delivered by the outbox), failed (refused by a demo provider) and
// queued (left for the sms.deliver job).
import type { ModuleDemo } from '../../core/module.js';
import { smsTemplates } from './schema.js';
import { deliverDue } from './services/delivery.js';
import { sendMessages } from './services/messages.js';
import { outboxProvider, ProviderError, type SmsProvider } from './services/providers.js';
import { createTemplate } from './services/templates.js';

const TEMPLATES = [
  {
    name: 'shift-reminder',
    description: 'Sent the evening before a shift',
    body: 'Hi {{name}}, a reminder: your {{shift}} shift starts tomorrow at {{time}}. Reply to your shift leader if you cannot make it.',
  },
  {
    name: 'password-reset-notice',
    description: 'After an administrator reset someone’s back-office password',
    body: 'Hello {{name}}, your back-office password was reset by {{admin}}. If you did not ask for this, call the support desk at once.',
  },
  {
    name: 'maintenance-window',
    description: 'Tells customers of planned work on a server',
    body: 'Planned maintenance on {{server}}: {{date}} from {{start}} to {{end}} (CET). Sites may be unreachable for a few minutes. — Support',
  },
];

/** A provider that refuses every message, as a gateway does an unknown number. */
const refusing: SmsProvider = {
  name: 'http',
  async deliver() {
    throw new ProviderError('The SMS gateway answered 400: unknown subscriber (demo)', true);
  },
};

export const smsDemo: ModuleDemo = {
  order: 95,
  // Shift leaders remind their people of shifts; administrators hold everything anyway.
  roles: { 'Shift leader': ['sms:sms:read', 'sms:sms:create'], Administrator: ['sms:sms:read', 'sms:sms:create'] },
  async seed(ctx, { actor }) {
    const [any] = await ctx.db.select({ id: smsTemplates.id }).from(smsTemplates).limit(1);
    // Once: a second run leaves the SMS as they are.
    if (any) return;
    for (const template of TEMPLATES) await createTemplate(ctx, actor, template);

    await sendMessages(ctx, actor, {
      recipients: ['+4915112345678', '+4917612345678'],
      template: 'shift-reminder',
      variables: { name: 'Ada', shift: 'early', time: '06:00' },
    });
    await sendMessages(ctx, actor, {
      recipients: ['+33612345678', '+447911123456', '+4915223456789'],
      template: 'maintenance-window',
      variables: { server: 'web-04.example.net', date: '2 December', start: '22:00', end: '23:30' },
    });
    await sendMessages(ctx, actor, {
      recipients: ['+4916098765432'],
      text: 'Can you take the late shift on Friday? 🙏',
    });
    await deliverDue(ctx, { provider: outboxProvider });

    await sendMessages(ctx, actor, {
      recipients: ['+4915798765432'],
      template: 'password-reset-notice',
      variables: { name: 'Grace', admin: 'the IT desk' },
    });
    await deliverDue(ctx, { provider: refusing });

    await sendMessages(ctx, actor, {
      recipients: ['+4917098765432', '+4915112340000'],
      text: 'Team meeting moved to 14:00 in room 2. {Agenda} on the wiki.',
    });
  },
};
