import request from 'supertest';
import { ApiTokensService } from '../../src/api-tokens/api-tokens.service';
import { generateTokenSecret } from '../../src/api-tokens/token-secret';
import { SessionTokensService } from '../../src/auth/session-tokens.service';
import { addTeamMember, createApiToken, createTeamOwner } from '../factories/identity.factory';
import { zipWithTool } from '../factories/media.factory';
import { NOTIFICATION_TEST_ENV } from '../factories/notifications.factory';
import { commitEvents } from '../factories/webhooks.factory';
import {
  createWebhookTestApp,
  eventually,
  WebhookTestApp,
} from '../webhooks/support/webhook-test-app';
import { LoopbackServer } from './loopback';
import type { Operation } from './openapi-operations';
import { MIN_POOL, Kind, Pools } from './pools';
import { sampleFiles, TeamWorld, WorldMakers } from './world-makers';

/** Every budget raised so that 429 never hides a deep path (RATE_LIMIT_OVERRIDES format). */
const UNLIMITED = [
  'api',
  'media',
  'unsubscribe',
  'webhook',
  'webhookTokenMismatchLog',
  'visualPages',
]
  .map((policy) => `${policy}=1000000`)
  .join(',');

/** Bearer credentials a request may carry, by how they should be judged. */
export interface Credentials {
  /** Every scope entity of the document with read, write and delete. */
  full: string;
  readOnly: string;
  noScope: string;
  /** A full token of the other team. */
  otherTeam: string;
  revoked: string;
  /** Well-formed (checksum passes) but unknown. */
  unknown: string;
  /** A session of a second owner of the fuzzed team: the only caller of /v1/api-tokens. */
  session: string;
  otherSession: string;
}

export interface FuzzWorld {
  app: WebhookTestApp;
  baseUrl: string;
  mine: TeamWorld;
  other: TeamWorld;
  credentials: Credentials;
  catalog: { provider: string; model: string }[];
  receiverUrl: string;
  confirmToken: string;
  makers: WorldMakers;
  close(): Promise<void>;
}

/** Scope entities named by `x-required-scope` in the document. */
function scopeEntities(operations: Operation[]): string[] {
  const entities = operations
    .map((operation) => operation.access?.split(':')[0])
    .filter((entity): entity is string => !!entity && entity !== 'session');
  return [...new Set(entities)];
}

/**
 * Boots the app on its own database (its webhook workers must not act on other tests' events),
 * listens on 127.0.0.1, and fills two teams with real resources of every kind. `light`: two of a
 * kind at most (the pools are topped up as requests use them), and no warm-up of what the app
 * starts lazily, for a test that judges answers rather than their time.
 */
