import { smsScreens as screens } from '@backoffice/contract/modules/sms.paths';

/** Links to the SMS screens (their patterns: the contract's `smsScreens`, which module.tsx routes). */
export const smsPaths = {
  messages: () => screens.messages.href(),
  sendMessage: () => screens.sendMessage.href(),
  templates: () => screens.templates.href(),
  newTemplate: () => screens.newTemplate.href(),
  template: (name: string) => screens.template.href({ name }),
};
