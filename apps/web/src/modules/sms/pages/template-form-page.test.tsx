// /sms/templates/create: the live preview (a field per variable of the text being written, the text
// rendered with their values, its counter) and the name rule refused without a request.
import * as sms from '@backoffice/contract/modules/sms';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import TemplateFormPage from './template-form-page';

function open() {
  signInAs(['sms:sms:read', 'sms:sms:create']);
  return renderScreen(<TemplateFormPage />, {
    path: '/sms/templates/create',
    handlers: [
      [
        sms.createSmsTemplate,
        ({ body }) => ({
          id: 1,
          variables: [],
          updatedBy: null,
          createdAt: '2030-01-01T00:00:00.000Z',
          updatedAt: '2030-01-01T00:00:00.000Z',
          ...(body as object),
        }),
      ],
    ],
  });
}

describe('TemplateFormPage', () => {
  it('previews the text live: a field per variable, the rendered text and its counter', async () => {
    const { user } = open();
    await user.click(screen.getByRole('textbox', { name: /^Text/ }));
    await user.paste('Planned work on {{server}} at {{ start }}, {{server}} may be down.');
    const server = await screen.findByRole('textbox', { name: 'server' });
    expect(screen.getByRole('textbox', { name: 'start' })).toBeTruthy();
    expect(screen.getByText(/Still to fill in: server, start/)).toBeTruthy();
    await user.type(server, 'web-04');
    await user.type(screen.getByRole('textbox', { name: 'start' }), '22:00');
    expect(screen.getByTestId('sms-preview').textContent).toBe('Planned work on web-04 at 22:00, web-04 may be down.');
    expect(screen.getByTestId('segment-counter').textContent).toContain('52 characters · 1 SMS');
    expect(screen.queryByText(/Still to fill in/)).toBeNull();
  });

  it('refuses a name that is no slug, and a malformed placeholder, without a request', async () => {
    const { user, sent } = open();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Shift Reminder');
    await user.click(screen.getByRole('textbox', { name: /^Text/ }));
    await user.paste('Hi {{first name}}');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText('must start with a lower-case letter')).toBeTruthy();
    expect(screen.getByText(/placeholder that is not \{\{name\}\}/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the template and returns to the list', async () => {
    const { user, sent } = open();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'outage');
    await user.click(screen.getByRole('textbox', { name: /^Text/ }));
    await user.paste('{{server}} is down');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.request.body).toEqual({ name: 'outage', description: '', body: '{{server}} is down' });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
