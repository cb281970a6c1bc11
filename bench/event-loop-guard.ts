import { performance } from 'node:perf_hooks';
import { ALL_SCOPES } from './harness/fixtures';
import { flag, percentile, postJson, startBenchServer } from './support/bench-server';

/**
 * The hostile-input event-loop guard: the largest body each route accepts, hostile in shape,
 * must not
 * delay a concurrent `GET /health/live` by more than 100 ms. The built service runs in its own
 * process; this process sends each hostile body `--repeat` times, one after the other, while it polls
 * `/health/live` every 5 ms, and reports the slowest probe answers per body.
 *
 *   npm run bench:event-loop -- [--repeat 20] [--split] [--only <part of a row's name>]
 */
const MB = 1_000_000;

interface HostileBody {
  name: string;
  method: 'POST' | 'PATCH';
  path: string;
  body: string;
}

function fill(prefix: string, item: string, suffix: string, bytes = MB - 100): string {
  return (
    prefix +
    new Array(Math.floor((bytes - prefix.length) / (item.length + 1))).fill(item).join(',') +
    suffix
  );
}

function hostileBodies(agentId: string, receiverPath: string): HostileBody[] {
  const agents = '/v1/agents/create';
  return [
    {
      name: 'nesting 500,000 deep',
      method: 'POST',
      path: agents,
      body: '['.repeat(MB / 2) + ']'.repeat(MB / 2),
    },
    {
      name: 'unsubscribe nesting, no token',
      method: 'POST',
      path: '/public/unsubscribe',
      body: '{"scope":' + '{"a":'.repeat(160_000) + '1' + '}'.repeat(160_001),
    },
    {
      name: 'skills: 300,000 empty objects',
      method: 'POST',
      path: agents,
      body: fill('{"name":"x","skills":[', '{}', ']}'),
    },
    {
      name: 'skills: 1,000 objects of bad fields',
      method: 'POST',
      path: agents,
      body:
        '{"name":"x","skills":[' +
        new Array(1000).fill(`{"name":${JSON.stringify('n'.repeat(900))},"x":[1,2,3]}`).join(',') +
        ']}',
    },
    {
      name: '1,000 keys of 1 KB',
      method: 'POST',
      path: agents,
      body:
        '{' +
        Array.from({ length: 950 }, (_, i) => `"k${i}":"${'v'.repeat(1000)}"`).join(',') +
        '}',
    },
    {
      name: 'a 1 MB string ending in a lone surrogate',
      method: 'POST',
      path: '/v1/knowledge',
      body: `{"title":"t","content":"${'a'.repeat(MB - 100)}\\ud800"}`,
    },
    {
      name: 'version PATCH: 1,000 onboarding stages',
      method: 'PATCH',
      path: `/v1/agents/${agentId}/versions/1`,
      body: JSON.stringify({
        config: {
          onboardingStages: new Array(1000).fill({ key: 'k'.repeat(500), title: 't'.repeat(400) }),
        },
      }),
    },
    {
      name: 'bulk: 1,000 agent ids',
      method: 'POST',
      path: '/v1/agents/bulk',
      body: JSON.stringify({
        action: 'switch_model',
        selection: { agentIds: new Array(1000).fill(agentId) },
        model: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
      }),
    },
    {
      name: 'inbound receiver: 300,000 objects',
      method: 'POST',
      path: receiverPath,
      body: fill('[', '{}', ']'),
    },
    {
      name: 'inbound receiver: nesting 500,000 deep',
      method: 'POST',
      path: receiverPath,
      body: '['.repeat(MB / 2) + ']'.repeat(MB / 2),
    },
  ];
}

async function probeWhile(baseUrl: string, work: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await fetch(`${baseUrl}/health/live`).then((response) => response.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return latencies.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const repeat = flag('repeat', 20);
  const server = await startBenchServer({
    split: process.argv.includes('--split'),
    scopes: ALL_SCOPES,
    env: { RATE_LIMIT_OVERRIDES: 'api=1000000,unsubscribe=1000000,webhook=1000000' },
  });
  try {
    const { agentId } = await postJson<{ agentId: string }>(
      `${server.baseUrl}/v1/agents/create`,
      server.auth,
      { name: 'bench' },
    );
    const endpoint = await postJson<{ receiverUrl: string }>(
      `${server.baseUrl}/v1/webhooks/inbound-endpoints`,
      server.auth,
      { name: 'bench' },
    );
    const rows: string[] = [];
    let worst = 0;
    const only = process.argv.includes('--only')
      ? process.argv[process.argv.indexOf('--only') + 1]
      : '';
    const bodies = hostileBodies(agentId, new URL(endpoint.receiverUrl).pathname);
    for (const hostile of bodies.filter((body) => body.name.includes(only))) {
      const statuses = new Map<number, number>();
      const send = async () => {
        for (let i = 0; i < repeat; i++) {
          const response = await fetch(`${server.baseUrl}${hostile.path}`, {
            method: hostile.method,
            headers: { ...server.auth, 'Content-Type': 'application/json' },
            body: hostile.body,
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      };
      const started = performance.now();
      const probes = await probeWhile(server.baseUrl, send());
      const elapsed = performance.now() - started;
      const max = probes[probes.length - 1] ?? 0;
      worst = Math.max(worst, max);
      const codes = [...statuses].map(([status, count]) => `${count}×${status}`).join(' ');
      rows.push(
        `| ${hostile.name} | ${(hostile.body.length / 1000).toFixed(0)} KB | ${codes} | ${(elapsed / repeat).toFixed(1)} | ${probes.length} | ${percentile(probes, 99).toFixed(1)} | ${max.toFixed(1)} |`,
      );
    }
    console.log(
      '| hostile body | size | answers | ms per request | probes | probe p99 ms | probe max ms |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(
      `\nslowest /health/live during any hostile body: ${worst.toFixed(1)} ms (target ≤ 100 ms)`,
    );
    process.exitCode = worst > 100 ? 1 : 0;
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
