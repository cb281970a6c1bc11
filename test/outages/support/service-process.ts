import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../support/free-port';
import { startNodeFlags } from '../../support/start-node-flags';
import { TEST_BUILD_DIR as BUILD_DIR, testBuildReady } from '../../support/test-build';

const ROOT = join(__dirname, '..', '..', '..');

/** Compiles the service (as `npm run build` does) into .test-build/, unless npm test already has. */
export function buildService(): void {
  if (testBuildReady()) return;
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', BUILD_DIR],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

interface LogLine {
  level: number;
  msg?: string;
}

/**
 * One process of the built service, as `npm run start:api` or `start:worker` runs it (the same
 * heap limit), whose pino lines are kept so that a test can count what it logged.
 */
export class ServiceProcess {
  private child?: ChildProcess;
  readonly lines: LogLine[] = [];
  port = 0;
  /** A worker's WORKER_METRICS_PORT: its own, kept across restarts. */
  metricsPort = 0;

  constructor(
    readonly name: string,
    private readonly role: 'api' | 'worker',
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get metricsUrl(): string {
    return `http://127.0.0.1:${this.metricsPort}/metrics`;
  }

  async start(): Promise<void> {
    if (this.role === 'api') this.port ||= await freePort();
    else this.metricsPort ||= await freePort();
    const script = join(BUILD_DIR, 'src', this.role === 'api' ? 'main.js' : 'worker.js');
    const child = spawn(process.execPath, [...startNodeFlags(), script], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...this.env,
        RUN_MODE: this.role,
        PORT: String(this.port),
        WORKER_METRICS_PORT: String(this.metricsPort),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const started = new Promise<void>((resolve, reject) => {
      const ready = this.role === 'api' ? 'listening on port' : 'worker started';
      createInterface({ input: child.stdout }).on('line', (text) => {
        const line = parseLine(text);
        if (!line) return;
        if (line.level >= 40) this.lines.push(line);
        if (line.msg?.startsWith(ready)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`${this.name} exited (${code}): ${stderr}`)));
    });
    await started;
  }

  /** kill -9: no shutdown hook runs; what it held (job locks, connections) is simply gone. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  /** Lines at ERROR or above since `since` (an index into `lines`). */
  errorLines(since = 0): LogLine[] {
    return this.lines.slice(since).filter((line) => line.level >= 50);
  }

  private async signal(name: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill(name);
    });
  }
}

function parseLine(text: string): LogLine | undefined {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return undefined;
  }
}
