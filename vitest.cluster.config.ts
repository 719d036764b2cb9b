// The scale-out tests (cluster/**/*.cluster.ts): each file starts three app instances on PostgreSQL and Redis
// behind HAProxy and drives them through the balancer, with Chromium where a user would have a browser. Started
// by cluster/run.ts, which checks that everything needed is installed. One file at a time: the machine is small.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['cluster/**/*.cluster.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
