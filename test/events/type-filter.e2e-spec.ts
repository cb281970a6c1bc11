import { createApiToken, createTeamOwner, scopes } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import type { EventType } from '../../src/events/event-types';
import { createTestApp, TestApp } from '../support/test-app';
import { allEvents, EventBody, untilListed } from './support/events-pages';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The types a round commits, one transaction each, several events in some. */
const ROUND: Array<[EventType, number]> = [
  ['agent.created', 2],
  ['agent.updated', 1],
  ['notification.read', 3],
  ['agent.version.sealed', 1],
  ['webhook.test', 2],
  ['agent.updated', 2],
];

/**
 * GET /v1/events?type=…: each type asked for (a prefix stands for the team's types under it) is
 * walked on its own and the walks are merged (events.queries.ts): every page, in either order and
 * across cursors, is the unfiltered walk with the other types left out.
 */
describe('events API: the type filter merges a walk of each type', () => {
  let app: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  let everything: EventBody[];

  beforeAll(async () => {
    app = await createTestApp();
    const owner = await createTeamOwner(app);
    auth.all = bearer(
      await createApiToken(
        app,
        owner,
        scopes('ai_agents:read', 'notifications:read', 'webhooks:read'),
      ),
    );
    auth.agents = bearer(await createApiToken(app, owner, scopes('ai_agents:read')));
    const ids: string[] = [];
    for (let round = 0; round < 4; round += 1)
      for (const [type, count] of ROUND)
        ids.push(...(await commitEvents(app, owner.teamId, count, type)));
    await untilListed(app, auth.all, ids);
    everything = (await allEvents(app, auth.all, { limit: 100, order: 'asc' })).events;
    expect(everything.map((event) => event.id)).toEqual(ids);
  });
  afterAll(() => app.close());

  const matches = (filters: string[], type: string) =>
    filters.some((filter) =>
      filter.endsWith('.*') ? type.startsWith(filter.slice(0, -1)) : type === filter,
    );

  it.each([
    [['agent.created']],
    [['agent.created', 'notification.read']],
    [['agent.version.*', 'webhook.test', 'agent.created']],
    [['agent.created', 'agent.*']],
    [['agent.updated', 'agent.updated']],
    [['notification.*', 'agent.uninstalled']],
    [['agent.uninstalled']],
  ])('%j: every page in either order is the unfiltered walk narrowed', async (filters) => {
    const expected = everything.filter((event) => matches(filters, event.type));
    for (const limit of [1, 2, 5, 100]) {
      const asc = await allEvents(app, auth.all, { type: filters, limit, order: 'asc' });
      expect(asc.events.map((event) => event.id)).toEqual(expected.map((event) => event.id));
      const desc = await allEvents(app, auth.all, { type: filters, limit });
      expect(desc.events.map((event) => event.id)).toEqual(
        expected.map((event) => event.id).reverse(),
      );
    }
  });

  it('narrows the types to those the token may read', async () => {
    const { events } = await allEvents(app, auth.agents, {
      type: ['agent.created', 'webhook.*', 'notification.read'],
      limit: 3,
    });
    expect(events.map((event) => event.id)).toEqual(
      everything
        .filter((event) => event.type === 'agent.created')
        .map((event) => event.id)
        .reverse(),
    );
  });

  it('keeps a created_at window with the types', async () => {
    const instants = [...new Set(everything.map((event) => event.createdAt))];
    const [after, before] = [instants[2], instants[instants.length - 3]];
    const filters = ['agent.updated', 'webhook.*'];
    const expected = everything.filter(
      (event) =>
        matches(filters, event.type) && event.createdAt >= after && event.createdAt < before,
    );
    expect(expected.length).toBeGreaterThan(2);
    const { events } = await allEvents(app, auth.all, {
      type: filters,
      createdAfter: after,
      createdBefore: before,
      limit: 2,
      order: 'asc',
    });
    expect(events.map((event) => event.id)).toEqual(expected.map((event) => event.id));
  });
});
