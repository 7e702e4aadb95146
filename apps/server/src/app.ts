import { parse as parseQueryString } from 'node:querystring';
import { endpoints, parseBracketedArrays } from '@backoffice/contract';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAudit } from './core/audit.js';
import { Sessions } from './core/auth/sessions.js';
import { installationId, signingSecret } from './core/bootstrap.js';
import { type BusEvent, createBus } from './core/bus.js';
import type { Config } from './core/config.js';
import type { AppContext } from './core/context.js';
import { type Database, openDatabase } from './core/db/database.js';
import { registerErrorHandling } from './core/errors.js';
import { adoptLegacyFiles } from './core/files/legacy.js';
import { registerEndpoints } from './core/http.js';
import { type Lifecycle, registerLifecycle } from './core/lifecycle.js';
import { registerMetrics } from './core/metrics.js';
import type { ServerModule } from './core/module.js';
import type { ServerPolicy } from './core/policy.js';
import { createRealtime } from './core/realtime.js';
import { collectReferences } from './core/references.js';
import { replySerializerCompiler, replySerializerFrom } from './core/reply-serializer.js';
import { registerRequestLog, requestId } from './core/request-log.js';
import { coreJobs, startSchedules } from './core/schedules/app-schedules.js';
import { registerSecurityHeaders } from './core/security-headers.js';
import { checkModuleServices } from './core/services.js';
import { registerSpa } from './core/spa.js';
import { serverModules } from './modules/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Readiness and the graceful stop (core/lifecycle.ts). */
    lifecycle: Lifecycle;
  }
}

export interface BuildOptions {
  /** Use an already open database (tests share one per file); it is not closed with the app. */
  database?: Database;
  /** The modules to serve; every module by default (tests may add one). */
  modules?: readonly ServerModule[];
  /** Where the log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
}

/** Builds the whole server: database, sessions, realtime, every module's endpoints and the web app. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const modules = options.modules ?? serverModules;
  const unloaded = modules.filter((m) => m.config && !(m.name in config.modules)).map((m) => m.name);
  if (unloaded.length)
    throw new Error(`The settings of ${unloaded.join(', ')} were not loaded (loadConfig(env, modules))`);
  // A required service no installed module provides stops the start here, naming both.
  const services = checkModuleServices(modules);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.query.key'], censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request of our own instead (core/request-log.ts), never with the URL.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY says which proxies to believe: X-Forwarded-For is anyone's to send.
    // A hop count is given as the function Fastify's types ask for (same meaning: the nearest n).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: {
      ignoreTrailingSlash: true,
      // Array filters arrive as repeated bracketed keys (`ids[]=1&ids[]=2`, spec §5): one rule
      // turns them into `ids: ['1', '2']` for every endpoint; plain repeated keys work as well.
      querystringParser: (query) => parseBracketedArrays(parseQueryString(query)),
    },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Replies: compiled from the contract's schemas; tests also check each one with zod (core/reply-serializer.ts).
  app.setSerializerCompiler(replySerializerCompiler(replySerializerFrom()));
  registerErrorHandling(app);

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeZone: config.timeZone }));
  const redis = config.redisUrl
    ? { url: config.redisUrl, prefix: `backoffice:${await installationId(database.pool)}` }
    : undefined;
  const bus = await createBus(redis);
  const sessions = new Sessions(
    database.pool,
    bus,
    await signingSecret(database.pool, config.jwtSecret),
    { idleDays: config.sessionIdleDays, maxDays: config.sessionMaxDays },
    app.log,
  );
  const realtime = await createRealtime({
    httpServer: app.server,
    sessions,
    bus,
    redis,
    log: app.log,
  });
  const ctx: AppContext = {
    config,
    engine: database.engine,
    db: database.db,
    pool: database.pool,
    bus,
    sessions,
    realtime,
    log: app.log,
    services,
    references: collectReferences(modules),
  };
  app.decorate('ctx', ctx);
  // Profile pictures stored before `stored_files` get their rows (core/files/legacy.ts).
  await adoptLegacyFiles(ctx);
  // Each module's bus listeners; one that throws is logged and never breaks the publisher's request.
  for (const { name, events } of modules) {
    if (!events) continue;
    const listeners = events as Partial<Record<string, (event: BusEvent, ctx: AppContext) => void>>;
    bus.subscribe((event) => {
      try {
        listeners[event.type]?.(event, ctx);
      } catch (err) {
        app.log.error({ err, module: name, event: event.type }, 'bus listener failed');
      }
    });
  }
  app.decorateRequest('user', null);

  // Helmet's headers, worked out once at start, and the caching and indexing rules (core/security-headers.ts).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // A PDF preview is a frame of a blob: URL (ui/file-preview.tsx); nothing else is framed.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  // Same origin only: no cross-site caller may use a token from a browser.
  await app.register(fastifyCors, { origin: false });
  await app.register(fastifyMultipart, { limits: { fileSize: config.maxUploadBytes, files: 20 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Back office API', version: '1.0.0', description: 'Every endpoint of the contract package.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerRequestLog(app);
  registerMetrics(app, ctx);
  app.decorate('lifecycle', registerLifecycle(app, ctx));
  registerAudit(app, database.pool);
  const handlers = modules.flatMap((m) => m.handlers);
  const policies = new Map<string, ServerPolicy>(modules.flatMap((m) => Object.entries(m.policies ?? {})));
  registerEndpoints(app, ctx, endpoints, handlers, policies);
  await registerSpa(app, config.webDist);

  const stopJobs = startSchedules(ctx, [...coreJobs, ...modules.flatMap((m) => m.jobs ?? [])], { timers: config.jobs });
  app.addHook('onClose', async () => {
    await stopJobs();
    for (const { name, onClose } of modules) {
      await onClose?.(ctx).catch((err: unknown) => app.log.error({ err, module: name }, 'module close failed'));
    }
    await sessions.settled();
    await realtime.close();
    await bus.close();
    if (!options.database) await database.close();
  });
  return app;
}
