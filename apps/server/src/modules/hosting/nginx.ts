// An origin virtual host as its web server runs it: the nginx server block and the PHP-FPM pool.
// Every value that reaches a config line is checked here again, whatever the caller validated: a
// domain is lower-case punycode labels only, a module a PHP extension name, a path our own.
// `nginx.test.ts` runs Debian's `nginx -t` on what this renders (Debian 12's nginx 1.22: `listen … http2`,
// not the `http2 on` of 1.25).

const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const MODULE = /^[a-z][a-z0-9_]{0,49}$/;
const VERSION = /^\d\.\d$/;
const PATH = /^\/[A-Za-z0-9._/-]+$/;

export class UnsafeConfigValue extends Error {}

function safe(value: string, rule: RegExp, what: string): string {
  if (!rule.test(value) || value.includes('..'))
    throw new UnsafeConfigValue(`Refusing to render ${what} ${JSON.stringify(value)}`);
  return value;
}

export interface VhostConfigInput {
  domain: string;
  aliases: readonly string[];
  phpVersion: string | null;
  phpModules: readonly string[];
  /** Files of the certificate covering the domain, when there is one: HTTPS with HTTP redirected. */
  tls?: { certificateFile: string; keyFile: string } | null;
  /** Where websites live on the server (default /var/www). */
  webRoot?: string;
}

export const documentRootOf = (domain: string, webRoot = '/var/www') => `${webRoot}/${domain}/public`;
const poolSocket = (domain: string, version: string) => `/run/php/php${version}-fpm-${domain}.sock`;

export function renderNginx(site: VhostConfigInput): string {
  const domain = safe(site.domain, HOST, 'the domain');
  const names = [domain, ...site.aliases.map((a) => safe(a, HOST, 'an alias'))].join(' ');
  const root = safe(documentRootOf(domain, site.webRoot), PATH, 'the document root');
  const logs = `/var/log/nginx/${domain}`;
  const php = site.phpVersion ? safe(site.phpVersion, VERSION, 'the PHP version') : null;
  const body = [
    `    server_name ${names};`,
    `    root ${root};`,
    `    index ${php ? 'index.php ' : ''}index.html;`,
    `    access_log ${logs}.access.log;`,
    `    error_log ${logs}.error.log;`,
    '    client_max_body_size 64m;',
    '',
    '    location / {',
    php ? '        try_files $uri $uri/ /index.php?$query_string;' : '        try_files $uri $uri/ =404;',
    '    }',
    '    location ~ /\\.(?!well-known) {',
    '        deny all;',
    '    }',
  ];
  if (php) {
    body.push(
      '    location ~ \\.php$ {',
      '        try_files $uri =404;',
      '        include /etc/nginx/fastcgi_params;',
      '        fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;',
      `        fastcgi_pass unix:${poolSocket(domain, php)};`,
      '    }',
    );
  }
  const header = `# ${domain}: rendered by the back office; changes here are overwritten.\n`;
  if (!site.tls) {
    return `${header}server {\n    listen 80;\n    listen [::]:80;\n${body.join('\n')}\n}\n`;
  }
  const cert = safe(site.tls.certificateFile, PATH, 'the certificate file');
  const key = safe(site.tls.keyFile, PATH, 'the key file');
  return `${header}server {
    listen 80;
    listen [::]:80;
    server_name ${names};
    location /.well-known/acme-challenge/ {
        root ${root};
    }
    location / {
        return 301 https://$host$request_uri;
    }
}
server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
${body.join('\n')}
}
`;
}

/** The website's own PHP-FPM pool: its user, socket and the extensions it loads; null without PHP. */
export function renderPhpFpmPool(site: VhostConfigInput): string | null {
  if (!site.phpVersion) return null;
  const domain = safe(site.domain, HOST, 'the domain');
  const version = safe(site.phpVersion, VERSION, 'the PHP version');
  const modules = site.phpModules.map((m) => safe(m, MODULE, 'a PHP module'));
  return [
    `; ${domain}: rendered by the back office; changes here are overwritten.`,
    `[${domain}]`,
    'user = www-data',
    'group = www-data',
    `listen = ${poolSocket(domain, version)}`,
    'listen.owner = www-data',
    'listen.group = www-data',
    'pm = ondemand',
    'pm.max_children = 10',
    'pm.process_idle_timeout = 30s',
    `php_admin_value[open_basedir] = ${documentRootOf(domain, site.webRoot).replace(/\/public$/, '')}:/tmp`,
    `php_admin_value[error_log] = /var/log/php${version}-fpm-${domain}.log`,
    ...modules.map((m) => `; extension ${m}: package ${phpPackage(version, m)}`),
    '',
  ].join('\n');
}

/** The Debian package of a PHP extension (`php8.3-intl`; `pdo_mysql` ships in `php8.3-mysql`). */
export function phpPackage(version: string, module: string): string {
  const inPackage: Record<string, string> = {
    pdo_mysql: 'mysql',
    mysqli: 'mysql',
    pdo_pgsql: 'pgsql',
    pdo_sqlite: 'sqlite3',
  };
  return `php${version}-${(inPackage[module] ?? module).replace(/_/g, '-')}`;
}
