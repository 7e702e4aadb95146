// /sms/messages/create: the character and part counter with its encoding, a template's variables
// appearing with the rendered preview, and what the contract refuses refused without a request.
import * as sms from '@backoffice/contract/modules/sms';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import SendPage from './send-page';

const template: sms.SmsTemplate = {
  id: 1,
  name: 'shift-reminder',
  body: 'Hi {{name}}, your shift starts at {{time}}.',
  description: 'The evening before',
  variables: ['name', 'time'],
  updatedBy: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

function open() {
  signInAs(['sms:sms:read', 'sms:sms:create']);
  return renderScreen(<SendPage />, {
    path: '/sms/messages/create',
    handlers: [
      [sms.listSmsTemplates, () => ({ items: [template], total: 1, totalCapped: false, page: 1, take: 100 })],
      [sms.sendSms, () => []],
    ],
  });
}

const counter = () => screen.getByTestId('segment-counter');

describe('SendPage', () => {
  it('counts free text live: GSM-7 characters and parts, UCS-2 once a character needs it', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Free text' }));
    const text = screen.getByRole('textbox', { name: /Text/ });
    await user.click(text);
    await user.paste('Hello €');
    expect(counter().textContent).toContain('GSM-7');
    expect(counter().textContent).toContain('8 characters · 1 SMS · 152 left in this part (160 per part)');
    await user.paste(' 😀');
    expect(counter().textContent).toContain('UCS-2');
    expect(counter().textContent).toContain('10 UTF-16 units · 1 SMS · 60 left');
    expect(counter().textContent).toContain('“😀” needs Unicode (UCS-2)');
  });

  it('counts the parts of a long text (153 per part once split)', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Free text' }));
    await user.click(screen.getByRole('textbox', { name: /Text/ }));
    await user.paste('a'.repeat(161));
    expect(counter().textContent).toContain('161 characters · 2 SMS parts · 145 left in this part (153 per part)');
  });

  it('shows the chosen template’s variables, renders the preview, and sends the template with its values', async () => {
    const { user, sent } = open();
    await user.type(screen.getByRole('textbox', { name: /Recipient/ }), '+49 151 12345678');
    await user.click(await screen.findByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: /shift-reminder/ }));
    const name = await screen.findByRole('textbox', { name: /^name/ });
    expect(screen.getByRole('textbox', { name: /^time/ })).toBeTruthy();
    expect(screen.getByTestId('sms-preview').textContent).toBe('Hi {{name}}, your shift starts at {{time}}.');
    await user.type(name, 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^time/ }), '06:00');
    expect(screen.getByTestId('sms-preview').textContent).toBe('Hi Ada, your shift starts at 06:00.');
    expect(counter().textContent).toContain('35 characters · 1 SMS');
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(sent.some((s) => s.endpoint === sms.sendSms.name)).toBe(true));
    expect(sent.find((s) => s.endpoint === sms.sendSms.name)?.request.body).toEqual({
      recipients: ['+49 151 12345678'],
      template: 'shift-reminder',
      variables: { name: 'Ada', time: '06:00' },
    });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('refuses a number that is not in international form without a request', async () => {
    const { user, sent } = open();
    await user.type(screen.getByRole('textbox', { name: /Recipient/ }), '0151 12345678');
    await user.click(screen.getByRole('button', { name: 'Free text' }));
    await user.type(screen.getByRole('textbox', { name: /Text/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText(/must be in international form/)).toBeTruthy();
    expect(sent.filter((s) => s.endpoint === sms.sendSms.name)).toEqual([]);
  });

  it('refuses a template variable left empty, on its field, without a request', async () => {
    const { user, sent } = open();
    await user.type(screen.getByRole('textbox', { name: /Recipient/ }), '+4915112345678');
    await user.click(await screen.findByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: /shift-reminder/ }));
    await user.type(await screen.findByRole('textbox', { name: /^name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    const time = screen.getByRole('textbox', { name: /^time/ });
    const field = time.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('is required')).toBeTruthy();
    expect(sent.filter((s) => s.endpoint === sms.sendSms.name)).toEqual([]);
  });
});
