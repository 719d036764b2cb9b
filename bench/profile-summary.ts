// Reading a V8 .cpuprofile for bench/profile.ts: where the busy time went while the load ran. Samples before and
// after the load (start-up, shutdown) are left out, and idle samples are counted apart, so the shares are of the
// time the process worked on requests.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
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
  const ours = url.search(/\/(server|bench|shared)\//);
  return ours >= 0 ? url.slice(ours + 1) : url.replace(/^file:\/\//, '');
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * Prints self time per package or file and per function, and total time (self and callees) per function, as
 * shares of the busy samples taken between `fromUs` and `toUs` (the monotonic clock V8 stamps samples with,
 * process.hrtime's).
 */
export function summarise(profile: CpuProfile, { fromUs, toUs, top }: { fromUs: number; toUs: number; top: number }): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  // Regular expressions are named by their source, which can run to kilobytes.
  const name = (node: ProfileNode) => `${(node.callFrame.functionName || '(anonymous)').slice(0, 60)}  ${owner(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < fromUs || at > toUs) return;
    const leaf = nodes.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += 1;
      return;
    }
    busy += 1;
    bump(byOwner, owner(leaf.callFrame.url));
    bump(byFunction, name(leaf));
    // A recursive function counts once per sample.
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(parents.get(node.id) ?? -1)) {
      const key = name(node);
      if (!seen.has(key)) bump(inclusive, key);
      seen.add(key);
    }
  });
  console.log(`\n${busy} busy and ${idle} idle samples while the load ran (${((idle / Math.max(1, busy + idle)) * 100).toFixed(0)} % idle); shares of the busy ones`);
  const print = (title: string, counts: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((count / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
    }
  };
  print('self time by package / file', byOwner);
  print('self time by function', byFunction);
  print('total time by function (self and callees)', inclusive);
}
