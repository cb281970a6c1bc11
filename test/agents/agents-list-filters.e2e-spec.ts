import request from 'supertest';
import { createAgent, createAgentCaller, createTeammate } from '../factories/agents.factory';
import { createTestApp, TestApp } from '../support/test-app';

interface StoredAgent {
  id: string;
  name: string;
  status: string;
  createdAt: number;
  live: boolean;
  restricted: boolean;
}

const AGENTS = 1_300;

/**
 * GET /v1/agents with a name filter reads either the list's index in order or, for a word rare
 * among the newest agents, the trigram index (AgentsRepository.listPage): whichever it takes, a
 * page is what a naive filter of every stored agent gives, in the same order, with the same
 * bounded total. The team is large enough for both: 1,300 agents, written directly, of which
 * the newest 250 are named `Agent …` and the older ones `Bulk helper …` (twenty of them
 * `Zephyr`, in pairs created in the same second).
 */
describe('Agents: the list filtered by name, whichever index it reads', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createAgentCaller>>;
  let member: Awaited<ReturnType<typeof createTeammate>>;
  let stored: StoredAgent[];

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAgentCaller(app);
    member = await createTeammate(app, owner.teamId, 'member');
    const template = await createAgent(app, owner, { name: 'Template' });
    // Two agents a second, so pairs share created_at and the id breaks the tie; every 7th is
    // archived, every 50th restricted (hidden from members), every 97th uninstalled.
    await app.dataSource.query(
      `INSERT INTO agents (team_id, name, source, config, installed_by, status, created_at,
                           access_settings, uninstalled_at)
       SELECT $1::uuid,
              CASE WHEN g > 1050 THEN 'Agent ' || g
                   WHEN g = 200 THEN 'Under_score ' || g
                   WHEN g = 201 THEN 'UnderXscore ' || g
                   WHEN g = 300 THEN '100% sure ' || g
                   WHEN g % 100 IN (16, 17) THEN 'Zephyr bulk helper ' || g
                   ELSE 'Bulk helper ' || g END,
              'custom', (SELECT config FROM agents WHERE id = $2::uuid), $3::uuid,
              CASE WHEN g % 7 = 0 THEN 'archived' ELSE 'active' END,
              date_trunc('second', now()) - interval '1 day' + (g / 2) * interval '1 second',
              CASE WHEN g % 50 = 0 THEN '{"visibility": "restricted", "allowedUserIds": []}'::jsonb
                   ELSE '{"visibility": "team", "allowedUserIds": []}'::jsonb END,
              CASE WHEN g % 97 = 0 THEN now() END
         FROM generate_series(1, $4::int) g`,
      [owner.teamId, template.agentId, owner.userId, AGENTS],
    );
    const rows: Array<Omit<StoredAgent, 'createdAt'> & { createdAt: string }> =
      await app.dataSource.query(
        `SELECT id, name, status, (extract(epoch FROM created_at) * 1000000)::bigint::text
                AS "createdAt", uninstalled_at IS NULL AS live,
                access_settings->>'visibility' = 'restricted' AS restricted
           FROM agents WHERE team_id = $1`,
        [owner.teamId],
      );
    stored = rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) }));
  });
  afterAll(() => app.close());

  /** What the page should hold, from every stored agent: newest first, ties by id, descending. */
  function naive(q: string, status: string | null, asMember: boolean) {
    const matches = stored
      .filter((agent) => agent.live && agent.name.toLowerCase().includes(q.toLowerCase()))
      .filter((agent) => status === null || agent.status === status)
      .filter((agent) => !(asMember && agent.restricted))
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return matches.map((agent) => agent.id);
  }

  async function page(query: string, asMember = false) {
    const res = await request(app.http)
      .get(`/v1/agents?${query}`)
      .set((asMember ? member : owner).auth)
      .expect(200);
    return {
      ids: res.body.data.map((agent: { agentId: string }) => agent.agentId) as string[],
      total: res.body.pagination.total as number | undefined,
      hasMore: res.body.pagination.hasMore as boolean,
    };
  }

  it.each([
    ['a rare word', 'zephyr', null],
    ['a rare word in capitals', 'ZEPHYR', null],
    ['a rare word and a status', 'zephyr', 'archived'],
    ['two words, one rare', 'zephyr BULK', null],
    ['a word of the newest agents', 'agent 12', null],
    ['a word common in the newest agents', 'agent', null],
    ['a word too short to search by', 'yr', null],
    ['an escaped underscore', 'der_sco', null],
    ['an escaped percent sign', '100% s', null],
    ['a word of the older agents and a status', 'bulk', 'archived'],
  ])('%s: the same rows, order and total as a naive filter', async (_label, q, status) => {
    for (const asMember of [false, true]) {
      const expected = naive(q, status, asMember);
      expect(expected.length).toBeLessThanOrEqual(1_000);
      for (const [limit, offset] of [
        [20, 0],
        [5, 3],
        [100, Math.max(0, expected.length - 7)],
      ]) {
        const query = new URLSearchParams({ q, limit: String(limit), offset: String(offset) });
        if (status) query.set('status', status);
        expect(await page(query.toString(), asMember)).toEqual({
          ids: expected.slice(offset, offset + limit),
          total: expected.length,
          hasMore: expected.length > offset + limit,
        });
      }
    }
  });

  it('a word matching more agents than the counted total: the newest pages, no total', async () => {
    const expected = naive('bulk', null, false);
    expect(expected.length).toBeGreaterThan(1_000);
    for (const [limit, offset] of [
      [20, 0],
      [100, 950],
      [20, expected.length - 10],
    ])
      expect(await page(`q=bulk&limit=${limit}&offset=${offset}`)).toEqual({
        ids: expected.slice(offset, offset + limit),
        total: undefined,
        hasMore: expected.length > offset + limit,
      });
  });

  it('a status alone: the same rows and total as a naive filter', async () => {
    const expected = naive('', 'archived', true);
    expect(await page('status=archived&limit=100&offset=40', true)).toEqual({
      ids: expected.slice(40, 140),
      total: expected.length,
      hasMore: true,
    });
  });
});
