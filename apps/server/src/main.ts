import { buildApp } from './app.js';
import { ensureAdministrator } from './core/bootstrap.js';
import { ConfigError, loadConfig, randomPassword } from './core/config.js';
import { stopGracefully } from './core/lifecycle.js';
import { serverModules } from './modules/index.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  // Core variables and every module's settings: a bad value stops the start with one line naming it.
  config = loadConfig(process.env, serverModules);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (config.timeZone) process.env.TZ = config.timeZone;

const app = await buildApp(config).catch((error: Error) => fail(`Cannot start: ${error.message}`));

const admin = await ensureAdministrator(app.ctx.pool, config.adminUsername, config.adminPassword, randomPassword);
if (admin.generatedPassword) {
  // Printed once, on the very first start; it is never stored in clear text.
  process.stdout.write(
    `\n  Administrator created: username "${config.adminUsername}", password "${admin.generatedPassword}"\n` +
      '  Sign in and change it; this password is not shown again.\n\n',
  );
} else if (admin.created) {
  app.log.info({ username: config.adminUsername }, 'administrator created from ADMIN_USERNAME / ADMIN_PASSWORD');
}

if (process.env.DEMO === '1') {
  const { seedDemo } = await import('./demo.js');
  await seedDemo(app.ctx);
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close();
  fail(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
}
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
process.stdout.write(
  `Back office ready on http://${shown}:${config.port} (${app.ctx.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})\n`,
);

// SIGTERM (systemd, docker stop, a rolling restart): stop taking work, finish what is in flight, hand
// the sockets to the other instances, release the job leases, exit 0 (1 when SHUTDOWN_GRACE_S ran out).
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceMs / 1000 }, 'stopping: draining, then closing');
    stopGracefully(app, app.lifecycle, config.shutdownGraceMs).then((clean) => {
      app.log.info({ clean }, clean ? 'stopped' : 'stopped before everything finished (SHUTDOWN_GRACE_S)');
      process.exit(clean ? 0 : 1);
    });
  });
}
