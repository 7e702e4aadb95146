import { screen } from '../screens.js';

/** The SMS screens (spec §2 "/sms: messages, templates (lists); messages/create, templates/create"). */
export const smsScreens = {
  messages: screen('/sms/messages'),
  sendMessage: screen('/sms/messages/create'),
  templates: screen('/sms/templates'),
  newTemplate: screen('/sms/templates/create'),
  /** Beyond the spec's list (docs/sms.md): a template's page, where it is changed or deleted. */
  template: screen('/sms/templates/:name'),
};
