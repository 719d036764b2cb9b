// `npm run bench`: server throughput against a bare Fastify hello-world measured in the same run, p99 at
// half of the measured peak, and the client's JS/CSS budgets (DESIGN §8). Prints ratios; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { clientBudgets } from './bundle-size.ts';
import { renderCost } from './render-cost.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function measure(port: number, scenario: Scenario, overallRate?: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${scenario.path}`,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    connections: overallRate ? 10 : CONNECTIONS,
    duration: SECONDS,
    ...(overallRate ? { overallRate } : {}),
  });
  const bad = result.non2xx + result.errors;
  if (bad > 0) console.warn(`  ! ${scenario.name}: ${bad} non-2xx or failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function serverBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jotter-bench-'));
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
  try {
    const seeded = await fetch(`http://127.0.0.1:${appPort}/api/notes/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: `<h1>Bench note</h1>${'<p>Some words in a paragraph of a shared note.</p>'.repeat(40)}` }),
    }).then((r) => r.json() as Promise<{ share_id: string }>);
    const id = seeded.share_id;

    const baseline = await measure(helloPort, { name: 'hello-world', path: '/' });
    console.log(`baseline  hello-world               ${baseline.rps.toFixed(0).padStart(7)} req/s`);
    const scenarios: Array<Scenario & { budget: number }> = [
      { name: 'share read', method: 'POST', path: `/api/notes/share/${id}`, body: '{}', budget: 0.6 },
      { name: '/n/{id} HTML', path: `/n/${id}`, budget: 0.5 },
      { name: 'create', method: 'POST', path: '/api/notes/create', body: JSON.stringify({ content: '<p>Hello from the bench</p>' }), budget: 0.25 },
    ];
    for (const scenario of scenarios) {
      const peak = await measure(appPort, scenario);
      const half = await measure(appPort, scenario, Math.max(1, Math.floor(peak.rps / 2)));
      const ratio = peak.rps / baseline.rps;
      console.log(
        `${scenario.name.padEnd(16)} ${peak.rps.toFixed(0).padStart(7)} req/s = ${pct(ratio).padStart(5)} of baseline (budget ≥ ${pct(scenario.budget)}) ${ratio >= scenario.budget ? 'ok' : 'OVER BUDGET'}; ` +
          `p99 at half peak ${half.p99} ms (budget ≤ 20 ms) ${half.p99 <= 20 ? 'ok' : 'OVER BUDGET'}`,
      );
    }
  } finally {
    await Promise.all([stopProcess(hello), stopProcess(app)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function clientBench() {
  let rows;
  try {
    rows = clientBudgets(resolve('dist/client'));
  } catch {
    console.warn('client budgets skipped: no build manifest (run `npm run build` first)');
    return;
  }
  for (const { name, bytes, budget } of rows) {
    console.log(`${name.padEnd(22)} ${kb(bytes).padStart(9)} gzip = ${pct(bytes / budget).padStart(5)} of ${kb(budget)} ${bytes <= budget ? 'ok' : 'OVER BUDGET'}`);
  }
}

async function renderBench() {
  const costs = await renderCost();
  if (!costs) {
    console.warn('page painting skipped: no prerender bundle (run `npm run build` first)');
    return;
  }
  for (const { page, perRequest, prerendered } of costs) {
    console.log(
      `paint ${page.padEnd(10)} per request (react-dom/server) ${perRequest.toFixed(0).padStart(7)} pages/s; prerendered (string joins) ${prerendered.toFixed(0).padStart(8)} pages/s, one core`,
    );
  }
}

clientBench();
await renderBench();
await serverBench();
