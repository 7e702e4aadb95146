import { randomBytes } from 'node:crypto';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { ServerModule } from './module.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Europe/Sofia or UTC');

const intInRange = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which `X-Forwarded-For` hops to believe: off (the default: the app faces clients directly, and a
 * header anyone can send would choose the address the sign-in limit and the audit log see), `true`
 * (every hop: only behind a proxy that overwrites the header), a hop count, or the proxies'
 * addresses and networks (`10.0.0.0/8,loopback`).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): boolean | number | string[] => {
    const value = v?.trim() ?? '';
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 20) return hops;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !proxyNames.has(e) && !ipaddr.isValid(e) && !isCidr(e));
    if (bad === undefined && !/^\d+$/.test(value)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count from 1 to 20, or a comma list of proxy addresses or networks',
    });
    return z.NEVER;
  });

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

const optionalNonEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  PORT: intInRange(1, 65535, 8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: optionalNonEmpty(z.string()),
  DATABASE_URL: optionalNonEmpty(urlWithProtocol(['postgres:', 'postgresql:'])),
  REDIS_URL: optionalNonEmpty(urlWithProtocol(['redis:', 'rediss:'])),
  ADMIN_USERNAME: optionalNonEmpty(
    z.string().regex(/^[a-zA-Z0-9._-]{3,64}$/, 'must be 3-64 letters, digits, dots, dashes or underscores'),
  ),
  ADMIN_PASSWORD: optionalNonEmpty(z.string().min(12, 'must be at least 12 characters')),
  JWT_SECRET: optionalNonEmpty(z.string().min(32, 'must be at least 32 characters')),
  TZ: optionalNonEmpty(timeZone),
  MAX_UPLOAD_MB: intInRange(1, 1024, 25),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  /** The built web app to serve (default apps/web/dist); the browser tests build one per run. */
  WEB_DIST: optionalNonEmpty(z.string()),
  /** A session ends after this many days without use… */
  SESSION_IDLE_DAYS: intInRange(1, 365, 7),
  /** …and this many days after its sign-in, however much it is used. */
  SESSION_MAX_DAYS: intInRange(1, 365, 30),
  /** On SIGTERM, how long requests in flight (and running jobs) may take before the instance exits. */
  SHUTDOWN_GRACE_S: intInRange(1, 600, 30),
  /** The bearer token GET /metrics asks for; /metrics is off (404) without it (docs/deployment.md). */
  METRICS_TOKEN: optionalNonEmpty(z.string().min(24, 'must be at least 24 characters')),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  timeZone: string;
  maxUploadBytes: number;
  logLevel: (typeof logLevels)[number];
  /** Which forwarded-for hops to believe (TRUST_PROXY); false: the connection's address is the client's. */
  trustProxy: boolean | number | string[];
  /** Directory of the built web app; absent in API-only tests. */
  webDist: string | undefined;
  /** Run the scheduled jobs (core's and the modules'). Off in tests. */
  jobs: boolean;
  /** Sessions slide: they end after this many days without use (SESSION_IDLE_DAYS)… */
  sessionIdleDays: number;
  /** …or this many days after sign-in (SESSION_MAX_DAYS), whichever comes first. */
  sessionMaxDays: number;
  /** On SIGTERM: the longest the instance waits for requests in flight and running jobs (SHUTDOWN_GRACE_S). */
  shutdownGraceMs: number;
  /** The token of GET /metrics (METRICS_TOKEN); undefined: no metrics are served. */
  metricsToken: string | undefined;
  /** Each module's validated settings by module name; a module reads its own with `settings.of(ctx)`. */
  modules: Readonly<Record<string, unknown>>;
}

export class ConfigError extends Error {}

/** The parsed value, or one ConfigError naming the variable of the first issue. */
function parseOrThrow<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv, what: string): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ConfigError(`Invalid ${String(issue.path[0] ?? what)}: ${issue.message}`);
}

/**
 * Reads the environment: the core variables and the settings of each given module (main.ts passes
 * every module). A bad value throws one ConfigError naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, modules: readonly ServerModule[] = []): Config {
  const e = parseOrThrow(envSchema, env, 'environment');
  if (e.SESSION_IDLE_DAYS > e.SESSION_MAX_DAYS) {
    throw new ConfigError(
      `Invalid SESSION_IDLE_DAYS: must not exceed SESSION_MAX_DAYS (${e.SESSION_MAX_DAYS}), the longest a session lasts`,
    );
  }
  const moduleSettings: Record<string, unknown> = {};
  for (const { name, config } of modules) {
    if (config) moduleSettings[name] = parseOrThrow(config.schema, env, `settings of module ${name}`);
  }
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminUsername: e.ADMIN_USERNAME ?? 'admin',
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    timeZone: e.TZ ?? 'UTC',
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : path.resolve(import.meta.dirname, '../../../web/dist'),
    jobs: true,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_S * 1000,
    metricsToken: e.METRICS_TOKEN,
    modules: moduleSettings,
  };
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
