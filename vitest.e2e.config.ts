// Browser tests (e2e/**/*.e2e.ts) in a real Chromium against the real server. Started by e2e/run.ts,
// which provides E2E_BASE_URL and CHROMIUM_PATH. One file at a time: the machine is small and each file
// launches its own browser.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One more try for a browser test that fails: on a 2-core machine shared by the server, Chromium and the
    // test, a few specs miss by timing now and then (docs/decisions.md, "Browser tests"). A retried test is
    // named in the output, with the error of its failed try (support/retried-tests-reporter.ts); a test that
    // fails twice fails the run.
    retry: 1,
    reporters: ['default', './e2e/support/retried-tests-reporter.ts'],
  },
});
