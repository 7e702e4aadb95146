// "Run now" answers at once (202); the person who started the run is told how it ended by the spec's
// `dialog` event (§4) in their open tabs, success or error, and nobody else is.
import { runJob } from '@backoffice/contract/modules/jobs';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerModule } from '../../core/module.js';
import { serverModules } from '../../modules/index.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { listen, nextEvent, openSocket } from '../../test/sockets.js';

// A module of the test's own with one job that fails, beside every real module.
const failing = defineServerModule({
  name: 'run-now-test',
  handlers: [],
  jobs: [
    {
      name: 'run-now-test.fails',
      description: 'Fails on purpose.',
      cron: '0 3 * * *',
      retryDelays: [],
      run: async () => {
        throw new Error('the disk is full');
      },
    },
  ],
});

let t: TestApp;
let base: string;
let runner: TestUser;
let onlooker: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ modules: [...serverModules, failing] });
  base = await listen(t);
  runner = await t.createUser({ scopes: ['jobs:schedule:run'] });
  onlooker = await t.createUser({ scopes: ['jobs:schedule:run'] });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

async function socketOf(user: TestUser) {
  const socket = await openSocket(base, user.wsKey);
  sockets.push(socket);
  return socket;
}

describe('the end of a run started with "Run now"', () => {
  it('is shown to the person who started it as a success dialog naming the job', async () => {
    const heard = nextEvent<{ type: string; message: string }>(await socketOf(runner), 'dialog');
    expect((await t.call(runner, runJob, { params: { name: 'prune-sessions' } })).statusCode).toBe(202);
    expect(await heard).toEqual({
      type: 'success',
      message: 'The run of prune-sessions you started has finished.',
    });
  });

  it('is shown as an error dialog with the reason when the run failed', async () => {
    const heard = nextEvent<{ type: string; message: string }>(await socketOf(runner), 'dialog');
    expect((await t.call(runner, runJob, { params: { name: 'run-now-test.fails' } })).statusCode).toBe(202);
    expect(await heard).toEqual({
      type: 'error',
      message: 'The run of run-now-test.fails you started failed: the disk is full',
    });
  });

  it('is not shown to anyone else', async () => {
    const other = await socketOf(onlooker);
    const told: unknown[] = [];
    other.on('dialog', (event) => told.push(event));
    const heard = nextEvent(await socketOf(runner), 'dialog');
    await t.call(runner, runJob, { params: { name: 'prune-sessions' } });
    await heard;
    expect(told).toEqual([]);
  });
});
