import { describe, expect, it } from 'vitest';
import { auditPage, type LighthouseRun } from '../bench/lighthouse.js';
import { browserSuite } from './browser-suite.js';

const app = browserSuite();

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4× slower CPU) on the sign-in page, as
 * `npm run lighthouse` runs it (bench/lighthouse.ts). Alone on the machine (the `perf`
 * project, run after the other browser tests: simulated throttling scales the CPU time it observes,
 * so another test's burst would count as the page's). The performance score is printed, not
 * asserted: it is a timing of this machine (total blocking time), which varied 87–99 for the same
 * build on it; `npm run lighthouse` measures it (docs/performance.md). What does not depend on the
 * machine is asserted in every run.
 */
describe('Lighthouse on the sign-in page', () => {
  it('scores 100 for accessibility and best practices, with no layout shift', {
    timeout: 240_000,
  }, async () => {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < 3; i++) runs.push(await auditPage(`${app.server.url}/login`));
    const scores = runs.map(
      (r) =>
        `${r.performance}/${r.accessibility}/${r.bestPractices} (LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls})`,
    );
    console.log(`Lighthouse /login, performance/accessibility/best practices: ${scores.join(', ')}`);
    for (const run of runs) {
      expect(run.accessibility, run.failing.join(', ')).toBe(100);
      expect(run.bestPractices, run.failing.join(', ')).toBe(100);
      expect(run.cls).toBe(0);
    }
  });
});
