import { readFileSync } from 'node:fs';

/**
 * Summarises what BENCH_ALLOCATION_PROFILE=<dir> wrote for one server process: bytes allocated
 * per request, and by allocating function (self size of V8's sampling heap profile, freed
 * objects included), so a row's garbage can be attributed before anything is changed.
 *
 *   npx ts-node --transpile-only bench/support/allocation-summary.ts <dir>/<pid> [top]
 */
interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

const [base, top = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(`${base}.heapprofile`, 'utf8')) as { head: HeapNode };
const requests = Number(readFileSync(`${base}.requests`, 'utf8'));

const bySite = new Map<string, number>();
let total = 0;
const walk = (node: HeapNode): void => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.includes('node_modules/')
    ? url.replace(/.*node_modules\//, '')
    : url.replace(/.*\/dist\//, '');
  const site = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  total += node.selfSize;
  if (node.selfSize > 0) bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
  node.children.forEach(walk);
};
walk(profile.head);

const kb = (bytes: number) => (bytes / 1024 / Math.max(requests, 1)).toFixed(1);
console.log(`${requests} requests, ${kb(total)} KB allocated a request\n`);
for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(
    `${((bytes / total) * 100).toFixed(1).padStart(5)}%  ${kb(bytes).padStart(6)} KB  ${site}`,
  );
}
