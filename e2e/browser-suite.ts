// The server and browser every browser test file starts and stops the same way (harness.ts stays free
// of vitest: the benchmarks start servers with it too).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from './harness.js';

/** A test file's running server and browser, there from the file's first hook and test on. */
export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
}

/**
 * Starts the file's server and browser in a beforeAll this registers (before the file's own, which
 * run after it) and closes both in an afterAll (which, hooks running as a stack, runs after the
 * file's own). `env` adds server variables, as `startServer`'s does; given as a function, it is
 * called first (to start what the server will talk to, e.g. a PowerDNS).
 */
export function browserSuite(
  options: { env?: Record<string, string> | (() => Promise<Record<string, string>>) } = {},
): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    suite.server = await startServer({ env });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
