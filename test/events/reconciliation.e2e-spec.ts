import { createPlatformClient, eventsSince } from '../../clients/typescript/src';
import { createApiToken, scopes } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { OutboundHarness } from '../webhooks/support/outbound-harness';
import { eventually } from '../webhooks/support/webhook-test-app';
import { allEvents, untilListed } from './support/events-pages';

const AGENT = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const archived = () => ({ agentId: AGENT });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * The reconciliation the events API exists for (docs/events.md): a receiver is down for a
 * while; afterwards the integrator pages GET /v1/events over the outage and gets exactly the
 * events it missed.
 */
describe('reconciling after a receiver outage', () => {
  // One attempt per delivery and no breaker, so "missed" is simply "answered 503".
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: '0',
    WEBHOOK_BREAKER_THRESHOLD: '1000',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('pages createdAfter…createdBefore of the outage and gets exactly the missed events', async () => {
    const teamId = h.caller.member.teamId;
    const events = {
      Authorization: `Bearer ${await createApiToken(h.app, h.caller.member, scopes('ai_agents:read'))}`,
    };
    const sub = await h.subscribe({ eventTypes: ['agent.archived'] });
    let down = false;
    h.receiver.respondWith((req) => ({ status: req.path === sub.path && down ? 503 : 200 }));

    const delivered = await commitEvents(h.app, teamId, 2, 'agent.archived', archived);
    await h.settled(sub.subscriptionId, 2);
    await tick();
    const outageStart = new Date().toISOString();
    down = true;
    const missed: string[] = [];
    for (let index = 0; index < 5; index += 1)
      missed.push(...(await commitEvents(h.app, teamId, 1, 'agent.archived', archived)));
    await eventually(async () => {
      const deliveries = await h.deliveriesOf(sub.subscriptionId);
      return deliveries.filter((d) => d.status === 'failed').length === missed.length;
    });
    await tick();
    const outageEnd = new Date().toISOString();
    down = false;
    const afterwards = await commitEvents(h.app, teamId, 2, 'agent.archived', archived);
    await eventually(async () => {
      const deliveries = await h.deliveriesOf(sub.subscriptionId);
      return deliveries.filter((d) => d.status === 'succeeded').length === 4;
    });

    // What the service itself recorded as not delivered is what the integrator finds.
    const failed = (await h.deliveriesOf(sub.subscriptionId))
      .filter((d) => d.status === 'failed')
      .map((d) => d.eventId);
    expect(failed.sort()).toEqual([...missed].sort());

    await untilListed(h.app, events, [...delivered, ...missed, ...afterwards]);
    const window = await allEvents(h.app, events, {
      createdAfter: outageStart,
      createdBefore: outageEnd,
      type: 'agent.archived',
      limit: 2,
    });
    expect(window.events.map((event) => event.id)).toEqual([...missed].reverse());
    expect(window.pages).toBe(3);

    // Or, oldest first from the outage on: the missed ones, then what followed, and a cursor to
    // resume from later.
    const forward = await allEvents(h.app, events, {
      createdAfter: outageStart,
      order: 'asc',
      limit: 2,
    });
    expect(forward.events.map((event) => event.id)).toEqual([...missed, ...afterwards]);
    expect(forward.events.map((event) => event.id)).not.toContain(delivered[1]);
    const later = await commitEvents(h.app, teamId, 1, 'agent.archived', archived);
    await untilListed(h.app, events, later);
    const resumed = await allEvents(h.app, events, {
      createdAfter: outageStart,
      order: 'asc',
      cursor: forward.cursor ?? '',
    });
    expect(resumed.events.map((event) => event.id)).toEqual(later);

    // The README's loop with the typed client: the same events, then only what came after.
    const token = events.Authorization.replace('Bearer ', '');
    const api = createPlatformClient({ baseUrl: await h.app.listen(), token });
    const handled: string[] = [];
    let cursor: string | undefined;
    const reconcile = async () => {
      for await (const { event, cursor: next } of eventsSince(
        api,
        { cursor, createdAfter: outageStart },
        { pageSize: 3 },
      )) {
        handled.push(event.id);
        cursor = next;
      }
    };
    await reconcile();
    expect(handled).toEqual([...missed, ...afterwards, ...later]);
    const last = await commitEvents(h.app, teamId, 1, 'agent.archived', archived);
    await untilListed(h.app, events, last);
    await reconcile();
    expect(handled).toEqual([...missed, ...afterwards, ...later, ...last]);
  });
});
