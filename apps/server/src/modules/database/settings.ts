// The databases module's settings from the environment (docs/database.md "Provisioning"), validated at start
// with the core ones. Read with `databaseSettings.of(ctx)`.
import { z } from 'zod';
import { moduleSettings } from '../../core/module.js';

export interface MariaDbTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  /** host:port, for messages (never the password). */
  label: string;
  /** The whole URL: the key of its pool. */
  url: string;
}

const env = z
  .object({
    /**
     * The MariaDB server that databases and users are created on, as `mariadb://user:password@host:port`
     * (an account allowed to CREATE DATABASE, CREATE USER and GRANT). Unset: records only.
     */
    MARIADB_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .refine((v) => URL.canParse(v) && /^(mariadb|mysql):\/\/[^/]/.test(v), {
          message: 'must be a URL such as mariadb://root@127.0.0.1:3306',
        })
        .optional(),
    ),
  })
  .transform((e) => {
    if (!e.MARIADB_URL) return { mariadb: null };
    const url = new URL(e.MARIADB_URL);
    const port = url.port ? Number(url.port) : 3306;
    const target: MariaDbTarget = {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port,
      user: decodeURIComponent(url.username || 'root'),
      password: decodeURIComponent(url.password),
      label: `${url.hostname}:${port}`,
      url: e.MARIADB_URL,
    };
    return { mariadb: target };
  });

export const databaseSettings = moduleSettings('database', env);
export type DatabaseSettings = z.output<typeof env>;
