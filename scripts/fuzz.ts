import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run fuzz -- --seed 1337 --runs 30000 [--bound-ms 1000] [--ops REGEX]`: the hostile-input
 * fuzz of `npm test` (test/fuzz/api-fuzz.e2e-spec.ts) with more requests and the strict time
 * bound, run through jest's e2e project (so its global setup makes a throwaway database), then
 * its figures: requests, wall time, slowest answer, status histogram and per-operation counts.
 */
function parseArgs(argv: string[]): Record<string, string> {
  const options: Record<string, string> = { seed: '1337', runs: '30000', 'bound-ms': '1000' };
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[index]);
    if (!match) throw new Error(`unexpected argument ${argv[index]}`);
    const [, name, inline] = match;
    if (!['seed', 'runs', 'bound-ms', 'ops'].includes(name))
      throw new Error(`unknown option --${name}`);
    options[name] = inline ?? argv[++index] ?? '';
  }
  for (const name of ['seed', 'runs', 'bound-ms']) {
    if (!/^\d+$/.test(options[name])) throw new Error(`--${name} must be a whole number`);
  }
  return options;
}

function main(): number {
  const options = parseArgs(process.argv.slice(2));
  const scratch = mkdtempSync(join(tmpdir(), 'fuzz-'));
  const summaryFile = join(scratch, 'summary.json');
  const root = join(__dirname, '..');
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      join(root, 'jest.config.js'),
      '--selectProjects',
      'e2e',
      '--runInBand',
      'test/fuzz/api-fuzz.e2e-spec.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        FUZZ_SEED: options.seed,
        FUZZ_RUNS: options.runs,
        FUZZ_BOUND_MS: options['bound-ms'],
        FUZZ_SUMMARY_FILE: summaryFile,
        ...(options.ops ? { FUZZ_OPS: options.ops } : {}),
      },
    },
  );
  if (existsSync(summaryFile)) {
    process.stdout.write(formatSummary(JSON.parse(readFileSync(summaryFile, 'utf8'))));
  } else {
    process.stdout.write('\nno fuzz summary was written (the run stopped before its end)\n');
  }
  rmSync(scratch, { recursive: true, force: true });
  return result.status ?? 1;
}

function formatSummary(summary: Record<string, unknown>): string {
  const lines = [
    '',
    `fuzz figures (seed ${String(summary.seed)})`,
    `  requests            ${String(summary.requests)}`,
    `  wall time           ${String(summary.wallSeconds)} s`,
    `  slowest answer      ${String(summary.slowestMs)} ms  ${String(summary.slowestRequest)}`,
    `  p50 / p99           ${String(summary.p50Ms)} ms / ${String(summary.p99Ms)} ms`,
    `  5xx answers         ${String(summary.serverErrors)}`,
    `  stalls over 1 s     ${String(summary.stallsOver1000Ms)}`,
    `  failed requests     ${String(summary.failures)}`,
    `  statuses            ${Object.entries(summary.statuses as Record<string, number>)
      .map(([status, count]) => `${status}:${count}`)
      .join('  ')}`,
    '  per operation (method, path template: status:count)',
    ...Object.entries(summary.perOperation as Record<string, string>).map(
      ([operation, counts]) => `    ${operation.padEnd(78)} ${counts}`,
    ),
  ];
  const kinds = Object.entries(summary.failureKinds as Record<string, number>);
  if (kinds.length > 0) {
    lines.push('  failures by kind', ...kinds.map(([kind, count]) => `    ${count} × ${kind}`));
  }
  return `${lines.join('\n')}\n`;
}

process.exit(main());