export async function createFuzzWorld(
  operations: Operation[],
  { light = false }: { light?: boolean } = {},
): Promise<FuzzWorld> {
  const receiver = await LoopbackServer.start('receiver');
  const sidecar = await LoopbackServer.start('sidecar');
  const app = await createWebhookTestApp({
    ...NOTIFICATION_TEST_ENV,
    RATE_LIMIT_OVERRIDES: UNLIMITED,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    PREVIEW_SIDECAR_URL: sidecar.url,
    PREVIEW_TIMEOUT_MS: '2000',
  });
  const baseUrl = await app.listen();
  const entities = scopeEntities(operations);
  const all = entities.map((entity) => ({
    entity,
    actions: ['read', 'write', 'delete'] as ('read' | 'write' | 'delete')[],
  }));

  const team = async (): Promise<TeamWorld> => {
    const owner = await createTeamOwner(app);
    const token = await createApiToken(app, owner, all);
    return { ...owner, auth: { Authorization: `Bearer ${token}` }, pools: new Pools() };
  };
  const mine = await team();
  const other = await team();
  const manager = await addTeamMember(app, mine.teamId, 'owner');
  const otherManager = await addTeamMember(app, other.teamId, 'admin');
  const revoked = await app.get(ApiTokensService).create(mine, { name: 'revoked', scopes: all });
  await app.get(ApiTokensService).revoke(mine, revoked.id);
  const credentials: Credentials = {
    full: mine.auth.Authorization.slice('Bearer '.length),
    readOnly: await createApiToken(
      app,
      mine,
      entities.map((entity) => ({ entity, actions: ['read'] })),
    ),
    noScope: await createApiToken(app, mine, []),
    otherTeam: other.auth.Authorization.slice('Bearer '.length),
    revoked: revoked.token,
    unknown: generateTokenSecret('svc_live_'),
    session: manager.sessionToken,
    otherSession: await app.get(SessionTokensService).issue(otherManager),
  };
  for (const [world, member] of [
    [mine, manager],
    [other, otherManager],
  ] as const) {
    world.pools.add('user', { id: world.userId });
    world.pools.add('user', { id: member.userId });
  }

  const zip = zipWithTool({ 'a.txt': 'alpha', 'dir/b.md': '# beta' });
  const docx = zipWithTool({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:d/>' });
  const files = sampleFiles(zip, docx);
  const makers = new WorldMakers(app, receiver.url, files, manager);
  const counts: [Kind, number, number][] = [
    // kind, in the fuzzed team, in the other team
    ['agent', 10, 2],
    ['edge', 3, 1],
    ['version', 5, 1],
    ['inbound', 3, 1],
    ['subscription', 3, 1],
    ['media', files.length, 1],
    ['mediaShare', files.length + 2, 1],
    ['knowledge', 2, 1],
    ['knowledgeShare', 3, 1],
    ['page', 2, 1],
    ['publishedPage', 3, 1],
    ['notification', 6, 1],
    ['launch', 3, 1],
    ['apiToken', 3, 0],
  ];
  for (const [kind, mineCount, otherCount] of counts) {
    for (let n = 0; n < (light ? Math.min(mineCount, 2) : mineCount); n++)
      await makers.make(mine, kind, n);
    for (let n = 0; n < (light ? Math.min(otherCount, 1) : otherCount); n++)
      await makers.make(other, kind, n);
  }
  await seedDeliveries(app, mine);
  if (!light) await warmUp(app, mine);

  const models = await request(app.http).get('/v1/agents/models').set(mine.auth).expect(200);
  const catalog = (models.body.models as { provider: string; model: string; deprecated: boolean }[])
    .filter((model) => !model.deprecated)
    .map(({ provider, model }) => ({ provider, model }));
  const count = await request(app.http)
    .post('/v1/agents/bulk/count')
    .set(mine.auth)
    .send({ action: 'switch_model', selection: { all: true }, target: catalog[0] });
  return {
    app,
    baseUrl,
    mine,
    other,
    credentials,
    catalog,
    receiverUrl: receiver.url,
    confirmToken: String(count.body.confirmToken ?? ''),
    makers,
    close: async () => {
      await app.close();
      await receiver.close();
      await sidecar.close();
    },
  };
}

/**
 * Starts what the app starts lazily on first use (the markdown worker pool, two renders at once
 * for its two workers; the preview client), so the time bound measures answers, not boot work.
 */
async function warmUp(app: WebhookTestApp, team: TeamWorld): Promise<void> {
  const knowledge = team.pools.list('knowledgeShare')[0];
  await Promise.all(
    [0, 1].map(() => request(app.http).get(`/public/knowledge/${knowledge.token}`).expect(200)),
  );
  for (const share of team.pools.list('mediaShare')) {
    await request(app.http).get(`/public/media/${share.token}/content`);
    await request(app.http).post(`/public/media/${share.token}/preview`);
  }
}

/** Commits an event and waits until each subscription has a delivery to list and retry. */
async function seedDeliveries(app: WebhookTestApp, team: TeamWorld): Promise<void> {
  await commitEvents(app, team.teamId, 2);
  for (const subscription of team.pools.list('subscription')) {
    const ids = await eventually(
      async () => {
        const res = await request(app.http)
          .get(`/v1/webhooks/subscriptions/${subscription.id}/deliveries`)
          .set(team.auth);
        const data = (res.body.data ?? []) as { deliveryId: string }[];
        return data.length > 0 ? data.map((delivery) => delivery.deliveryId) : undefined;
      },
      10_000,
      'a delivery to the loopback receiver',
    );
    for (const id of ids) team.pools.add('delivery', { id, subscriptionId: subscription.id });
  }
}

/** Tops the fuzzed team's pools up to MIN_POOL after requests deleted or revoked resources. */
export async function replenish(world: FuzzWorld): Promise<void> {
  for (const [kind, min] of Object.entries(MIN_POOL) as [Kind, number][]) {
    for (let n = world.mine.pools.size(kind); n < min; n++) {
      await world.makers.make(world.mine, kind, n, true);
    }
  }
}
