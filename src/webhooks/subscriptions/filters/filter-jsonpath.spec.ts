import { compileFilter, quoteJsonPathString } from './filter-jsonpath';
import { parseSubscriptionFilter } from './filter-parser';

const AGENT = '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59';

describe('compileFilter', () => {
  it('writes each test as a lax jsonpath predicate over the data, values as variables', () => {
    expect(
      compileFilter({
        all: [
          { field: 'agentId', test: 'in', values: [AGENT] },
          { field: 'source', test: 'in', values: ['custom', 'clone'] },
          { field: 'live', test: 'exists', exists: true },
          { field: 'bulk', test: 'exists', exists: false },
          { field: 'versionNumber', test: '$gt', value: 1 },
          { field: 'versionNumber', test: '$lte', value: 9 },
        ],
        anyOf: null,
      }),
    ).toEqual({
      path:
        '$ ? ((@."agentId" == $v0) && (@."source" == $v1[*]) && (exists(@."live")) && ' +
        '(!exists(@."bulk")) && (@."versionNumber" > $v2) && (@."versionNumber" <= $v3))',
      vars: { v0: AGENT, v1: ['custom', 'clone'], v2: 1, v3: 9 },
    });
  });

  it('ANDs the top level with one of the $or branches', () => {
    expect(
      compileFilter({
        all: [{ field: 'agentId', test: 'in', values: [AGENT] }],
        anyOf: [
          [
            { field: 'readAt', test: '$gte', value: '2026-11-25T05:39:58.000Z' },
            { field: 'readAt', test: '$lt', value: '2026-11-26T00:00:00.000Z' },
          ],
          [{ field: 'via', test: 'in', values: ['open'] }],
        ],
      }).path,
    ).toBe(
      '$ ? ((@."agentId" == $v0) && (((@."readAt" >= $v1) && (@."readAt" < $v2)) || ' +
        '((@."via" == $v3))))',
    );
    expect(
      compileFilter({ all: [], anyOf: [[{ field: 'a', test: 'exists', exists: true }]] }).path,
    ).toBe('$ ? ((((exists(@."a")))))');
  });

  it.each([
    '") || true || ("',
    '\\") || exists(@) || (\\"',
    '$v0',
    '@',
    'back\\slash',
    'line\nbreak',
    'Ünïcödé 🚀 \u2028',
    "' OR 1=1 --",
  ])('never writes a value into the path: %j', (hostile) => {
    const compiled = compileFilter(parseSubscriptionFilter({ 'data.name': hostile }, null));
    expect(compiled.path).toBe('$ ? ((@."name" == $v0))');
    expect(compiled.vars).toEqual({ v0: hostile });
  });

  it('keeps a huge number a number', () => {
    const compiled = compileFilter(
      parseSubscriptionFilter({ 'data.affected': { $gt: -1e308, $lt: 1e308 } }, null),
    );
    expect(compiled.vars).toEqual({ v0: -1e308, v1: 1e308 });
  });
});

describe('quoteJsonPathString', () => {
  it.each([
    ['agentId', '"agentId"'],
    ['a"b', '"a\\"b"'],
    ['a\\b', '"a\\\\b"'],
    ['a\nb\tc', '"a\\nb\\tc"'],
    ['\u0001', '"\\u0001"'],
    ['$v0', '"$v0"'],
    ['é🚀', '"é🚀"'],
  ])('%j → %s', (name, quoted) => {
    expect(quoteJsonPathString(name)).toBe(quoted);
  });
});
