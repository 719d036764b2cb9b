// CPU time a server process spent (µs), read from /proc: on a shared machine requests/s moves with other people's
// work, CPU per answer much less (docs/performance-log.md). User time is the process's own code (JavaScript,
// SQLite, compression); system time is mostly the socket, about the same for the app and bare Fastify.
// Undefined where there is no /proc.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

export interface CpuTime {
  user: number;
  system: number;
}

export function processCpuMicros(pid: number | undefined): CpuTime | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    return { user: (Number(fields[11]) * 1e6) / ticksPerSecond, system: (Number(fields[12]) * 1e6) / ticksPerSecond };
  } catch {
    return undefined;
  }
}

/** CPU per answer between two readings, e.g. "52 µs (user 38)"; '?' without /proc. */
export function cpuPerAnswer(before: CpuTime | undefined, after: CpuTime | undefined, answers: number): { total: number; user: number } | null {
  if (!before || !after || answers <= 0) return null;
  return {
    total: Math.round((after.user + after.system - before.user - before.system) / answers),
    user: Math.round((after.user - before.user) / answers),
  };
}

/** e.g. "52 µs (user 38)". */
export const describeCpu = (cpu: { total: number; user: number } | null): string => (cpu ? `${cpu.total} µs (user ${cpu.user})` : '?');
