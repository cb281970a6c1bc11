import {
  commitEvents,
  createInboundEndpoint,
  createSubscription,
} from '../../factories/webhooks.factory';
import type { ReplayCase } from './replay-case';
import type { CaseWorld } from './replay-world';

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
const SUBSCRIPTIONS = '/v1/webhooks/subscriptions';

/** Two subscriptions of the team on receiver paths of their own, and a count of their calls. */
async function twoSubscriptions(world: CaseWorld, body: object = {}) {
  const hooks = [world.hook(), world.hook()];
  const ids: string[] = [];
  for (const hook of hooks)
    ids.push(String((await world.post(SUBSCRIPTIONS, { url: hook.url, ...body })).subscriptionId));
  await world.settle();
  const paths = hooks.map((hook) => hook.path);
  return { ids, outside: { what: 'receiver calls', count: () => world.requestsTo(...paths) } };
}

/** The keyed POSTs of webhooks: inbound endpoints and subscriptions (those that call out, once). */
export const WEBHOOK_CASES: Record<string, ReplayCase> = {
  'POST /v1/webhooks/inbound-endpoints': async () => ({
    path: '/v1/webhooks/inbound-endpoints',
    body: { name: 'Payments provider' },
    status: 201,
    changed: { body: { name: 'Another provider' } },
  }),
  'POST /v1/webhooks/inbound-endpoints/{endpointId}/rotate-token': async (world) => {
    const [endpoint, other] = [
      await createInboundEndpoint(world.app, world.teamId),
      await createInboundEndpoint(world.app, world.teamId),
    ];
    return {
      path: `/v1/webhooks/inbound-endpoints/${endpoint.endpointId}/rotate-token`,
      status: 201,
      changed: { path: `/v1/webhooks/inbound-endpoints/${other.endpointId}/rotate-token` },
    };
  },
  'POST /v1/webhooks/inbound-endpoints/{endpointId}/rotate-signing-secret': async (world) => {
    const endpoint = await createInboundEndpoint(world.app, world.teamId);
    return {
      path: `/v1/webhooks/inbound-endpoints/${endpoint.endpointId}/rotate-signing-secret`,
      body: { graceHours: 24 },
      status: 201,
      changed: { body: { graceHours: 1 } },
    };
  },
  'POST /v1/webhooks/subscriptions': async (world) => ({
    path: SUBSCRIPTIONS,
    body: { url: world.hook().url },
    status: 201,
    changed: { body: { url: world.hook().url } },
  }),
  'POST /v1/webhooks/portal-links': async (world) => {
    const subscription = await createSubscription(world.app, world.teamId, world.hook().url);
    return {
      path: '/v1/webhooks/portal-links',
      body: { subscriptionIds: [subscription.subscriptionId], expiresInSeconds: 600 },
      status: 201,
      changed: { body: { subscriptionIds: [subscription.subscriptionId], readOnly: true } },
    };
  },
  'POST /v1/webhooks/subscriptions/{subscriptionId}/rotate-secret': async (world) => {
    const subscription = await createSubscription(world.app, world.teamId, world.hook().url);
    return {
      path: `${SUBSCRIPTIONS}/${subscription.subscriptionId}/rotate-secret`,
      body: { graceHours: 24 },
      status: 201,
      changed: { body: { graceHours: 1 } },
    };
  },
  'POST /v1/webhooks/subscriptions/{subscriptionId}/deliveries/{deliveryId}/retry': async (
    world,
  ) => {
    const hook = world.hook();
    const { subscriptionId } = await createSubscription(world.app, world.teamId, hook.url);
    await commitEvents(world.app, world.teamId, 2);
    await world.settle();
    const [delivery, other] = (
      await world.app.dataSource.query<{ id: string }[]>(
        'SELECT id FROM webhook_deliveries WHERE subscription_id = $1 ORDER BY id',
        [subscriptionId],
      )
    ).map((row) => row.id);
    const retry = (id: string) => `${SUBSCRIPTIONS}/${subscriptionId}/deliveries/${id}/retry`;
    return {
      path: retry(delivery),
      status: 202,
      changed: { path: retry(other) },
      outside: { what: 'receiver calls', count: () => world.requestsTo(hook.path) },
    };
  },
  'POST /v1/webhooks/subscriptions/{subscriptionId}/recover': async (world) => {
    // The receiver fails the first round, so a failed delivery waits for recovery.
    let fixed = false;
    const hook = world.hook(() => (fixed ? { status: 200 } : { status: 500 }));
    const { subscriptionId } = await createSubscription(world.app, world.teamId, hook.url);
    await commitEvents(world.app, world.teamId, 1);
    await world.settle();
    fixed = true;
    return {
      path: `${SUBSCRIPTIONS}/${subscriptionId}/recover`,
      body: { since: hoursAgo(1) },
      status: 202,
      changed: { body: { since: hoursAgo(2) } },
      outside: { what: 'receiver calls', count: () => world.requestsTo(hook.path) },
    };
  },
  'POST /v1/webhooks/subscriptions/{subscriptionId}/test': async (world) => {
    const { ids, outside } = await twoSubscriptions(world);
    return {
      path: `${SUBSCRIPTIONS}/${ids[0]}/test`,
      status: 202,
      changed: { path: `${SUBSCRIPTIONS}/${ids[1]}/test` },
      outside,
    };
  },
  'POST /v1/webhooks/subscriptions/{subscriptionId}/verify': async (world) => {
    // The receiver answers without the echo: each subscription stays waiting for its proof.
    const { ids, outside } = await twoSubscriptions(world, { verify: true });
    return {
      path: `${SUBSCRIPTIONS}/${ids[0]}/verify`,
      status: 202,
      changed: { path: `${SUBSCRIPTIONS}/${ids[1]}/verify` },
      outside,
    };
  },
};
