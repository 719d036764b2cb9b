// `npm run bench`: server throughput against a bare Fastify hello-world measured in the same run, p50/p99 at
// half of the measured peak, update throughput, what keeping note history costs an update (history-cost.ts on the
// store, history-http.ts over HTTP), reads spread over a store filled with BENCH_NOTES notes (100k), and the
// client's JS/CSS budgets (docs/design.md §8). Whenever PostgreSQL answers at PGTEST_URL, every scenario also runs
// against an app on the PostgreSQL store (a database of its own, filled alike, dropped at the end), measured right
// after the SQLite app's run of the same scenario and printed beside it.
// Prints ratios and writes bench/results.json; asserts nothing. Each budgeted scenario also shows bare Fastify's
// ceiling for the same request and answer size. Requests ask for brotli/gzip as a browser does, and each scenario
// prints the bytes one answer took on the wire and the server's CPU time per answer (the app's and the ceiling's).
// Live notes (live.ts): change-to-other-screen latency, bytes of a one-word change, memory per 1,000 idle streams, each
// beside its baseline without live in the same run.
// BENCH_ONLY=share,page,… runs only those parts (scenario keys, `sizes`, `painting`, `history`, `live`) and writes no results file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { clientBudgets } from './bundle-size.ts';
import { cpuPerAnswer, describeCpu, processCpuMicros } from './cpu.ts';
import { fillPostgres, fillStore } from './fill.ts';
import { historyCost } from './history-cost.ts';
import { historyOverHttp } from './history-http.ts';
import { liveBench, printLive } from './live.ts';
import { createTestDatabase, type TestDatabase } from '../server/src/test-support/postgres.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';
import { renderCost } from './render-cost.ts';
import { answerSize, BROWSER_HEADERS, scenariosFor, type Scenario } from './scenarios.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FILL = Number(process.env.BENCH_NOTES ?? 100_000);
const CONNECTIONS = 50;
const HALF_PEAK_CONNECTIONS = 10;
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((part) => part.trim()) : undefined;
const wanted = (part: string) => ONLY === undefined || ONLY.includes(part);

