import { readFileSync } from 'node:fs';

/**
 * Summarises a V8 `.cpuprofile` (from BENCH_CPU_PROFILE=<dir>): self time by function and by
 * package, so a bench row's cost can be attributed before anything is changed.
 *
 *   npx ts-node --transpile-only bench/support/profile-summary.ts <file.cpuprofile> [top]
 *
 * Only the busiest stretch counts (BUSY_WINDOW_SECONDS, default 8: the length of a bench row), so
 * start-up, seeding and the other rows' idle time do not dilute the row being studied.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node';
  const dist = url.indexOf('/dist/');
  return dist >= 0
    ? `app:${url
        .slice(dist + 6)
        .split('/')
        .slice(0, 2)
        .join('/')}`
    : url;
}

function main(): void {
  const [file, topArg] = process.argv.slice(2);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const top = Number(topArg ?? 40);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const idleIds = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  const times: number[] = [];
  let clock = 0;
  for (const delta of profile.timeDeltas) times.push((clock += delta));
  const window = Number(process.env.BUSY_WINDOW_SECONDS ?? 8) * 1e6;
  // Slide a window over the samples and keep the one with the most non-idle time.
  let best = { from: 0, to: profile.samples.length, busy: -1 };
  let from = 0;
  let busy = 0;
  for (let to = 0; to < profile.samples.length; to += 1) {
    if (!idleIds.has(profile.samples[to])) busy += profile.timeDeltas[to] ?? 0;
    while (times[to] - times[from] > window) {
      if (!idleIds.has(profile.samples[from])) busy -= profile.timeDeltas[from] ?? 0;
      from += 1;
    }
    if (busy > best.busy) best = { from, to: to + 1, busy };
  }
  const selfMicros = new Map<number, number>();
  for (let index = best.from; index < best.to; index += 1) {
    const id = profile.samples[index];
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const pkg = packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const print = (title: string, entries: Map<string, number>) => {
    process.stdout.write(`\n${title}\n`);
    for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      process.stdout.write(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}\n`);
    }
  };
  process.stdout.write(
    `busiest ${(total / 1e6).toFixed(1)} s window from ${(times[best.from] / 1e6).toFixed(1)} s: ${((best.busy / total) * 100).toFixed(0)}% busy\n`,
  );
  print('self time by package', byPackage);
  print('self time by function', byFunction);
  // INCLUSIVE=name,name: time with that function on the (synchronous) stack, by function name.
  const wanted = (process.env.INCLUSIVE ?? '').split(',').filter(Boolean);
  if (wanted.length > 0) {
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parentOf.set(child, node.id);
    const inclusive = new Map<string, number>();
    for (let index = best.from; index < best.to; index += 1) {
      const seen = new Set<string>();
      for (
        let id: number | undefined = profile.samples[index];
        id !== undefined;
        id = parentOf.get(id)
      ) {
        const name = byId.get(id)!.callFrame.functionName;
        if (wanted.includes(name) && !seen.has(name)) {
          seen.add(name);
          inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0));
        }
      }
    }
    process.stdout.write('\ninclusive time (synchronous part)\n');
    for (const [name, micros] of [...inclusive].sort((a, b) => b[1] - a[1]))
      process.stdout.write(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}\n`);
  }
}

main();
