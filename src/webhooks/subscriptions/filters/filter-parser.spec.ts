import { ValidationFailedError } from '../../../common/errors/domain-error';
import { parseSubscriptionFilter } from './filter-parser';

const AGENT = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';
const OTHER = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

function problemsOf(filter: unknown, eventTypes: string[] | null = null, note?: string) {
  try {
    parseSubscriptionFilter(filter, eventTypes, note);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailedError);
    return (error as ValidationFailedError).details!;
  }
  throw new Error('expected the filter to be refused');
}

describe('parseSubscriptionFilter', () => {
  it('reads equality, membership and every operator, ANDed, with one top-level $or', () => {
    const parsed = parseSubscriptionFilter(
      {
        'data.agentId': [AGENT, OTHER],
        'data.state': 'draft',
        'data.versionNumber': { $gt: 1, $lte: 10 },
        'data.live': { $exists: false },
        $or: [{ 'data.source': { $in: ['custom', 'clone'] } }, { 'data.reapplied': true }],
      },
      null,
    );
    expect(parsed).toEqual({
      all: [
        { field: 'agentId', test: 'in', values: [AGENT, OTHER] },
        { field: 'state', test: 'in', values: ['draft'] },
        { field: 'versionNumber', test: '$gt', value: 1 },
        { field: 'versionNumber', test: '$lte', value: 10 },
        { field: 'live', test: 'exists', exists: false },
      ],
      anyOf: [
        [{ field: 'source', test: 'in', values: ['custom', 'clone'] }],
        [{ field: 'reapplied', test: 'in', values: [true] }],
      ],
    });
  });

  it('compares date-times as the events write them: UTC ISO with milliseconds', () => {
    const parsed = parseSubscriptionFilter(
      {
        'data.readAt': { $gt: '2026-11-25T06:39:58+01:00', $lt: '2026-11-25T05:40:00.5Z' },
        'data.notificationId': AGENT.toUpperCase(),
      },
      ['notification.read'],
    );
    expect(parsed.all).toEqual([
      { field: 'readAt', test: '$gt', value: '2026-11-25T05:39:58.000Z' },
      { field: 'readAt', test: '$lt', value: '2026-11-25T05:40:00.500Z' },
      { field: 'notificationId', test: 'in', values: [AGENT] },
    ]);
  });

  it('accepts null for nullable fields and any field a subscribed type has', () => {
    expect(
      parseSubscriptionFilter({ 'data.installedBy': [null, AGENT] }, ['agent.created']).all,
    ).toEqual([{ field: 'installedBy', test: 'in', values: [null, AGENT] }]);
    // agentId is not in agent.child.linked, but it is in agent.created: enough.
    expect(
      parseSubscriptionFilter({ 'data.agentId': AGENT }, ['agent.created', 'agent.child.linked'])
        .all,
    ).toHaveLength(1);
    // Two shapes of one type (oneOf) and two types with different enums: the union.
    expect(
      parseSubscriptionFilter({ 'data.scope': { $in: ['all', 'address'] } }, null).all,
    ).toHaveLength(1);
    expect(
      parseSubscriptionFilter({ 'data.reason': ['agent_uninstalled', 'failing'] }, null).all,
    ).toHaveLength(1);
  });

  it('keeps huge finite numbers and unicode strings as they are', () => {
    expect(parseSubscriptionFilter({ 'data.affected': { $lt: 1e308 } }, null).all).toEqual([
      { field: 'affected', test: '$lt', value: 1e308 },
    ]);
    const name = 'Ünïcödé "quoted" \\ back\\slash $v0 ) || true || ( 🚀';
    expect(parseSubscriptionFilter({ 'data.name': name }, null).all).toEqual([
      { field: 'name', test: 'in', values: [name] },
    ]);
  });

  describe('refusals name the path of the problem', () => {
    it.each([
      [
        'an unknown field',
        { 'data.nope': 1 },
        { field: 'filter.data.nope', code: 'unknown_field' },
      ],
      [
        'a key without data.',
        { agentId: AGENT },
        { field: 'filter.agentId', code: 'unknown_field' },
      ],
      [
        'a nested field',
        { 'data.target.model': 'x' },
        { field: 'filter.data.target.model', code: 'unknown_field' },
      ],
      [
        'an unknown operator',
        { 'data.name': { $regex: '.*' } },
        { field: 'filter.data.name.$regex', code: 'unknown_operator' },
      ],
      [
        'an unknown top-level operator',
        { $and: [{ 'data.name': 'a' }] },
        { field: 'filter.$and', code: 'unknown_operator' },
      ],
      [
        'a nested $or',
        { $or: [{ $or: [{ 'data.name': 'a' }] }] },
        { field: 'filter.$or.0.$or', code: 'invalid_operator' },
      ],
      [
        '$gt on a uuid',
        { 'data.agentId': { $gt: AGENT } },
        { field: 'filter.data.agentId.$gt', code: 'invalid_operator' },
      ],
      [
        '$lt with a string on a number',
        { 'data.versionNumber': { $lt: '3' } },
        { field: 'filter.data.versionNumber.$lt', code: 'invalid_type' },
      ],
      [
        'a date-time without an offset',
        { 'data.readAt': { $gt: '2026-11-25T05:39:58' } },
        { field: 'filter.data.readAt.$gt', code: 'invalid_type' },
      ],
      [
        'a string for a number',
        { 'data.versionNumber': '2' },
        { field: 'filter.data.versionNumber', code: 'invalid_type' },
      ],
      [
        'a number for a string',
        { 'data.name': 2 },
        { field: 'filter.data.name', code: 'invalid_type' },
      ],
      [
        'a value outside the enum',
        { 'data.via': ['open', 'opne'] },
        { field: 'filter.data.via.1', code: 'invalid_enum_value' },
      ],
      [
        'a value that is not a uuid',
        { 'data.agentId': 'agent-1' },
        { field: 'filter.data.agentId', code: 'invalid_string' },
      ],
      [
        'null for a field that is never null',
        { 'data.agentId': null },
        { field: 'filter.data.agentId', code: 'invalid_type' },
      ],
      [
        'equality on an any-JSON field',
        { 'data.payload': { $in: [1] } },
        { field: 'filter.data.payload.$in', code: 'invalid_operator' },
      ],
      [
        'equality with an object',
        { 'data.target': { provider: 'anthropic' } },
        { field: 'filter.data.target.provider', code: 'invalid_type' },
      ],
      [
        '$exists that is not a boolean',
        { 'data.live': { $exists: 'yes' } },
        { field: 'filter.data.live.$exists', code: 'invalid_type' },
      ],
      [
        'a non-finite number',
        { 'data.affected': Infinity },
        { field: 'filter.data.affected', code: 'invalid_type' },
      ],
      ['an empty filter', {}, { field: 'filter', code: 'too_small' }],
      ['an array', [], { field: 'filter', code: 'invalid_type' }],
      ['an empty $or', { $or: [] }, { field: 'filter.$or', code: 'too_small' }],
      [
        'an empty operator object',
        { 'data.name': {} },
        { field: 'filter.data.name', code: 'too_small' },
      ],
      ['an empty list', { 'data.name': [] }, { field: 'filter.data.name', code: 'too_small' }],
      [
        'a list inside a list',
        { 'data.name': [['a']] },
        { field: 'filter.data.name.0', code: 'invalid_type' },
      ],
    ])('%s', (_name, filter, expected) => {
      expect(problemsOf(filter)).toEqual([expect.objectContaining(expected)]);
    });

    it('names the subscribed types when a field is in none of them', () => {
      const [problem] = problemsOf({ 'data.versionNumber': 1 }, ['agent.archived']);
      expect(problem.message).toBe(
        'data.versionNumber is not a field of the data of agent.archived (see GET /v1/webhooks/event-types)',
      );
    });

    it('reports every problem, in a $or branch by its index', () => {
      expect(
        problemsOf({ 'data.nope': 1, $or: [{ 'data.name': 'a' }, { 'data.agentId': { $gt: 1 } }] }),
      ).toEqual([
        expect.objectContaining({ field: 'filter.data.nope' }),
        expect.objectContaining({ field: 'filter.$or.1.data.agentId.$gt' }),
      ]);
    });

    it('appends the note to every message', () => {
      const [problem] = problemsOf({ 'data.nope': 1 }, null, ' (stored)');
      expect(problem.message).toMatch(/ \(stored\)$/);
    });
  });

  describe('bounds', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => `n${index}`);

    it('at most 10 keys in an object and 10 $or branches', () => {
      const keys = Object.fromEntries(many(11).map((key) => [`data.${key}`, 1]));
      expect(problemsOf(keys)).toEqual([
        expect.objectContaining({ field: 'filter', code: 'too_big' }),
      ]);
      const branches = many(11).map(() => ({ 'data.name': 'a' }));
      expect(problemsOf({ $or: branches })).toEqual([
        expect.objectContaining({ field: 'filter.$or', code: 'too_big' }),
      ]);
      expect(problemsOf({ $or: [keys] })).toEqual([
        expect.objectContaining({ field: 'filter.$or.0', code: 'too_big' }),
      ]);
    });

    it('at most 50 values in a list, 256 characters a string, 4096 for the filter', () => {
      expect(problemsOf({ 'data.name': many(51) })).toEqual([
        expect.objectContaining({ field: 'filter.data.name', code: 'too_big' }),
      ]);
      expect(problemsOf({ 'data.name': { $in: ['x'.repeat(257)] } })).toEqual([
        expect.objectContaining({ field: 'filter.data.name.$in.0', code: 'too_big' }),
      ]);
      const long = Array.from({ length: 9 }, (_, branch) => ({
        'data.name': many(50).map((value) => `${value}-${branch}-${'x'.repeat(20)}`),
      }));
      expect(problemsOf({ $or: long })).toEqual([
        expect.objectContaining({ field: 'filter', code: 'too_big' }),
      ]);
    });

    it('refuses long keys without echoing them', () => {
      const key = `data.${'k'.repeat(200)}`;
      const problems = problemsOf({ [key]: 1 });
      expect(problems).toEqual([expect.objectContaining({ field: 'filter', code: 'too_big' })]);
      expect(JSON.stringify(problems)).not.toContain('kkkkk');
    });
  });

  describe('hostile keys are plain unknown fields', () => {
    it.each([
      'data.__proto__',
      'data.constructor',
      'data.toString',
      'data.agentId"',
      'data.a\\"b',
      'data.$v0',
      'data.agentİd',
      '__proto__',
    ])('%s', (key) => {
      const filter = JSON.parse(`{${JSON.stringify(key)}: 1}`) as Record<string, unknown>;
      expect(problemsOf(filter)).toEqual([
        expect.objectContaining({ field: `filter.${key}`, code: 'unknown_field' }),
      ]);
    });
  });
});
