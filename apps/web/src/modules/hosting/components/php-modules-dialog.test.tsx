// Adding a PHP module is a record form (issue 24): the contract's body judges the name in the
// browser, the body sent is the name, and the server's refusal lands on the field.
import * as hosting from '@backoffice/contract/modules/hosting';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { PhpModulesDialog } from './php-modules-dialog';

const slow = { timeout: 5_000 };

function openDialog(add: (body: unknown) => unknown) {
  signInAs(['vhost:vhost:read', 'vhost:vhost:create']);
  const rendered = renderScreen(<PhpModulesDialog open onClose={() => {}} />, {
    path: '/vhost/origin',
    handlers: [
      [hosting.listPhpModules, () => [{ id: 1, name: 'intl', websiteCount: 1 }]],
      [hosting.addPhpModule, (request) => add(request.body)],
    ],
  });
  const dialog = screen.getByRole('dialog');
  return { ...rendered, dialog, box: within(dialog).getByRole('textbox', { name: 'Module name' }) };
}

const adds = (sent: ReturnType<typeof openDialog>['sent']) =>
  sent.filter((s) => s.endpoint === hosting.addPhpModule.name);

describe('the PHP modules dialog', () => {
  it('sends the name typed, and empties the box for the next', async () => {
    const { user, sent, dialog, box } = openDialog(() => ({ id: 2, name: 'imagick', websiteCount: 0 }));
    expect(await within(dialog).findByText('intl · 1', {}, slow)).toBeInTheDocument();
    await user.type(box, ' imagick ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect.poll(() => adds(sent).length).toBe(1);
    expect(adds(sent)[0]?.request.body).toEqual({ name: 'imagick' });
    await expect.poll(() => (box as HTMLInputElement).value).toBe('');
  });

  it('refuses a name the contract refuses, without a request', async () => {
    const { user, sent, dialog, box } = openDialog(() => ({ id: 2, name: 'x', websiteCount: 0 }));
    await user.type(box, 'Imagick');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('must be lower-case letters, digits and "_", starting with a letter'),
    ).toBeInTheDocument();
    expect(adds(sent)).toHaveLength(0);
  });

  it("shows the server's refusal on the field", async () => {
    const { user, dialog, box } = openDialog(() =>
      failure(409, 'CONFLICT', 'The module intl is in the list already', [
        { field: 'body.name', message: 'The module intl is in the list already' },
      ]),
    );
    await user.type(box, 'intl');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The module intl is in the list already')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByTestId('form-error')).toBeNull();
  });
});
