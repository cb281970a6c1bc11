import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Redis, { Cluster } from 'ioredis';
import { freePort } from './free-port';

const run = promisify(execFile);

/** A master's hash slots and the nodes serving them, by port. */
export interface Shard {
  slots: [number, number][];
  master: number;
  replicas: number[];
}

/**
 * A Redis Cluster of the test's own: `masters` masters with one replica each, every node a
 * `redis-server --cluster-enabled yes` on ports of its own (data and bus) with its files in a
 * temporary directory, joined by `redis-cli --cluster create`. A node fails over one second
 * after its master stops answering (cluster-node-timeout). The machine's Redis is never touched.
 */
export class PrivateRedisCluster {
  private readonly servers = new Map<number, ChildProcess>();
  private readonly busPorts = new Map<number, number>();
  private dir = '';

  /** REDIS_CLUSTER_NODES for the whole cluster. */
  get nodes(): string {
    return [...this.servers.keys()].map((port) => `127.0.0.1:${port}`).join(',');
  }

  /** The whole cluster as a client's startup nodes. */
  startupNodes(): Array<{ host: string; port: number }> {
    return this.livePorts().map((port) => ({ host: '127.0.0.1', port }));
  }

  async start(masters = 3): Promise<void> {
    this.dir = mkdtempSync(join(tmpdir(), 'redis-cluster-'));
    // Should the test process end before stop() (a hook timed out), its nodes end with it.
    process.once('exit', this.killAll);
    const free = new Set<number>();
    while (free.size < masters * 4) free.add(await freePort());
    const [ports, busPorts] = [[...free].slice(0, masters * 2), [...free].slice(masters * 2)];
    ports.forEach((port, index) => {
      this.busPorts.set(port, busPorts[index]);
      this.servers.set(port, this.spawnNode(port));
    });
    await Promise.all(ports.map((port) => this.answering(port)));
    await run(
      'redis-cli',
      [
        '--cluster',
        'create',
        ...ports.map((port) => `127.0.0.1:${port}`),
        '--cluster-replicas',
        '1',
        '--cluster-yes',
      ],
      { timeout: 20_000 },
    );
    await this.until(async () => {
      const states = await Promise.all(ports.map((port) => this.command(port, 'CLUSTER', 'INFO')));
      return states.every(
        (info) =>
          String(info).includes('cluster_state:ok') &&
          String(info).includes(`cluster_known_nodes:${ports.length}`),
      );
    }, 'every node to see the cluster ok');
    await this.untilReplicated();
  }

  /** Waits until every master has its replica, in sync, as the cluster reports it. */
  async untilReplicated(): Promise<void> {
    const masters = this.servers.size / 2;
    await this.until(async () => {
      const shards = await this.shards();
      if (shards.length !== masters || shards.some((shard) => shard.replicas.length !== 1))
        return false;
      const links = await Promise.all(
        shards.map((shard) => this.command(shard.replicas[0], 'INFO', 'replication')),
      );
      return links.every((info) => String(info).includes('master_link_status:up'));
    }, 'every master to have a replica in sync');
  }

  /** The shard whose master serves `key` (a hash tag such as `{platform:bull}` names one). */
  async shardOf(key: string): Promise<Shard> {
    const port = this.livePorts()[0];
    const slot = Number(await this.command(port, 'CLUSTER', 'KEYSLOT', key));
    const shard = (await this.shards()).find((each) =>
      each.slots.some(([from, to]) => slot >= from && slot <= to),
    );
    if (!shard) throw new Error(`no master serves slot ${slot}`);
    return shard;
  }

  /** Every master and its replicas, as the cluster reports them now. */
  async shards(): Promise<Shard[]> {
    const reply = (await this.command(this.livePorts()[0], 'CLUSTER', 'SLOTS')) as Array<
      [number, number, [string, number], ...Array<[string, number]>]
    >;
    const byMaster = new Map<number, Shard>();
    for (const [from, to, [, master], ...replicas] of reply) {
      const shard = byMaster.get(master) ?? { slots: [], master, replicas: [] };
      shard.slots.push([from, to]);
      shard.replicas = replicas.map(([, port]) => port);
      byMaster.set(master, shard);
    }
    return [...byMaster.values()];
  }

