// What keeping history costs an update over HTTP (the budget: update throughput with history stays within 10 % of
// throughput without it): 10 KB autosaves (history-cost.ts's notes and edits) sent to two app processes, one keeping history and
// one doing the same HTTP-visible work without it (history-server.ts), in A-B-B-A rounds so drift in the machine's
// load cancels. Besides requests per second, the CPU each app process spent per update (all its threads, from
// /proc/<pid>/task/*/schedstat; Linux only), which a busy machine moves less than throughput.
// `node bench/history-http.ts [seconds per phase] [rounds]` runs it alone.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { tenKilobytes, typeAWord } from './history-cost.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';
import { updateRequests } from './scenarios.ts';

const CONNECTIONS = 50;

export interface HistoryOverHttp {
  /** Updates per second keeping history. */
  withHistory: number;
  withoutHistory: number;
  ratio: number;
  /** CPU of the app process per update (µs), each way; null where /proc is not there. */
  cpuPerUpdate: { withHistory: number; withoutHistory: number } | null;
}

/** Nanoseconds the process's threads have run, or null without /proc. */
function cpuNanoseconds(pid: number): number | null {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, task) => sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]), 0);
  } catch {
    return null;
  }
}

async function appKeeping(history: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jotter-history-http-'));
  const port = await freePort();
  const app = await startProcess('bench/history-server.ts', port, {
    DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: '1000000',
    BENCH_HISTORY: history ? 'on' : 'off',
  });
  const requests = await updateRequests(port, CONNECTIONS, { first: (i) => tenKilobytes(i + 1), next: typeAWord, compressed: false });
  const totals = { updates: 0, seconds: 0, cpuNs: 0 as number | null };
  return {
    totals,
    async phase(seconds: number) {
      const cpuBefore = cpuNanoseconds(app.pid!);
      const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: seconds, requests: requests() });
      const cpuAfter = cpuNanoseconds(app.pid!);
      // A note whose answer a phase's end cut off is refused once in the next phase (409, its version read from it).
      if (result.errors > 0) console.warn(`  ! history over HTTP: ${result.errors} failed requests`);
      totals.updates += result.requests.total - result.non2xx;
      totals.seconds += seconds;
      totals.cpuNs = totals.cpuNs === null || cpuBefore === null || cpuAfter === null ? null : totals.cpuNs + cpuAfter - cpuBefore;
    },
    stop: async () => {
      await stopProcess(app);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function historyOverHttp(seconds: number, rounds = 2): Promise<HistoryOverHttp> {
  const keeping = await appKeeping(true);
  const notKeeping = await appKeeping(false);
  try {
    for (let round = 0; round < rounds; round += 1) {
      await notKeeping.phase(seconds);
      await keeping.phase(seconds);
      await keeping.phase(seconds);
      await notKeeping.phase(seconds);
    }
    const rate = ({ totals }: typeof keeping) => totals.updates / totals.seconds;
    const cpu = ({ totals }: typeof keeping) => (totals.cpuNs === null ? null : Math.round(totals.cpuNs / 1000 / totals.updates));
    const [cpuWith, cpuWithout] = [cpu(keeping), cpu(notKeeping)];
    return {
      withHistory: Math.round(rate(keeping)),
      withoutHistory: Math.round(rate(notKeeping)),
      ratio: Number((rate(keeping) / rate(notKeeping)).toFixed(3)),
      cpuPerUpdate: cpuWith === null || cpuWithout === null ? null : { withHistory: cpuWith, withoutHistory: cpuWithout },
    };
  } finally {
    await Promise.all([keeping.stop(), notKeeping.stop()]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await historyOverHttp(Number(process.argv[2] ?? 3), Number(process.argv[3] ?? 2)));
}
