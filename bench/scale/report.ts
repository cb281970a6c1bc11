import type { Timing } from './routes';

export type Statistics = 'stale' | 'fresh';

/** Every measurement of a run: route → size → statistics → timing. */
export type Results = Map<string, Map<number, Record<Statistics, Timing>>>;

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const count = (value: number) => value.toLocaleString('en');

/**
 * The growth table: a route per line, p50 (p99) in ms at each size with statistics stale and
 * fresh, and the growth of p50 from the smallest size to the largest.
 */
export function growthTable(results: Results, sizes: number[]): string {
  const header = [
    'route',
    ...sizes.flatMap((size) => [`${count(size)} stale`, `${count(size)} fresh`]),
    'growth stale',
    'growth fresh',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const [route, bySize] of results) {
    const cells: string[] = [route];
    for (const size of sizes) {
      for (const statistics of ['stale', 'fresh'] as const) {
        const timing = bySize.get(size)?.[statistics];
        cells.push(
          timing
            ? `${ms(timing.p50)} (${ms(timing.p99)})${timing.failures.length ? ' ✗' : ''}`
            : '',
        );
      }
    }
    for (const statistics of ['stale', 'fresh'] as const) {
      const smallest = bySize.get(sizes[0])?.[statistics]?.p50;
      const largest = bySize.get(sizes[sizes.length - 1])?.[statistics]?.p50;
      cells.push(smallest && largest ? `×${(largest / smallest).toFixed(1)}` : '');
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Table sizes in MB at each size, and the disk left. */
export function sizesTable(sizes: Map<number, Map<string, number>>): string {
  const columns = [...sizes.keys()];
  const tables = [...(sizes.get(columns[0])?.keys() ?? [])].sort();
  const lines = [
    `| table | ${columns.map((size) => `${count(size)} rows`).join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
  ];
  for (const table of tables)
    lines.push(
      `| ${table} | ${columns.map((size) => `${ms(sizes.get(size)?.get(table) ?? NaN)} MB`).join(' | ')} |`,
    );
  return lines.join('\n');
}

/** Every failed request (non-200), so a broken route is never read as a fast one. */
export function failures(results: Results): string[] {
  const lines: string[] = [];
  for (const [route, bySize] of results)
    for (const [size, timings] of bySize)
      for (const statistics of ['stale', 'fresh'] as const)
        for (const failure of timings[statistics].failures)
          lines.push(`${route} at ${count(size)} (${statistics}): ${failure}`);
  return lines;
}
