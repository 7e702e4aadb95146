// SMS (spec §7 "SMS", docs/sms.md): the calls, thin over services/. Changes write their audit rows in
// their own transactions.
import * as api from '@backoffice/contract/modules/sms';
import { type Handler, handle } from '../../core/http.js';
import * as messages from './services/messages.js';
import * as templates from './services/templates.js';

export const handlers: Handler[] = [
  handle(api.listSmsTemplates, ({ ctx, query }) => templates.listTemplates(ctx, query)),
  handle(api.createSmsTemplate, ({ ctx, user, body }) => templates.createTemplate(ctx, user, body)),
  handle(api.getSmsTemplate, ({ ctx, params }) => templates.findTemplate(ctx.db, params.name)),
  handle(api.updateSmsTemplate, ({ ctx, user, params, body }) =>
    templates.updateTemplate(ctx, user, params.name, body),
  ),
  handle(api.deleteSmsTemplate, ({ ctx, params }) => templates.deleteTemplate(ctx, params.name)),
  handle(api.sendSms, ({ ctx, user, body }) => messages.sendMessages(ctx, user, body)),
  handle(api.listSmsMessages, ({ ctx, query }) => messages.listMessages(ctx, query)),
];
