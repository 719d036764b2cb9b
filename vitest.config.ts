// Unit and integration tests (server via inject and real sockets, client data layer via fake-indexeddb).
// Browser tests live in e2e/ and run through e2e/run.ts against a real Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{client,server,shared}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
