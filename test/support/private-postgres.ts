import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

/**
 * A PostgreSQL server of the test's own (the machine's packages, a fresh data directory, a port
 * of its own) that the test may stop, kill and start again. The machine's Postgres is never
 * touched. Postgres refuses to run as root, so under root the server runs as the `postgres` user.
 */
export class PrivatePostgres {
  private dataDir = '';
  port = 0;

  /** `settings`: more `name=value` server settings, after (so over) the fast defaults below. */
  constructor(private readonly options: { settings?: string[] } = {}) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** A URL of a database on this server (created by `createDatabase`). */
  urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    if (!this.dataDir) {
      this.dataDir = mkdtempSync(join(tmpdir(), 'private-pg-'));
      if (runsAsRoot()) chownSync(this.dataDir, postgresUid(), postgresGid());
      this.run('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    }
    const options = [
      `-p ${this.port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${this.dataDir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c max_connections=200',
      ...(this.options.settings ?? []).map((setting) => `-c ${setting}`),
    ].join(' ');
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      join(this.dataDir, 'log'),
      '-w',
      'start',
    ]);
    await this.waitUntilAnswering();
  }

  /** `pg_ctl stop -m fast`: sessions are cut and new connections refused until `start`. */
  stop(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async createDatabase(name: string): Promise<string> {
    const admin = new Client({ connectionString: this.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    return this.urlOf(name);
  }

  /** Stops the server (if running) and removes its data directory. */
  destroy(): void {
    if (!this.dataDir) return;
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(this.dataDir, { recursive: true, force: true });
    this.dataDir = '';
  }

  private async waitUntilAnswering(): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const probe = new Client({ connectionString: this.url, connectionTimeoutMillis: 1_000 });
      try {
        await probe.connect();
        await probe.query('SELECT 1');
        await probe.end();
        return;
      } catch (error) {
        await probe.end().catch(() => undefined);
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  private run(tool: string, args: string[]): void {
    const binary = join(binDir(), tool);
    const [command, commandArgs] = runsAsRoot()
      ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
      : [binary, args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd: tmpdir() });
    if (result.status !== 0)
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/** The server binaries: `pg_config --bindir`, else the newest Debian install. */
function binDir(): string {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config on PATH
  }
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0], 'bin');
}

function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresUid(): number {
  return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
}

function postgresGid(): number {
  return Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
}
