// Server types and their services (docs/hosting.md "Servers"): the kinds of server and the services
// each may run.
import { z } from 'zod';
import { endpoint, scopes } from '../../http.js';

export interface ServiceDefinition {
  name: string;
  label: string;
  /** The port the service usually listens on; the server may say another. */
  port: number;
}

const service = (name: string, label: string, port: number): ServiceDefinition => ({ name, label, port });
const nginx = service('nginx', 'nginx', 443);
const redis = service('redis', 'Redis', 6379);

/** The kinds of server and the services each may run (spec §3: "services per type"). */
export const SERVER_TYPES = {
  web: {
    label: 'Web server',
    services: [nginx, service('php-fpm', 'PHP-FPM', 9000), redis, service('memcached', 'Memcached', 11211)],
  },
  database: {
    label: 'Database server',
    services: [service('mariadb', 'MariaDB', 3306), service('postgresql', 'PostgreSQL', 5432), redis],
  },
  mail: {
    label: 'Mail server',
    services: [
      service('postfix', 'Postfix (SMTP)', 25),
      service('dovecot', 'Dovecot (IMAP)', 993),
      service('rspamd', 'Rspamd', 11334),
    ],
  },
  dns: { label: 'DNS server', services: [service('powerdns', 'PowerDNS', 53), service('unbound', 'Unbound', 53)] },
  cdn: { label: 'CDN edge', services: [nginx, service('varnish', 'Varnish', 6081)] },
  storage: { label: 'Storage server', services: [service('minio', 'MinIO', 9000), service('nfs', 'NFS', 2049)] },
} as const satisfies Record<string, { label: string; services: readonly ServiceDefinition[] }>;

export const serverType = z.enum(
  Object.keys(SERVER_TYPES) as [keyof typeof SERVER_TYPES, ...(keyof typeof SERVER_TYPES)[]],
);
export type ServerType = z.infer<typeof serverType>;

export const serviceDefinition = z.object({ name: z.string(), label: z.string(), port: z.number().int() });
export const serverTypeInfo = z.object({
  type: serverType,
  label: z.string(),
  services: z.array(serviceDefinition),
});
export type ServerTypeInfo = z.infer<typeof serverTypeInfo>;

export const listServerTypes = endpoint({
  name: 'hosting.listServerTypes',
  method: 'GET',
  path: '/cloud-management/server-types',
  access: scopes('server:server:read'),
  summary: 'The server types, each with the services it may run',
  reply: z.array(serverTypeInfo),
});

export const listTypeServices = endpoint({
  name: 'hosting.listTypeServices',
  method: 'GET',
  path: '/cloud-management/server-types/{type}/services',
  access: scopes('server:server:read'),
  summary: 'The services a server of this type may run, with their usual ports',
  params: z.object({ type: z.string().max(50) }),
  reply: z.array(serviceDefinition),
});
