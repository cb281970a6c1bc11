import request from 'supertest';
import { createApiToken, createTeamOwner, scopes, TestMember } from '../factories/identity.factory';
import { backdateEvent } from '../support/backdated-event';
import { commitEvents } from '../factories/webhooks.factory';
import { errorCode } from '../support/error-code';
import { TestReceiver } from '../webhooks/support/test-receiver';
import { createWebhookTestApp, WebhookTestApp } from '../webhooks/support/webhook-test-app';
import { allEvents, EventBody, eventPage, eventsPath, untilListed } from './support/events-pages';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const AGENT = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const USER = 'c0ffee00-1234-4abc-8def-0123456789ab';

/** GET /v1/events and /v1/events/{eventId}: visibility by scope, tenancy, filters, validation. */
describe('events API', () => {
  let app: WebhookTestApp;
  let receiver: TestReceiver;
  let owner: TestMember;
  let other: TestMember;
  const auth: Record<string, Record<string, string>> = {};
  const ids: Record<string, string[]> = {};

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    receiver = await TestReceiver.start();
    owner = await createTeamOwner(app);
    other = await createTeamOwner(app);
    for (const [name, pairs] of Object.entries({
      agents: ['ai_agents:read'],
      notifications: ['notifications:read'],
      webhooks: ['webhooks:read', 'webhooks:write'],
      all: ['ai_agents:read', 'notifications:read', 'webhooks:read'],
      agentsWriteOnly: ['ai_agents:write', 'media:read'],
    }))
      auth[name] = bearer(await createApiToken(app, owner, scopes(...pairs)));
    auth.otherTeam = bearer(await createApiToken(app, other, scopes('ai_agents:read')));

    const agentCreated = () => ({
      agentId: AGENT,
      name: 'Support triage',
      source: 'custom',
      installedBy: USER,
      clonedFromAgentId: null,
    });
    ids.created = await commitEvents(app, owner.teamId, 3, 'agent.created', agentCreated);
    ids.sealed = await commitEvents(app, owner.teamId, 1, 'agent.version.sealed', () => ({
      agentId: AGENT,
      versionNumber: 1,
    }));
    ids.read = await commitEvents(app, owner.teamId, 1, 'notification.read', () => ({
      notificationId: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
      userId: USER,
      category: 'mention',
      readAt: new Date().toISOString(),
      via: 'open',
    }));
    // A real event of the app: the test event of a subscription.
    const subscription = await request(app.http)
      .post('/v1/webhooks/subscriptions')
      .set(auth.webhooks)
      .send({ url: `${receiver.url}/hook`, eventTypes: ['webhook.test'] })
      .expect(201);
    const sent = await request(app.http)
      .post(`/v1/webhooks/subscriptions/${subscription.body.subscriptionId}/test`)
      .set(auth.webhooks)
      .expect(202);
    ids.test = [sent.body.eventId as string];
    ids.otherTeam = await commitEvents(app, other.teamId, 2, 'agent.created', agentCreated);
    await untilListed(app, auth.all, [...ids.created, ...ids.sealed, ...ids.read, ...ids.test]);
    await untilListed(app, auth.otherTeam, ids.otherTeam);
  });

  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  const list = (who: string, query: Record<string, string | number | string[]> = {}) =>
    allEvents(app, auth[who], { limit: 100, ...query }).then(({ events }) => events);
  const idsOf = (events: EventBody[]) => events.map((event) => event.id);

  it('lists newest first only the types the token may read, and never another team’s', async () => {
    expect(idsOf(await list('agents'))).toEqual([...ids.created, ...ids.sealed].reverse());
    expect(idsOf(await list('notifications'))).toEqual(ids.read);
    expect(idsOf(await list('webhooks'))).toEqual(ids.test);
    expect(idsOf(await list('all'))).toEqual(
      [...ids.created, ...ids.sealed, ...ids.read, ...ids.test].reverse(),
    );
    expect(idsOf(await list('otherTeam'))).toEqual([...ids.otherTeam].reverse());
  });

  it('returns one event as exactly the envelope its delivery carried', async () => {
    const [eventId] = ids.test;
    const res = await request(app.http).get(`/v1/events/${eventId}`).set(auth.webhooks).expect(200);
    const delivered = await (async () => {
      for (let tries = 0; tries < 400; tries += 1) {
        const body = receiver.requests.find((req) => req.path === '/hook')?.rawBody;
        if (body) return JSON.parse(body.toString('utf8')) as unknown;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the test event was never delivered');
    })();
    expect(res.body).toEqual(delivered);
    expect(Object.keys(res.body as object).sort()).toEqual([
      'createdAt',
      'data',
      'id',
      'teamId',
      'type',
    ]);
    // The listing carries the same envelope.
    expect((await list('webhooks'))[0]).toEqual(delivered);
  });

  it('writes createdAt in a listing as the single event has it, whatever its fraction', async () => {
    const fractions = ['', '.1', '.12', '.123', '.123999', '.000001'];
    const committed = await commitEvents(
      app,
      other.teamId,
      fractions.length,
      'agent.created',
      () => ({
        agentId: AGENT,
        name: 'Clock',
        source: 'custom',
        installedBy: USER,
        clonedFromAgentId: null,
      }),
    );
    // Older events are other ids (backdateEvent).
    const written: string[] = [];
    for (const [index, id] of committed.entries())
      written.push(
        await backdateEvent(
          app.dataSource,
          id,
          `2026-01-0${index + 1}T10:49:03${fractions[index]}Z`,
        ),
      );
    await untilListed(app, auth.otherTeam, written);
    const listed = new Map((await list('otherTeam')).map((event) => [event.id, event.createdAt]));
    for (const id of written) {
      const single = await request(app.http)
        .get(`/v1/events/${id}`)
        .set(auth.otherTeam)
        .expect(200);
      expect(listed.get(id)).toBe(single.body.createdAt);
    }
    expect(listed.get(written[1])).toBe('2026-01-02T10:49:03.100Z');
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown, malformed, invisible or other team’s id', async () => {
    const get = (eventId: string, who: string) =>
      errorCode(request(app.http).get(`/v1/events/${eventId}`).set(auth[who]), 404);
    expect(await get('evt_00000000000000000000000000000000', 'all')).toBe('EVENT_NOT_FOUND');
    expect(await get('not-an-event', 'all')).toBe('EVENT_NOT_FOUND');
    expect(await get(ids.test[0], 'agents')).toBe('EVENT_NOT_FOUND');
    expect(await get(ids.created[0], 'notifications')).toBe('EVENT_NOT_FOUND');
    expect(await get(ids.read[0], 'webhooks')).toBe('EVENT_NOT_FOUND');
    expect(await get(ids.otherTeam[0], 'agents')).toBe('EVENT_NOT_FOUND');
    await request(app.http).get(`/v1/events/${ids.created[0]}`).set(auth.agents).expect(200);
  });

  it('refuses a token with read on none of the three entities with 403 INSUFFICIENT_SCOPE', async () => {
    expect(
      await errorCode(request(app.http).get('/v1/events').set(auth.agentsWriteOnly), 403),
    ).toBe('INSUFFICIENT_SCOPE');
    expect(
      await errorCode(
        request(app.http).get(`/v1/events/${ids.created[0]}`).set(auth.agentsWriteOnly),
        403,
      ),
    ).toBe('INSUFFICIENT_SCOPE');
    expect(await errorCode(request(app.http).get('/v1/events'), 401)).toBe('UNAUTHORIZED');
  });

  it('filters by repeated types and prefixes, inside what the token may read', async () => {
    expect(idsOf(await list('all', { type: 'agent.version.sealed' }))).toEqual(ids.sealed);
    expect(idsOf(await list('all', { type: ['agent.version.*', 'webhook.test'] }))).toEqual(
      [...ids.sealed, ...ids.test].reverse(),
    );
    expect(idsOf(await list('all', { type: ['agent.*'] }))).toEqual(
      [...ids.created, ...ids.sealed].reverse(),
    );
    // Asking for a type the token may not read shows nothing rather than leaking it.
    expect(await list('agents', { type: ['notification.*', 'webhook.test'] })).toEqual([]);
  });

  it('filters by createdAfter (inclusive) and createdBefore (exclusive)', async () => {
    const all = await list('all', { order: 'asc' });
    // Events of one transaction share its start time: the bounds are distinct instants.
    const [first, second, third] = [...new Set(all.map((event) => event.createdAt))];
    const inside = all.filter((event) => event.createdAt >= second && event.createdAt < third);
    expect(inside.length).toBeGreaterThan(0);
    expect(idsOf(await list('all', { createdAfter: second, createdBefore: third }))).toEqual(
      idsOf(inside).reverse(),
    );
    expect(idsOf(await list('all', { createdBefore: first }))).toEqual([]);
    const after = await list('all', { createdAfter: all[all.length - 1].createdAt });
    expect(after.map((event) => event.id)).toContain(all[all.length - 1].id);
  });

  it('pages with limit (clamped to 100) and cursors in either order', async () => {
    const everything = [...ids.created, ...ids.sealed, ...ids.read, ...ids.test];
    const desc = await allEvents(app, auth.all, { limit: 2 });
    expect(idsOf(desc.events)).toEqual([...everything].reverse());
    expect(desc.pages).toBe(3);
    expect(desc.cursor).toBeNull();
    const asc = await allEvents(app, auth.all, { limit: 2, order: 'asc' });
    expect(idsOf(asc.events)).toEqual(everything);
    // The reconciliation order ends with a cursor to resume from: nothing new yet, nothing served.
    expect(asc.cursor).toEqual(expect.any(String));
    const resumed = await eventPage(app, auth.all, { order: 'asc', cursor: asc.cursor ?? '' });
    expect(resumed).toEqual({
      data: [],
      pagination: { hasMore: false, cursor: asc.cursor, direction: 'next', limit: 20 },
    });
    const later = await commitEvents(app, owner.teamId, 1, 'agent.archived', () => ({
      agentId: AGENT,
    }));
    await untilListed(app, auth.all, later);
    const next = await eventPage(app, auth.all, { order: 'asc', cursor: asc.cursor ?? '' });
    expect(idsOf(next.data)).toEqual(later);
    const clamped = await eventPage(app, auth.all, { limit: 500 });
    expect(clamped.pagination.limit).toBe(100);
  });

  it('refuses bad filters with 400 VALIDATION_ERROR naming the field', async () => {
    const refused = async (path: string) => {
      const res = await request(app.http).get(path).set(auth.all).expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      return (res.body.details as { field: string }[]).map((detail) => detail.field);
    };
    expect(await refused(eventsPath({ type: 'agent.nope' }))).toEqual(['type']);
    expect(await refused(eventsPath({ type: ['agent.*', '%'] }))).toEqual(['type']);
    expect(await refused(eventsPath({ createdAfter: 'yesterday' }))).toEqual(['createdAfter']);
    // ISO 8601 forms Date cannot read are refused as well, not sent to Postgres, and so is a
    // time without its offset, which Date would read in the server's time zone.
    for (const value of ['2030-W01', '20300101T000000Z', '2030-01-01T10Z', '2030-01-01T10:00:00']) {
      expect(await refused(eventsPath({ createdAfter: value }))).toEqual(['createdAfter']);
      expect(await refused(eventsPath({ createdBefore: value }))).toEqual(['createdBefore']);
    }
    expect(await refused(eventsPath({ createdBefore: '2026-13-01T00:00:00Z' }))).toEqual([
      'createdBefore',
    ]);
    expect(
      await refused(
        eventsPath({ createdAfter: '2026-11-25T00:00:00Z', createdBefore: '2026-11-24T00:00:00Z' }),
      ),
    ).toEqual(['createdBefore']);
    expect(await refused(eventsPath({ limit: 0 }))).toEqual(['limit']);
    expect(await refused(eventsPath({ order: 'sideways' }))).toEqual(['order']);
    expect(await refused(eventsPath({ cursor: 'bm90LWEtY3Vyc29y' }))).toEqual(['cursor']);
    const desc = await eventPage(app, auth.all, { limit: 1 });
    expect(
      await refused(eventsPath({ order: 'asc', cursor: desc.pagination.cursor ?? '' })),
    ).toEqual(['cursor']);
    expect(
      await refused(eventsPath({ type: Array.from({ length: 21 }, () => 'agent.*') })),
    ).toEqual(['type']);
  });
});