/** `pid`: the server process, whose CPU time per answer is measured over the run. */
async function measure(port: number, scenario: Scenario, { overallRate, pid }: { overallRate?: number; pid?: number } = {}) {
  const cpuBefore = processCpuMicros(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${scenario.path}`,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: { ...BROWSER_HEADERS, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    connections: overallRate ? HALF_PEAK_CONNECTIONS : CONNECTIONS,
    duration: SECONDS,
    ...(scenario.requests ? { requests: scenario.requests() } : {}),
    ...(overallRate ? { overallRate } : {}),
  });
  const failed = result.non2xx + result.errors;
  if (failed > 0) console.warn(`  ! ${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} failed requests`);
  // What one answer costs a reader's link: status line, headers and body as they crossed the socket.
  const wireBytes = result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0;
  const cpu = cpuPerAnswer(cpuBefore, processCpuMicros(pid), result.requests.total);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failed, wireBytes, cpu };
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/**
 * What bare Fastify reaches with the scenario's request (method and body) and an answer as long as the app's
 * (its headers aside): how far the budget, a ratio of a 17-byte GET, is reachable at all on this machine.
 */
async function frameworkCeiling(helloPort: number, helloPid: number | undefined, appPort: number, scenario: Scenario) {
  const answerBytes = await answerSize(appPort, scenario);
  const { rps, cpu } = await measure(helloPort, { ...scenario, path: `/same-size/${answerBytes}` }, { pid: helloPid });
  return { answerBytes, rps, cpu };
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The same app on the PostgreSQL store, when a server answers; its database is filled as the SQLite file was. */
async function startPostgresApp(fill: number) {
  const database: TestDatabase | null = await createTestDatabase('bench on PostgreSQL');
  if (!database) return null;
  try {
    const filledAt = Date.now();
    const filledIds = fill > 0 ? await fillPostgres(database.url, fill) : [];
    if (fill > 0) console.log(`filled the PostgreSQL store with ${fill} notes in ${((Date.now() - filledAt) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const app = await startProcess('server/src/main.ts', port, {
      DATABASE_URL: database.url,
      SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000000',
      REDIS_URL: '',
      MONGODB_URI: '',
    });
    return { port, app, filledIds, database };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function serverBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jotter-bench-'));
  const filledAt = Date.now();
  const fill = wanted('spread') ? FILL : 0;
  const filledIds = fill > 0 ? await fillStore(dataDir, fill) : [];
  if (fill > 0) console.log(`filled the store with ${FILL} notes in ${((Date.now() - filledAt) / 1000).toFixed(1)} s`);
  const helloPort = await freePort();
  const appPort = await freePort();
  const hello = await startProcess('bench/hello-server.ts', helloPort);
  const app = await startProcess('server/src/main.ts', appPort, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000000',
    REDIS_URL: '',
    MONGODB_URI: '',
  });
  const postgres = await startPostgresApp(fill);
  try {
    const baseline = await measure(helloPort, { key: 'hello', name: 'hello-world', path: '/' });
    console.log(`baseline  hello-world               ${String(baseline.rps).padStart(7)} req/s`);
    const rows = [];
    const scenarios = (await scenariosFor(appPort, { connections: CONNECTIONS, filledIds })).filter((scenario) => wanted(scenario.key));
    const postgresScenarios = postgres ? await scenariosFor(postgres.port, { connections: CONNECTIONS, filledIds: postgres.filledIds }) : [];
    for (const scenario of scenarios) {
      const peak = await measure(appPort, scenario, { pid: app.pid });
      const half = await measure(appPort, scenario, { overallRate: Math.max(1, Math.floor(peak.rps / 2)) });
      const ratio = peak.rps / baseline.rps;
      const verdict = scenario.budget === undefined ? '' : ` (budget ≥ ${pct(scenario.budget)}) ${ratio >= scenario.budget ? 'ok' : 'OVER BUDGET'}`;
      console.log(
        `${scenario.name.padEnd(22)} ${String(peak.rps).padStart(7)} req/s = ${pct(ratio).padStart(5)} of baseline${verdict}; ` +
          `at half peak p50 ${half.p50} ms, p99 ${half.p99} ms (budget ≤ 20 ms) ${half.p99 <= 20 ? 'ok' : 'OVER BUDGET'}; ` +
          `${peak.wireBytes} B on the wire per answer; CPU ${describeCpu(peak.cpu)} per answer`,
      );
      const ceiling = scenario.budget === undefined ? null : await frameworkCeiling(helloPort, hello.pid, appPort, scenario);
      if (ceiling) {
        console.log(
          `  ceiling: bare Fastify, same request, ${ceiling.answerBytes} B answer ${String(ceiling.rps).padStart(7)} req/s = ` +
            `${pct(ceiling.rps / baseline.rps).padStart(5)} of baseline, CPU ${describeCpu(ceiling.cpu)} per answer; ` +
            `the app reaches ${pct(peak.rps / ceiling.rps)} of it`,
        );
      }
      const onPostgres = postgres ? await measureOnPostgres(postgres, postgresScenarios, scenario.key, baseline.rps, peak.rps) : null;
      rows.push({
        key: scenario.key,
        name: scenario.name,
        rps: peak.rps,
        ratio: Number(ratio.toFixed(3)),
        budget: scenario.budget ?? null,
        peak,
        halfPeak: half,
        ceiling: ceiling && { ...ceiling, ratio: Number((ceiling.rps / baseline.rps).toFixed(3)) },
        postgres: onPostgres,
      });
    }
    if (!postgres) console.warn('  PostgreSQL: no server answered at PGTEST_URL, so only the SQLite store was measured');
    // The goal for a read spread over a large store: as fast as reading one note over and over (a big store must not
    // make each read slower).
    const one = rows.find((row) => row.key === 'share');
    const spread = rows.find((row) => row.key === 'spread');
    if (one && spread) {
      console.log(`  spread over ${fill} notes: ${pct(spread.rps / one.rps)} of the one-note share read (CPU ${describeCpu(spread.peak.cpu)} vs ${describeCpu(one.peak.cpu)} per answer)`);
      if (one.postgres && spread.postgres) console.log(`  on PostgreSQL: ${pct(spread.postgres.rps / one.postgres.rps)} of its one-note share read`);
    }
    return { baseline, filledNotes: fill, scenarios: rows };
  } finally {
    await Promise.all([stopProcess(hello), stopProcess(app), ...(postgres ? [stopProcess(postgres.app)] : [])]);
    await postgres?.database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The scenario `key` against the PostgreSQL app, printed under the SQLite line: of the baseline, and of SQLite's peak. */
async function measureOnPostgres(postgres: { port: number; app: { pid?: number | undefined } }, scenarios: Scenario[], key: string, baselineRps: number, sqliteRps: number) {
  const scenario = scenarios.find((candidate) => candidate.key === key);
  if (!scenario) return null;
  const peak = await measure(postgres.port, scenario, { pid: postgres.app.pid });
  const half = await measure(postgres.port, scenario, { overallRate: Math.max(1, Math.floor(peak.rps / 2)) });
  console.log(
    `  on PostgreSQL          ${String(peak.rps).padStart(7)} req/s = ${pct(peak.rps / baselineRps).padStart(5)} of baseline, ` +
      `${pct(peak.rps / sqliteRps)} of SQLite's; at half peak p50 ${half.p50} ms, p99 ${half.p99} ms; CPU ${describeCpu(peak.cpu)} per answer`,
  );
  return { rps: peak.rps, ratio: Number((peak.rps / baselineRps).toFixed(3)), ofSqlite: Number((peak.rps / sqliteRps).toFixed(3)), peak, halfPeak: half };
}

function clientBench() {
  let rows;
  try {
    rows = clientBudgets(resolve('dist/client'));
  } catch {
    console.warn('client budgets skipped: no build manifest (run `npm run build` first)');
    return [];
  }
  for (const { name, bytes, budget } of rows) {
    console.log(`${name.padEnd(22)} ${kb(bytes).padStart(9)} gzip = ${pct(bytes / budget).padStart(5)} of ${kb(budget)} ${bytes <= budget ? 'ok' : 'OVER BUDGET'}`);
  }
  return rows;
}

async function renderBench() {
  const costs = await renderCost();
  if (!costs) {
    console.warn('page painting skipped: no prerender bundle (run `npm run build` first)');
    return [];
  }
  for (const { page, perRequest, prerendered } of costs) {
    console.log(
      `paint ${page.padEnd(10)} per request (react-dom/server) ${perRequest.toFixed(0).padStart(7)} pages/s; prerendered (string joins) ${prerendered.toFixed(0).padStart(8)} pages/s, one core`,
    );
  }
  return costs;
}

const loadBefore = loadavg()[0]!;
const sizes = wanted('sizes') ? clientBench() : [];
const painting = wanted('painting') ? await renderBench() : [];
const server = await serverBench();
const history = wanted('history') ? await historyCost(SECONDS) : undefined;
const historyHttp = wanted('history') ? await historyOverHttp(Math.max(2, Math.round(SECONDS / 2))) : undefined;
if (history && historyHttp) {
  console.log(
    `update, history kept    ${String(history.withHistory).padStart(7)} store writes/s = ${pct(history.ratio).padStart(5)} of ` +
      `${history.withoutHistory}/s without (10 KB autosaves, same file, A-B-B-A; the store alone, an upper bound of the cost); ` +
      `CPU per write ${history.cpuPerWrite.withHistory} µs vs ${history.cpuPerWrite.withoutHistory} µs`,
  );
  const httpCpu = historyHttp.cpuPerUpdate;
  console.log(
    `update over HTTP, history ${String(historyHttp.withHistory).padStart(7)} req/s = ${pct(historyHttp.ratio).padStart(5)} of ` +
      `${historyHttp.withoutHistory}/s without (10 KB autosaves, two app processes, A-B-B-A twice; budget ≥ 90 %) ${historyHttp.ratio >= 0.9 ? 'ok' : 'OVER BUDGET'}` +
      (httpCpu ? `; app CPU per update ${httpCpu.withHistory} µs vs ${httpCpu.withoutHistory} µs` : ''),
  );
}
const live = wanted('live') ? await liveBench() : undefined;
if (live) printLive(live);
const results = {
  at: new Date().toISOString(),
  seconds: SECONDS,
  connections: CONNECTIONS,
  loadAverage: { before: Number(loadBefore.toFixed(2)), after: Number(loadavg()[0]!.toFixed(2)) },
  server,
  history,
  historyHttp,
  live,
  sizes,
  painting,
};
// A partial run (BENCH_ONLY) leaves the last full run's file alone.
if (ONLY === undefined) writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(`load average ${results.loadAverage.before} before, ${results.loadAverage.after} after${ONLY === undefined ? '; written to bench/results.json' : ''}`);