  /** A client of the whole cluster. */
  client(): Cluster {
    const client = new Cluster(this.startupNodes());
    client.on('error', () => undefined); // a killed node: the cluster finds where its slots went
    return client;
  }

  /** A client of one node (not of the cluster), for what only that node knows. */
  node(port: number): Redis {
    const client = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    client.on('error', () => undefined); // a node not up yet, or killed: the caller's command fails
    return client;
  }

  /** kill -9 of one node: its replica takes over once the others agree that it failed. */
  async kill(port: number): Promise<void> {
    const child = this.servers.get(port);
    this.servers.delete(port);
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** Waits until `port` serves `key`'s slot as its master. */
  async untilMasterOf(key: string, port: number): Promise<void> {
    await this.until(
      async () => (await this.shardOf(key).catch(() => undefined))?.master === port,
      `node ${port} to be the master of ${key}`,
    );
  }

  /** Starts a killed node again: it rejoins, as a replica of the node that took over its slots. */
  async restart(port: number): Promise<void> {
    this.servers.set(port, this.spawnNode(port));
    await this.answering(port);
    await this.until(async () => {
      const info = String(await this.command(port, 'INFO', 'replication').catch(() => ''));
      return info.includes('role:slave') && info.includes('master_link_status:up');
    }, `node ${port} to be a replica in sync`);
  }

  /**
   * Starts killed nodes again, one at a time, each once the cluster is whole (a master back
   * before its replica, so that the replica does not stand for election against it).
   */
  async revive(...ports: number[]): Promise<void> {
    for (const port of ports) {
      this.servers.set(port, this.spawnNode(port));
      await this.answering(port);
      await this.untilState('ok');
    }
  }

  /** Waits until every live node reports `cluster_state:<state>`. */
  async untilState(state: 'ok' | 'fail'): Promise<void> {
    let seen: string[] = [];
    await this.until(
      async () => {
        seen = await Promise.all(
          this.livePorts().map(async (port) => {
            const info = String(await this.command(port, 'CLUSTER', 'INFO').catch(() => ''));
            return `${port}: ${/cluster_state:(\w+)/.exec(info)?.[1] ?? 'no answer'}`;
          }),
        );
        return seen.every((each) => each.endsWith(`: ${state}`));
      },
      () => `every node to see the cluster ${state} (${seen.join(', ')})`,
      40_000,
    );
  }

  async stop(): Promise<void> {
    await Promise.all([...this.servers.keys()].map((port) => this.kill(port)));
    process.off('exit', this.killAll);
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  private readonly killAll = () => {
    for (const child of this.servers.values()) child.kill('SIGKILL');
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  };

  private spawnNode(port: number): ChildProcess {
    const busPort = this.busPorts.get(port)!;
    return spawn(
      'redis-server',
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', this.dir],
        ...['--cluster-enabled', 'yes', '--cluster-port', String(busPort)],
        ...['--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '1000'],
        // A replica takes over however long ago it last heard from its master.
        ...['--cluster-replica-validity-factor', '0'],
        ...['--save', '', '--appendonly', 'no'],
      ],
      { stdio: 'ignore' },
    );
  }

  private livePorts(): number[] {
    return [...this.servers.keys()];
  }

  private async command(port: number, ...args: string[]): Promise<unknown> {
    const client = this.node(port);
    try {
      await client.connect();
      return await client.call(args[0], ...args.slice(1));
    } finally {
      client.disconnect();
    }
  }

  private async answering(port: number): Promise<void> {
    await this.until(
      () =>
        this.command(port, 'PING').then(
          () => true,
          () => false,
        ),
      `redis-server on ${port}`,
    );
  }

  private async until(
    check: () => Promise<boolean>,
    what: string | (() => string),
    timeoutMs = 20_000,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
