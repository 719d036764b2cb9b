// `node bench/profile.ts [share|page|create|update|session|spread] [seconds] [ceiling]`: runs the app under `node --cpu-prof`
// while autocannon drives one scenario, then prints where its CPU time went: the functions with the most self time
// and the same time summed per package or source file, and the CPU time per answer. With `ceiling`, the process
// profiled is bare Fastify answering the same request with as many bytes (bench/hello-server.ts), for a side-by-side
// look. The .cpuprofile stays in the printed directory for Chrome DevTools' Performance panel.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuPerAnswer, describeCpu, processCpuMicros } from './cpu.ts';
import { fillStore } from './fill.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';
import { summarise, type CpuProfile } from './profile-summary.ts';
import { answerSize, BROWSER_HEADERS, scenariosFor } from './scenarios.ts';

const scenarioName = process.argv[2] ?? 'share';
const seconds = Number(process.argv[3] ?? 5);
const ceiling = process.argv[4] === 'ceiling';
const profileDir = mkdtempSync(join(tmpdir(), 'jotter-profile-'));
const dataDir = mkdtempSync(join(tmpdir(), 'jotter-profile-data-'));
// A sample every 250 µs: four times the default, enough samples from a few seconds of load.
const profiling = { NODE_OPTIONS: `--cpu-prof --cpu-prof-interval=250 --cpu-prof-dir=${profileDir}` };
/** When the load ran, on the clock V8 stamps its samples with. */
const window = { fromUs: 0, toUs: 0 };
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
// The spread scenario reads a store filled first (BENCH_NOTES notes, 100k), as in the bench.
const filledIds = scenarioName === 'spread' ? await fillStore(dataDir, Number(process.env.BENCH_NOTES ?? 100_000)) : [];
const port = await freePort();
const app = await startProcess('server/src/main.ts', port, {
  DATA_DIR: dataDir,
  RATE_LIMIT_SCALE: '1000000',
  ...(ceiling ? {} : profiling),
});
const helloPort = ceiling ? await freePort() : undefined;
const hello = helloPort === undefined ? undefined : await startProcess('bench/hello-server.ts', helloPort, profiling);
try {
  const found = (await scenariosFor(port, { filledIds })).find((candidate) => candidate.key === scenarioName);
  if (!found) throw new Error(`unknown scenario ${scenarioName}`);
  const scenario = helloPort === undefined ? found : { ...found, path: `/same-size/${await answerSize(port, found)}`, requests: undefined };
  const profiled = hello ?? app;
  const cpuBefore = processCpuMicros(profiled.pid);
  window.fromUs = nowUs();
  const result = await autocannon({
    url: `http://127.0.0.1:${helloPort ?? port}${scenario.path}`,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: { ...BROWSER_HEADERS, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    connections: 50,
    duration: seconds,
    ...(scenario.requests ? { requests: scenario.requests() } : {}),
  });
  window.toUs = nowUs();
  const cpu = cpuPerAnswer(cpuBefore, processCpuMicros(profiled.pid), result.requests.total);
  console.log(
    `${ceiling ? 'ceiling of ' : ''}${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
      `CPU ${describeCpu(cpu)} per answer (profiler included)`,
  );
} finally {
  if (hello) await stopProcess(hello);
  await stopProcess(app);
  rmSync(dataDir, { recursive: true, force: true });
}
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile was written to ${profileDir}`);
summarise(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile, { ...window, top: 25 });
console.log(`\nprofile: ${join(profileDir, file)}`);
