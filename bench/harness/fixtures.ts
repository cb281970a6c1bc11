import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { postJson, type BenchServer } from '../support/bench-server';
import { seedAgentGraph } from './agent-graph-seed';
import { seedEvents } from './events-seed';

/** What the table's rows read: real rows made the way integrators make them. */
export interface BenchFixtures {
  agentId: string;
  graphAuth: { Authorization: string };
  mediaToken: string;
  unsubscribePath: string;
  receivers: Array<{ path: string; secret: string }>;
}

export const ALL_SCOPES = [
  'ai_agents',
  'knowledge',
  'media',
  'notifications',
  'visual_pages',
  'webhooks',
].map((entity) => ({ entity, actions: ['read', 'write', 'delete'] }));

export async function createFixtures(server: BenchServer): Promise<BenchFixtures> {
  const url = (path: string) => `${server.baseUrl}${path}`;
  // The listing team: 60 agents, the first with five more versions.
  const agentIds: string[] = [];
  for (let index = 0; index < 60; index += 6) {
    const batch = await Promise.all(
      Array.from({ length: 6 }, (_, offset) =>
        postJson<{ agentId: string }>(url('/v1/agents/create'), server.auth, {
          name: `Agent ${index + offset}`,
          instructions: 'Answer support questions about invoices. '.repeat(10),
          skills: [{ name: 'triage', description: 'Sort incoming tickets' }],
        }),
      ),
    );
    agentIds.push(...batch.map((agent) => agent.agentId));
  }
  const agentId = agentIds[0];
  for (let version = 0; version < 5; version += 1) {
    await postJson(url(`/v1/agents/${agentId}/versions`), server.auth, {
      label: `v${version + 2}`,
    });
  }

  const graphAuth = await graphTeam(server);
  await seedEvents(server.databaseUrl, server.teamId);

  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.alloc(64 * 1024, 'a')], { type: 'text/plain' }),
    'bench.txt',
  );
  const upload = await fetch(url('/v1/media'), {
    method: 'POST',
    headers: server.auth,
    body: form,
  });
  const { mediaId } = (await upload.json()) as { mediaId: string };
  const share = await postJson<{ token: string }>(url(`/v1/media/${mediaId}/shares`), server.auth, {
    accessLevel: 'download',
  });

  const notification = await postJson<{ unsubscribeUrl: string }>(
    url('/v1/notifications'),
    server.auth,
    {
      userId: server.userId,
      category: 'bench',
      title: 'Your invoice is ready',
      resourceUrl: 'https://app.example.test/invoices/42',
    },
  );
  const unsubscribe = new URL(notification.unsubscribeUrl);

  const receivers: BenchFixtures['receivers'] = [];
  for (let index = 0; index < 10; index += 1) {
    const endpoint = await postJson<{ receiverUrl: string; signingSecret: string }>(
      url('/v1/webhooks/inbound-endpoints'),
      server.auth,
      { name: `bench ${index}`, requireSignature: true },
    );
    receivers.push({
      path: new URL(endpoint.receiverUrl).pathname,
      secret: endpoint.signingSecret,
    });
  }
  return {
    agentId,
    graphAuth,
    mediaToken: share.token,
    unsubscribePath: `${unsubscribe.pathname}${unsubscribe.search}`,
    receivers,
  };
}

/** A second team with 2,000 agents in six layers and 10,000 edges (a DAG of depth 5). */
async function graphTeam(server: BenchServer): Promise<{ Authorization: string }> {
  const { teamId, userId, sessionToken } = JSON.parse(
    await server.cli(['bootstrap', '--team', 'Graph', '--email', 'graph@example.test', '--json']),
  ) as { teamId: string; userId: string; sessionToken: string };
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    await seedAgentGraph(
      (text, parameters) => db.query(text, parameters),
      { teamId, installedBy: userId },
      2000,
      10_000,
    );
    await db.query('ANALYZE');
  } finally {
    await db.end();
  }
  const { token } = await postJson<{ token: string }>(
    `${server.baseUrl}/v1/api-tokens`,
    { Authorization: `Bearer ${sessionToken}` },
    { name: `graph ${randomUUID()}`, scopes: [{ entity: 'ai_agents', actions: ['read'] }] },
  );
  return { Authorization: `Bearer ${token}` };
}
