// What an origin vhost renders is a config nginx accepts: each rendering is checked with Debian's
// `nginx -t` (HTTP only, with PHP, and with a real certificate and key, which nginx loads).
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aptInstall } from '../../test/apt.js';
import { NEW_EC_KEY, openssl } from '../../test/openssl.js';
import { renderNginx, renderPhpFpmPool, UnsafeConfigValue } from './nginx.js';

const run = promisify(execFile);
let dir: string;

beforeAll(() => {
  if (!existsSync('/usr/sbin/nginx')) aptInstall(['nginx-light']);
  dir = mkdtempSync(path.join(os.tmpdir(), 'bo-nginx-'));
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A self-signed certificate and key made by openssl, as files in the scratch folder. */
function certificate(name: string): { certificateFile: string; keyFile: string } {
  const certificateFile = path.join(dir, `${name}.crt`);
  const keyFile = path.join(dir, `${name}.key`);
  // biome-ignore format: openssl's arguments read best on one line
  openssl(dir, 'req', '-x509', ...NEW_EC_KEY, '-days', '1', '-subj', `/CN=${name}`, '-keyout', keyFile, '-out', certificateFile);
  return { certificateFile, keyFile };
}

/** `nginx -t` of a main config that includes the server block: resolves with its output, rejects with it. */
async function nginxTest(serverBlock: string, name: string): Promise<string> {
  const site = path.join(dir, `${name}.conf`);
  writeFileSync(site, serverBlock);
  const main = path.join(dir, `${name}.main.conf`);
  writeFileSync(
    main,
    [
      `pid ${dir}/${name}.pid;`,
      `error_log ${dir}/${name}.error.log;`,
      'events {}',
      'http {',
      `  access_log ${dir}/${name}.access.log;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  try {
    const { stderr } = await run('/usr/sbin/nginx', [
      '-t',
      '-q',
      '-p',
      dir,
      '-c',
      main,
      '-e',
      `${dir}/${name}.error.log`,
    ]);
    return stderr;
  } catch (error) {
    throw new Error((error as { stderr?: string }).stderr ?? String(error));
  }
}

// Log paths of the rendering point at /var/log/nginx: nginx -t opens them, so point them here.
const here = (config: string) => config.replaceAll('/var/log/nginx/', `${dir}/`);

describe('nginx -t accepts what an origin vhost renders', () => {
  it('a static site', async () => {
    const config = renderNginx({
      domain: 'static.example',
      aliases: ['www.static.example'],
      phpVersion: null,
      phpModules: [],
    });
    expect(config).not.toContain('fastcgi_pass');
    await expect(nginxTest(here(config), 'static')).resolves.toBe('');
  });

  it('a PHP site with its own pool', async () => {
    const site = { domain: 'xn--bcher-kva.example', aliases: [], phpVersion: '8.3', phpModules: ['intl', 'pdo_mysql'] };
    await expect(nginxTest(here(renderNginx(site)), 'php')).resolves.toBe('');
    const pool = renderPhpFpmPool(site)!;
    expect(pool).toContain('[xn--bcher-kva.example]');
    expect(pool).toContain('listen = /run/php/php8.3-fpm-xn--bcher-kva.example.sock');
    expect(pool).toContain('; extension pdo_mysql: package php8.3-mysql');
  });

  it('HTTPS with a real certificate and key (nginx loads and matches them)', async () => {
    const tls = certificate('secure.example');
    const config = renderNginx({ domain: 'secure.example', aliases: [], phpVersion: '8.4', phpModules: [], tls });
    expect(config).toContain('return 301 https://$host$request_uri;');
    await expect(nginxTest(here(config), 'tls')).resolves.toBe('');
    // The check is real: a key of another certificate is refused by nginx.
    const other = certificate('other.example');
    copyFileSync(other.keyFile, tls.keyFile);
    await expect(nginxTest(here(config), 'tls-mismatch')).rejects.toThrow(/key values mismatch|SSL_CTX_use_PrivateKey/);
  });

  it('refuses to render a hostile value, whatever the caller checked', () => {
    const base = { aliases: [], phpVersion: '8.3', phpModules: [] };
    for (const domain of ['a.example;\n}', 'a.example include', '../etc.example', 'A.EXAMPLE', 'a.example/x', '']) {
      expect(() => renderNginx({ ...base, domain }), domain).toThrow(UnsafeConfigValue);
    }
    expect(() => renderNginx({ ...base, domain: 'a.example', aliases: ['b.example; deny all'] })).toThrow(
      UnsafeConfigValue,
    );
    expect(() =>
      renderPhpFpmPool({ ...base, domain: 'a.example', phpModules: ['intl\nphp_admin_value[x]=1'] }),
    ).toThrow(UnsafeConfigValue);
    expect(() => renderNginx({ ...base, domain: 'a.example', phpVersion: '8.3;' })).toThrow(UnsafeConfigValue);
  });
});
