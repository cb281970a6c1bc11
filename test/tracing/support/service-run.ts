import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../support/free-port';
import { startNodeFlags } from '../../support/start-node-flags';
import { TEST_BUILD_DIR } from '../../support/test-build';

const ROOT = join(__dirname, '..', '..', '..');

/** A pino line, as much of it as the tracing tests read. */
export interface LogLine {
  level: number;
  msg?: string;
  traceId?: string;
  spanId?: string;
  req?: { method?: string; url?: string };
}

/**
 * One process of the built service (`main.js` or `worker.js`, as `npm run start:api` and
 * `start:worker` run them), every log line kept. `buildService()` (test/outages/support) first.
 */
export class ServiceRun {
  private child?: ChildProcess;
  readonly lines: LogLine[] = [];
  port = 0;

  constructor(
    private readonly entry: 'main' | 'worker',
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port = await freePort();
    const child = spawn(
      process.execPath,
      [...startNodeFlags(), join(TEST_BUILD_DIR, 'src', `${this.entry}.js`)],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...this.env,
          PORT: String(this.port),
          WORKER_METRICS_PORT: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const ready = this.entry === 'main' ? 'listening on port' : 'worker started';
      createInterface({ input: child.stdout }).on('line', (text) => {
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          return;
        }
        this.lines.push(line);
        if (line.msg?.startsWith(ready)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`${this.entry} exited (${code}): ${stderr}`)));
    });
  }

  /** SIGTERM, as an orchestrator stops it: shutdown hooks run (spans still batched are sent). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
