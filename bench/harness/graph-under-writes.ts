import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { seedAgentGraph } from './agent-graph-seed';
import {
  experimentEnv,
  flag,
  percentile,
  postJson,
  startBenchServer,
} from '../support/bench-server';
import { cpuSeconds, peakRssMb } from '../support/process-stats';

/**
 * `npm run build && npm run bench:agents-graph -- --writers`: GET /v1/agents/graph of one team
 * while that team changes. The built service runs in its own process (npm start flags); one
 * writer renames an agent through the API every `--every` ms (PATCH, `agent.updated`), and
 * `--readers` readers (another member) each ask for the graph in turn (gzip, as a browser does) for `--seconds`.
 * Reports reader latency and how stale each answer was: 0 when it showed every rename
 * acknowledged before the read was sent, else the age of the oldest acknowledged rename it
 * missed. Also the service's CPU time and peak RSS over the reading window.
 */
const MARK = 'bench-w-';

export async function graphUnderWrites(): Promise<void> {
  const agents = flag('agents', 100_000);
  const edges = flag('edges', agents * 5);
  const every = flag('every', 100);
  const seconds = flag('seconds', 30);
  const readers = flag('readers', 1);
  const server = await startBenchServer({
    split: false,
    scopes: [{ entity: 'ai_agents', actions: ['read', 'write'] }],
    env: {
      RATE_LIMIT_OVERRIDES: 'api=100000000',
      ...experimentEnv(),
    },
  });
  try {
    const db = new Client({ connectionString: server.databaseUrl });
    await db.connect();
    let target: string;
    try {
      await seedAgentGraph(
        (text, parameters) => db.query(text, parameters),
        { teamId: server.teamId, installedBy: server.userId },
        agents,
        edges,
      );
      await db.query('ANALYZE');
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM agents WHERE team_id = $1 ORDER BY created_at, id LIMIT 1',
        [server.teamId],
      );
      target = rows[0].id;
      // The readers are another member: the writer's own reads wait for its changes.
      await db.query(`INSERT INTO users (email) VALUES ('reader@example.test')`);
      await db.query(
        `INSERT INTO memberships (team_id, user_id, role)
         SELECT $1, id, 'member' FROM users WHERE email = 'reader@example.test'`,
        [server.teamId],
      );
    } finally {
      await db.end();
    }
    const { sessionToken } = JSON.parse(
      await server.cli([
        'session',
        '--team',
        server.teamId,
        '--email',
        'reader@example.test',
        '--json',
      ]),
    ) as { sessionToken: string };
    const { token } = await postJson<{ token: string }>(
      `${server.baseUrl}/v1/api-tokens`,
      { Authorization: `Bearer ${sessionToken}` },
      { name: 'reader', scopes: [{ entity: 'ai_agents', actions: ['read'] }] },
    );
    const readerAuth = { Authorization: `Bearer ${token}` };

    const acked: number[] = []; // acked[seq] = when the rename to MARK + seq was acknowledged
    let failedWrites = 0;
    const rename = async (seq: number) => {
      const response = await fetch(`${server.baseUrl}/v1/agents/${target}`, {
        method: 'PATCH',
        headers: { ...server.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `${MARK}${seq}` }),
      });
      await response.arrayBuffer();
      if (response.ok) acked[seq] = performance.now();
      else failedWrites += 1;
    };
    const read = async () => {
      const sent = performance.now();
      const response = await getRaw(`${server.baseUrl}/v1/agents/graph`, {
        ...readerAuth,
        'Accept-Encoding': 'gzip',
      });
      const took = performance.now() - sent;
      if (response.status !== 200) return { took, stale: 0, status: response.status };
      const json = response.gzip ? gunzipSync(response.body) : response.body;
      const at = json.indexOf(MARK);
      const seen = at < 0 ? -1 : parseInt(json.subarray(at + MARK.length, at + 24).toString(), 10);
      const missed = acked[seen + 1];
      const stale = missed !== undefined && missed < sent ? sent - missed : 0;
      return { took, stale, status: 200 };
    };

    await rename(0);
    for (let warm = 0; warm < 2; warm += 1) await read();
    const cpuBefore = cpuSeconds(server.pid);
    const end = performance.now() + seconds * 1000;
    const writer = (async () => {
      for (let seq = 1; performance.now() < end; seq += 1) {
        const next = performance.now() + every;
        await rename(seq);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    })();
    const answers: { took: number; stale: number; status: number }[] = [];
    await Promise.all([
      writer,
      ...Array.from({ length: readers }, async () => {
        while (performance.now() < end) answers.push(await read());
      }),
    ]);
    const cpu = cpuSeconds(server.pid) - cpuBefore;

    const failed = answers.filter((a) => a.status !== 200);
    const took = answers.map((a) => a.took).sort((a, b) => a - b);
    const stale = answers
      .filter((a) => a.status === 200)
      .map((a) => a.stale)
      .sort((a, b) => a - b);
    const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
    process.stdout.write(
      [
        `graph under writes: ${agents} agents, ${edges} edges; a rename every ${every} ms ` +
          `(${acked.filter(Boolean).length - 1} acknowledged, ${failedWrites} failed); ${readers} sequential reader(s), ${seconds} s`,
        `  answers ${answers.length} (not 200: ${failed.length}${failed.length ? `, statuses ${[...new Set(failed.map((a) => a.status))].join(' ')}` : ''}); latency ms p50 ${ms(percentile(took, 50))}  p99 ${ms(percentile(took, 99))}  max ${ms(took[took.length - 1])}`,
        `  stale answers ${answers.filter((a) => a.stale > 0).length}; staleness ms p50 ${ms(percentile(stale, 50))}  p99 ${ms(percentile(stale, 99))}  max ${ms(stale[stale.length - 1])}`,
        `  service CPU ${cpu.toFixed(1)} s over ${seconds} s; peak RSS ${peakRssMb(server.pid)} MB`,
      ].join('\n') + '\n',
    );
  } finally {
    await server.close();
  }
}

/** A GET whose body is returned as the bytes sent (fetch would decode gzip itself). */
function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; gzip: boolean; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          gzip: response.headers['content-encoding'] === 'gzip',
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}
