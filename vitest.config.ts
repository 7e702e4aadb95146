import { defineConfig } from 'vitest/config';

// One runner for every suite. `npm test` (scripts/test.sh) runs the projects in order.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      {
        // Screens and shared components in a DOM, with the real contract and only the network faked
        // (apps/web/src/test/render.tsx).
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['e2e/**/*.perf.test.ts'],
          environment: 'node',
          // A condition polled in a browser is waited for up to 10 s (vitest's default, 1 s, is
          // shorter than a busy 2-core machine's answer); a passing poll returns at once.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A browser test that fails is run once more; one that passes only then is listed by
          // `npm test` as flaky, to be mended (scripts/test.sh). A real failure fails both times.
          retry: 1,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        // Measurements of the page's speed, alone on the machine after the other browser tests.
        test: {
          name: 'perf',
          include: ['e2e/**/*.perf.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 180_000,
          pool: 'forks',
          maxWorkers: 1,
        },
      },
    ],
  },
});
