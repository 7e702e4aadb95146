import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Sessions } from './auth/sessions.js';
import type { Bus } from './bus.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Realtime } from './realtime.js';
import type { InstalledReferences } from './references.js';
import type { ProvidedServices } from './services.js';

/** What a handler or service may use: one object, built once by buildApp(). */
export interface AppContext {
  config: Config;
  engine: 'pglite' | 'postgres';
  db: Db;
  pool: pg.Pool;
  bus: Bus;
  sessions: Sessions;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** What the installed modules offer each other (core/services.ts). */
  services: ProvidedServices;
  /** The installed modules' references to other modules' records (core/references.ts). */
  references: InstalledReferences;
}
