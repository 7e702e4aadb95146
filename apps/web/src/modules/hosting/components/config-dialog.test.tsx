// A rendered config is taken away as it is: Copy puts a block on the clipboard and says so,
// Download saves it as a file named after the website's domain.
import { originVhostConfig, type Website } from '@backoffice/contract/modules/hosting';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogQueue } from '../../../core/dialogs';
import { renderScreen, signInAs } from '../../../test/render';
import { ConfigDialog } from './config-dialog';

const at = '2026-11-01T10:00:00.000Z';
const site: Website = {
  id: 3,
  domain: 'xn--bcher-kva.example',
  displayDomain: 'bücher.example',
  aliases: [],
  server: { id: 1, name: 'web-1', status: 'Up' },
  documentRoot: '/var/www/buecher/public',
  phpVersion: '8.3',
  phpModules: ['intl'],
  cdn: false,
  createdAt: at,
  updatedAt: at,
};
const config = {
  nginx: 'server {\n  server_name xn--bcher-kva.example;\n}\n',
  phpFpm: '[xn--bcher-kva.example]\nuser = www-data\n',
  packages: ['php8.3-intl'],
  certificate: null,
};

const writeText = vi.fn<(text: string) => Promise<void>>();

function show() {
  signInAs(['vhost:vhost:read']);
  const rendered = renderScreen(<ConfigDialog website={site} onClose={() => {}} />, {
    path: '/vhost/origin',
    handlers: [[originVhostConfig, () => config]],
  });
  // After user-event's setup, which puts a clipboard of its own on navigator.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return rendered;
}

describe('config dialog', () => {
  const saved: { name: string; text: Promise<string> }[] = [];
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue();
    dialogQueue.set([]);
    saved.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', text: blob.text() });
      return 'blob:config';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('copies a block and says "Copied"', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Copy the nginx server block' }));
    expect(writeText).toHaveBeenCalledWith(config.nginx);
    expect(await screen.findByRole('button', { name: 'Copied the nginx server block' })).toHaveTextContent('Copied');
    // The other blocks are untouched and still offer Copy.
    expect(screen.getByRole('button', { name: 'Copy the PHP-FPM pool' })).toHaveTextContent('Copy');
    await user.click(screen.getByRole('button', { name: 'Copy the Packages' }));
    expect(writeText).toHaveBeenLastCalledWith('apt-get install php8.3-intl');
  });

  it('says so when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Copy the nginx server block' }));
    await vi.waitFor(() =>
      expect(dialogQueue.get().map((d) => d.lines)).toEqual([
        ['The browser did not let the page copy: select the text and copy it yourself.'],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Copy the nginx server block' })).toHaveTextContent('Copy');
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('downloads the server block and the pool as files named after the domain', async () => {
    const { user } = show();
    await user.click(
      await screen.findByRole('button', { name: 'Download the nginx server block as xn--bcher-kva.example.conf' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Download the PHP-FPM pool as xn--bcher-kva.example.php-fpm.conf' }),
    );
    expect(saved.map((s) => s.name)).toEqual(['xn--bcher-kva.example.conf', 'xn--bcher-kva.example.php-fpm.conf']);
    expect(await saved[0]!.text).toBe(config.nginx);
    expect(await saved[1]!.text).toBe(config.phpFpm);
    // The packages line is a command to copy, not a file.
    expect(screen.queryByRole('button', { name: /^Download the Packages/ })).toBeNull();
  });
});
