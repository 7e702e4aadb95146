// The module seams of the server: a module's settings, jobs and bus listeners, through the real app
// (how jobs run: core/schedules.test.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { serverModules } from '../modules/index.js';
import { openTestDatabase, type TestDatabase, testConfig } from '../test/helpers.js';
import type { BusEvent } from './bus.js';
import { ConfigError, loadConfig } from './config.js';
import { defineServerModule, type Job, moduleSettings } from './module.js';

const exampleSettings = moduleSettings(
  'example',
  z.object({
    EXAMPLE_LIMIT: z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .default('5')
      .transform((v) => Number(v)),
  }),
);

describe('a module definition', () => {
  it('refuses settings of another module and jobs not named after the module', () => {
    expect(() => defineServerModule({ name: 'other', handlers: [], config: exampleSettings })).toThrow(
      /Module other declares the settings of example/,
    );
    const job: Job = { name: 'cleanup', description: 'Cleans up', cron: '0 * * * *', run: async () => {} };
    expect(() => defineServerModule({ name: 'example', handlers: [], jobs: [job] })).toThrow(
      /Job cleanup of module example must be named example.<job>/,
    );
  });
});

describe("a module's settings", () => {
  const example = defineServerModule({ name: 'example', handlers: [], config: exampleSettings });

  it('are read at start with the core ones and reach the module through ctx', () => {
    const config = loadConfig({ EXAMPLE_LIMIT: '12' }, [example]);
    expect(config.modules).toEqual({ example: { EXAMPLE_LIMIT: 12 } });
    expect(exampleSettings.of({ config }).EXAMPLE_LIMIT).toBe(12);
    expect(exampleSettings.of({ config: loadConfig({}, [example]) }).EXAMPLE_LIMIT).toBe(5);
  });

  it('stop the start with one line naming the variable', () => {
    expect(() => loadConfig({ EXAMPLE_LIMIT: 'many' }, [example])).toThrow(ConfigError);
    expect(() => loadConfig({ EXAMPLE_LIMIT: 'many' }, [example])).toThrow(
      /^Invalid EXAMPLE_LIMIT: must be a whole number$/,
    );
  });

  it('must be loaded before the app is built', async () => {
    await expect(buildApp(testConfig(), { modules: [example] })).rejects.toThrow(
      /The settings of example were not loaded/,
    );
  });
});

describe('bus listeners of modules', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const heard: BusEvent[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const listener = defineServerModule({
      name: 'listener',
      handlers: [],
      events: {
        'users.changed': (event) => {
          heard.push(event);
        },
        'roles.changed': () => {
          throw new Error('a broken listener');
        },
      },
    });
    app = await buildApp(testConfig(), { database, modules: [...serverModules, listener] });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it("hears the bus events it listens to; a listener that throws does not break the publisher's request", () => {
    app.ctx.bus.publish({ type: 'users.changed', userIds: [7] });
    app.ctx.bus.publish({ type: 'sessions.revoked', sessionIds: ['x'] });
    expect(() => app.ctx.bus.publish({ type: 'roles.changed', roleIds: [1] })).not.toThrow();
    expect(heard).toEqual([{ type: 'users.changed', userIds: [7] }]);
  });
});
