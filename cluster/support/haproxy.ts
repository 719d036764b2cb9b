// The load balancer in front of the instances: Debian's HAProxy with the configuration docs/deploy.md gives
// operators (round-robin, health check on /api/health, X-Forwarded-For appended), on free ports, with
// faster health checks so a killed instance leaves the pool within a second, and a stats page the tests read.
import { accessSync, constants, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../server/src/test-support/server-process.ts';
import { spawnTracked, stopChild } from './child-processes.ts';

export const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';

/** The response header naming the instance that answered (HAProxy's server name): how tests tell instances apart. */
export const SERVED_BY = 'x-served-by';

export function haproxyInstalled(): boolean {
  try {
    accessSync(HAPROXY, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface Backend {
  name: string;
  port: number;
}

/**
 * docs/deploy.md's configuration with this run's ports, a health check every 300 ms (a killed instance is out
 * within a second) and X-Served-By naming the instance that answered.
 */
export function haproxyConfig({ port, statsPort, backends }: { port: number; statsPort: number; backends: readonly Backend[] }): string {
  return `global
    maxconn 2000

defaults
    mode http
    timeout connect 5s
    # Silences, not lengths: a live note's stream beats every 15 s (docs/deploy.md, "HAProxy").
    timeout client 60s
    timeout server 60s
    timeout http-keep-alive 60s
    # A request whose connection to an instance was refused (it just died) goes to another one: nothing was
    # sent, so even a POST is safe to send again.
    retries 2
    option redispatch 1

frontend jotter
    bind 127.0.0.1:${port}
    # Appends the client's address to X-Forwarded-For; the app (TRUST_PROXY=1) believes that one entry only.
    option forwardfor
    default_backend instances

backend instances
    balance roundrobin
    option httpchk GET /api/health
    http-check expect status 200
    http-response set-header X-Served-By %[srv_name]
    default-server check inter 300ms fall 2 rise 2
${backends.map(({ name, port: backendPort }) => `    server ${name} 127.0.0.1:${backendPort}`).join('\n')}

frontend stats
    bind 127.0.0.1:${statsPort}
    stats enable
    stats uri /stats
`;
}

export interface Balancer {
  url: string;
  statsUrl: string;
  stop(): Promise<void>;
  /** Each server's state from the stats page: UP, DOWN, or a transition such as "UP 1/2". */
  states(): Promise<Record<string, string>>;
  output(): string;
}

export async function startHaproxy(directory: string, backends: readonly Backend[]): Promise<Balancer> {
  const port = await freePort();
  const statsPort = await freePort();
  const file = join(directory, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, statsPort, backends }));
  // -db: in the foreground, so stopping this child stops HAProxy.
  const child = spawnTracked(HAPROXY, ['-db', '-f', file], {});
  const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    statsUrl,
    stop: () => stopChild(child, 5_000),
    output: child.output,
    async states() {
      const csv = await (await fetch(`${statsUrl};csv`)).text();
      const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const columns = header.split(',');
      const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? '';
      const states: Record<string, string> = {};
      for (const row of rows.map((line) => line.split(','))) {
        if (at(row, 'pxname') === 'instances' && !['FRONTEND', 'BACKEND'].includes(at(row, 'svname'))) states[at(row, 'svname')] = at(row, 'status');
      }
      return states;
    },
  };
  try {
    await everyInstanceUp(balancer, backends, () => child.exitCode);
  } catch (error) {
    await balancer.stop();
    throw error;
  }
  return balancer;
}

/** Ready once every instance passed its health check. */
async function everyInstanceUp(balancer: Balancer, backends: readonly Backend[], exitCode: () => number | null): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exitCode() !== null) throw new Error(`HAProxy exited with code ${exitCode()}:\n${balancer.output()}`);
    const states = await balancer.states().catch(() => ({}) as Record<string, string>);
    if (backends.every(({ name }) => states[name] === 'UP')) return;
    if (Date.now() > deadline) throw new Error(`HAProxy did not see every instance up within 15 s: ${JSON.stringify(states)}\n${balancer.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
