import request from 'supertest';
import { compileFilter } from '../../src/webhooks/subscriptions/filters/filter-jsonpath';
import { parseSubscriptionFilter } from '../../src/webhooks/subscriptions/filters/filter-parser';
import type { ParsedFilter } from '../../src/webhooks/subscriptions/filters/filter-grammar';
import { createCaller } from '../factories/identity.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';

const A = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';

describe('subscription filters: validation and the compiled predicate', () => {
  const h = new OutboundHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const create = (body: Record<string, unknown>) =>
    request(h.app.http)
      .post(SUBSCRIPTIONS)
      .set(h.caller.auth)
      .send({ url: `${h.receiver.url}/validation`, ...body });

  describe('400 VALIDATION_ERROR naming the field', () => {
    const elevenKeys = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`data.f${i}`, 1]));
    const manyValues = Array.from({ length: 51 }, (_, i) => `n${i}`);
    it.each<[string, unknown, string, string, string[]?]>([
      ['an unknown field', { 'data.nope': 1 }, 'filter.data.nope', 'unknown_field'],
      [
        'a field of no subscribed type',
        { 'data.versionNumber': 1 },
        'filter.data.versionNumber',
        'unknown_field',
        ['agent.archived'],
      ],
      [
        'an operator that does not suit the type',
        { 'data.agentId': { $gt: A } },
        'filter.data.agentId.$gt',
        'invalid_operator',
      ],
      [
        'a value of another type',
        { 'data.versionNumber': '2' },
        'filter.data.versionNumber',
        'invalid_type',
      ],
      [
        'an unknown operator',
        { 'data.name': { $regex: '^a' } },
        'filter.data.name.$regex',
        'unknown_operator',
      ],
      ['$where', { $where: 'sleep(10)' }, 'filter.$where', 'unknown_operator'],
      [
        'a nested $or',
        { $or: [{ $or: [{ 'data.name': 'a' }] }] },
        'filter.$or.0.$or',
        'invalid_operator',
      ],
      ['too many keys', elevenKeys, 'filter', 'too_big'],
      [
        'too many $in values',
        { 'data.name': { $in: manyValues } },
        'filter.data.name.$in',
        'too_big',
      ],
      ['an empty filter', {}, 'filter', 'too_small'],
      ['a string', 'data.agentId', 'filter', 'invalid_type'],
      ['an array', [{ 'data.agentId': A }], 'filter', 'invalid_type'],
    ])('%s', async (...[, filter, field, code, eventTypes]) => {
      const res = await create({ filter, eventTypes }).expect(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details).toEqual([expect.objectContaining({ field, code })]);
      expect(res.body.details[0].message.length).toBeGreaterThan(10);
    });

    it('says what is wrong in words, and creates nothing', async () => {
      const caller = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
      const res = await request(h.app.http)
        .post(SUBSCRIPTIONS)
        .set(caller.auth)
        .send({
          url: `${h.receiver.url}/x`,
          eventTypes: ['agent.archived', 'agent.restored'],
          filter: { 'data.versionNumber': { $gt: 1 }, 'data.agentId': { $lt: 2 } },
        })
        .expect(400);
      expect(res.body.details).toEqual([
        {
          field: 'filter.data.versionNumber',
          code: 'unknown_field',
          message:
            'data.versionNumber is not a field of the data of agent.archived, agent.restored (see GET /v1/webhooks/event-types)',
        },
        {
          field: 'filter.data.agentId.$lt',
          code: 'invalid_operator',
          message: '$lt compares numbers and date-times; data.agentId is a uuid',
        },
      ]);
      const list = await request(h.app.http).get(SUBSCRIPTIONS).set(caller.auth).expect(200);
      expect(list.body.data).toEqual([]);
    });

    it('PATCH with a bad filter changes nothing', async () => {
      const sub = await h.subscribe({ eventTypes: ['agent.created'] });
      const url = `${SUBSCRIPTIONS}/${sub.subscriptionId}`;
      const res = await request(h.app.http)
        .patch(url)
        .set(h.caller.auth)
        .send({ filter: { 'data.versionNumber': 1 }, standardWebhooks: true })
        .expect(400);
      expect(res.body.details[0].field).toBe('filter.data.versionNumber');
      const after = await request(h.app.http).get(url).set(h.caller.auth).expect(200);
      expect(after.body).toMatchObject({ filter: null, standardWebhooks: false });
    });
  });

  describe('a change of eventTypes alone checks the stored filter', () => {
    it('refuses types the stored filter does not suit, and accepts them with a new filter or none', async () => {
      const filter = { 'data.versionNumber': { $gt: 1 } };
      const created = await create({ eventTypes: ['agent.version.created'], filter }).expect(201);
      const url = `${SUBSCRIPTIONS}/${created.body.subscriptionId}`;
      const patch = (body: object) => request(h.app.http).patch(url).set(h.caller.auth).send(body);

      const refused = await patch({ eventTypes: ['agent.archived'] }).expect(400);
      expect(refused.body.details).toEqual([
        expect.objectContaining({ field: 'filter.data.versionNumber', code: 'unknown_field' }),
      ]);
      expect(refused.body.details[0].message).toContain('the stored filter');
      const unchanged = await request(h.app.http).get(url).set(h.caller.auth).expect(200);
      expect(unchanged.body).toMatchObject({ eventTypes: ['agent.version.created'], filter });

      // Every type (null) has versionNumber somewhere; so does agent.version.sealed.
      await patch({ eventTypes: null }).expect(200);
      await patch({ eventTypes: ['agent.version.sealed'] }).expect(200);
      const replaced = { 'data.agentId': A };
      const both = await patch({ eventTypes: ['agent.archived'], filter: replaced }).expect(200);
      expect(both.body).toMatchObject({ eventTypes: ['agent.archived'], filter: replaced });
      const cleared = await patch({ eventTypes: ['webhook.test'], filter: null }).expect(200);
      expect(cleared.body).toMatchObject({ eventTypes: ['webhook.test'], filter: null });
    });
  });

  describe('the compiled predicate, evaluated by Postgres as the relay does', () => {
    async function matches(compiled: { path: string; vars: object }, data: string) {
      const [row] = await h.app.dataSource.query(
        'SELECT jsonb_path_exists($1::jsonb, $2::jsonpath, $3::jsonb, true) AS hit',
        [data, compiled.path, JSON.stringify(compiled.vars)],
      );
      return row.hit as boolean;
    }
    const compile = (filter: Record<string, unknown>) =>
      compileFilter(parseSubscriptionFilter(filter, null));

    it.each([
      '") || true || ("',
      '\\") || exists(@) || (\\"',
      '$v0',
      '$',
      '@',
      "' OR '1'='1",
      'back\\slash \\u0041 \\n',
      'line\nbreak\ttab',
      'Ünïcödé 🚀 \u2028 \uFFFF',
      '*',
      '',
    ])('a hostile value is compared as a value: %j', async (value) => {
      const equal = compile({ 'data.name': value });
      expect(await matches(equal, JSON.stringify({ name: value }))).toBe(true);
      expect(await matches(equal, JSON.stringify({ name: `${value}x` }))).toBe(false);
      expect(await matches(equal, JSON.stringify({ name: 'other' }))).toBe(false);
      expect(await matches(equal, JSON.stringify({}))).toBe(false);
      const member = compile({ 'data.name': { $in: [value, 'second'] } });
      expect(await matches(member, JSON.stringify({ name: value }))).toBe(true);
      expect(await matches(member, JSON.stringify({ name: 'second' }))).toBe(true);
      expect(await matches(member, JSON.stringify({ name: 'third' }))).toBe(false);
    });

    it.each(['a"b', 'a\\b', '$v0', 'a.b', '*', '[0]', 'é🚀', 'line\nbreak', ' ', '@'])(
      'a hostile field name is one key: %j',
      async (field) => {
        const filter: ParsedFilter = {
          all: [
            { field, test: 'in', values: ['x'] },
            { field, test: 'exists', exists: true },
          ],
          anyOf: null,
        };
        const compiled = compileFilter(filter);
        expect(await matches(compiled, JSON.stringify({ [field]: 'x' }))).toBe(true);
        expect(await matches(compiled, JSON.stringify({ [field]: 'y' }))).toBe(false);
        expect(await matches(compiled, JSON.stringify({ a: { b: 'x' }, other: 'x' }))).toBe(false);
      },
    );

    it('compares huge numbers as numbers', async () => {
      const below = compile({ 'data.affected': { $lt: 1e308 } });
      expect(await matches(below, '{"affected": 1e308}')).toBe(false);
      expect(await matches(below, '{"affected": 9.9e307}')).toBe(true);
      const above = compile({ 'data.affected': { $gt: 1e29, $lte: 1e300 } });
      expect(await matches(above, '{"affected": 123456789012345678901234567890}')).toBe(true);
      expect(await matches(above, '{"affected": 12345678901234567890123456789}')).toBe(false);
      expect(await matches(above, '{"affected": "1e30"}')).toBe(false);
      const exact = compile({ 'data.affected': 2 });
      expect(await matches(exact, '{"affected": 2.0}')).toBe(true);
    });

    it('null equality and $exists on a null', async () => {
      expect(await matches(compile({ 'data.installedBy': null }), '{"installedBy": null}')).toBe(
        true,
      );
      expect(await matches(compile({ 'data.installedBy': null }), '{}')).toBe(false);
      const present = compile({ 'data.installedBy': { $exists: true } });
      expect(await matches(present, '{"installedBy": null}')).toBe(true);
      expect(await matches(present, '{}')).toBe(false);
    });

    it('orders date-times as time for every pair of instants (event data as toISOString writes it)', async () => {
      const instants = Array.from(
        { length: 60 },
        (_, i) => new Date(Date.UTC(1990 + (i % 50), i % 12, 1 + (i % 28), i % 24, i, i, i * 17)),
      );
      instants.push(new Date('2026-11-25T05:39:58.123Z'), new Date('2026-11-25T05:39:58.124Z'));
      for (let i = 0; i < instants.length; i += 7) {
        const bound = instants[i];
        const filter = compile({ 'data.readAt': { $gt: bound.toISOString() } });
        const rows: Array<{ at: string; hit: boolean }> = await h.app.dataSource.query(
          `SELECT at, jsonb_path_exists(jsonb_build_object('readAt', at), $1::jsonpath, $2::jsonb, true) AS hit
             FROM unnest($3::text[]) AS at`,
          [filter.path, JSON.stringify(filter.vars), instants.map((d) => d.toISOString())],
        );
        for (const row of rows)
          expect([row.at, row.hit]).toEqual([row.at, new Date(row.at) > bound]);
      }
    });
  });
});
