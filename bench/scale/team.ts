import type { Client } from 'pg';
import { postJson, type BenchServer } from '../support/bench-server';
import type { ScaleTeam } from './seed';

/**
 * The rows the API makes: the team's subscriptions (to a closed port: no worker delivers in the
 * read measurements; `eventTypes` keeps the soak's events away from them), inbound endpoints and
 * a template agent whose config every seeded agent copies.
 */
export async function createTeam(
  server: BenchServer,
  db: Client,
  eventTypes?: string[],
): Promise<ScaleTeam> {
  const url = (path: string) => `${server.baseUrl}${path}`;
  const subscriptions: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const created = await postJson<{ subscriptionId: string }>(
      url('/v1/webhooks/subscriptions'),
      server.auth,
      { url: `http://127.0.0.1:9/hooks/${index}`, eventTypes },
    );
    subscriptions.push(created.subscriptionId);
  }
  const endpoints: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const created = await postJson<{ endpointId: string }>(
      url('/v1/webhooks/inbound-endpoints'),
      server.auth,
      { name: `Payments ${index}`, requireSignature: true },
    );
    endpoints.push(created.endpointId);
  }
  const template = await postJson<{ agentId: string }>(url('/v1/agents/create'), server.auth, {
    name: 'Template',
    instructions: 'Answer support questions about invoices. '.repeat(10),
    skills: [{ name: 'triage', description: 'Sort incoming tickets' }],
  });
  const {
    rows: [{ config }],
  } = await db.query<{ config: unknown }>(`SELECT config FROM agents WHERE id = $1`, [
    template.agentId,
  ]);
  return {
    teamId: server.teamId,
    userId: server.userId,
    subscriptionId: subscriptions[0],
    endpointId: endpoints[0],
    agentConfig: config,
  };
}
