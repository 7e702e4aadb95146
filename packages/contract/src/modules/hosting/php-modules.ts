// PHP modules: the extensions a website may load, and how many websites load each.
import { z } from 'zod';
import { endpoint, scopes } from '../../http.js';

/** A PHP extension's name as PHP and Debian packages spell it (`intl`, `pdo_mysql`, `imagick`). */
export const phpModuleName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(50, 'must be at most 50 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and "_", starting with a letter');

export const phpModule = z.object({ id: z.number().int(), name: z.string(), websiteCount: z.number().int() });
export type PhpModule = z.infer<typeof phpModule>;

export const listPhpModules = endpoint({
  name: 'hosting.listPhpModules',
  method: 'GET',
  path: '/origin-vhost/php/modules',
  access: scopes('vhost:vhost:read'),
  summary: 'The PHP modules websites may load, by name, with how many websites load each',
  reply: z.array(phpModule),
});

export const addPhpModule = endpoint({
  name: 'hosting.addPhpModule',
  method: 'POST',
  path: '/origin-vhost/php/modules',
  access: scopes('vhost:vhost:create'),
  summary: 'Adds a PHP module to the list (409 when it is there)',
  body: z.object({ name: phpModuleName }),
  reply: phpModule,
  status: 201,
});
