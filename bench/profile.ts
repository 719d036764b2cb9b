// `node bench/profile.ts [share|page|create|update|session] [seconds] [ceiling]`: runs the app under `node --cpu-prof`
// while autocannon drives one scenario, then prints where its CPU time went: the functions with the most self time
// and the same time summed per package or source file, and the CPU time per answer. With `ceiling`, the process
// profiled is bare Fastify answering the same request with as many bytes (bench/hello-server.ts), for a side-by-side
// look. The .cpuprofile stays in the printed directory for Chrome DevTools' Performance panel.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { processCpuMicros } from './cpu.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';
import { answerSize, BROWSER_HEADERS, scenariosFor } from './scenarios.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** Where a frame's code lives: a package under node_modules, a source file of ours, or Node/V8 itself. */
function owner(url: string): string {
  if (!url) return '(native / V8)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = url.slice(modules + 14).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (url.startsWith('node:')) return url;
  const ours = url.indexOf('/server/src/');
  return ours >= 0 ? url.slice(ours + 1) : url.replace(/^file:\/\//, '');
}

function summarise(profile: CpuProfile, top: number): void {
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const id of profile.samples) {
    const frame = nodes.get(id)!.callFrame;
    const where = owner(frame.url);
    const name = `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
    byOwner.set(where, (byOwner.get(where) ?? 0) + 1);
  }
  const print = (title: string, counts: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((count / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
    }
  };
  print('self time by package / file', byOwner);
  print('self time by function', byFunction);
}

const scenarioName = process.argv[2] ?? 'share';
const seconds = Number(process.argv[3] ?? 5);
const ceiling = process.argv[4] === 'ceiling';
const profileDir = mkdtempSync(join(tmpdir(), 'jotter-profile-'));
const dataDir = mkdtempSync(join(tmpdir(), 'jotter-profile-data-'));
const profiling = { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` };
const port = await freePort();
const app = await startProcess('server/src/main.ts', port, {
  DATA_DIR: dataDir,
  RATE_LIMIT_SCALE: '1000000',
  ...(ceiling ? {} : profiling),
});
const helloPort = ceiling ? await freePort() : undefined;
const hello = helloPort === undefined ? undefined : await startProcess('bench/hello-server.ts', helloPort, profiling);
try {
  const found = (await scenariosFor(port)).find((candidate) => candidate.key === scenarioName);
  if (!found) throw new Error(`unknown scenario ${scenarioName}`);
  const scenario = helloPort === undefined ? found : { ...found, path: `/same-size/${await answerSize(port, found)}`, requests: undefined };
  const profiled = hello ?? app;
  const cpuBefore = processCpuMicros(profiled.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${helloPort ?? port}${scenario.path}`,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: { ...BROWSER_HEADERS, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    connections: 50,
    duration: seconds,
    ...(scenario.requests ? { requests: scenario.requests() } : {}),
  });
  const cpu = (processCpuMicros(profiled.pid) ?? NaN) - (cpuBefore ?? NaN);
  console.log(
    `${ceiling ? 'ceiling of ' : ''}${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
      `CPU ${(cpu / result.requests.total).toFixed(0)} µs per answer (profiler included)`,
  );
} finally {
  if (hello) await stopProcess(hello);
  await stopProcess(app);
  rmSync(dataDir, { recursive: true, force: true });
}
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile was written to ${profileDir}`);
summarise(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile, 25);
console.log(`\nprofile: ${join(profileDir, file)}`);
