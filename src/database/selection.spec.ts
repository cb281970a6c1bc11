import { Agent } from '../agents/entities/agent.entity';
import {
  col,
  cols,
  expr,
  nonNull,
  nullable,
  RowOf,
  select,
  SelectedRow,
  shapeFrom,
} from './selection';

describe('select', () => {
  const row = select({
    ...cols(Agent, 'a', ['id', 'avatarUrl', 'liveVersionNumber']),
    authorTeam: col(Agent, 'a', 'authorTeamId'),
    total: expr<number>('count(*) OVER ()'),
  });

  it('selects entity columns under their property names, computed ones under theirs', () => {
    expect(`${row}`).toBe(
      'a.id AS "id", a.avatar_url AS "avatarUrl", a.live_version_number AS "liveVersionNumber", ' +
        'a.author_team_id AS "authorTeam", count(*) OVER () AS "total"',
    );
    expect(row.keys).toEqual(['id', 'avatarUrl', 'liveVersionNumber', 'authorTeam', 'total']);
  });

  it('reads the same row back from a subquery by its quoted names', () => {
    expect(`${row.from('page')}`).toBe(
      'page."id" AS "id", page."avatarUrl" AS "avatarUrl", ' +
        'page."liveVersionNumber" AS "liveVersionNumber", page."authorTeam" AS "authorTeam", ' +
        'page."total" AS "total"',
    );
  });

  it('makes statements that declare exactly the selected columns', () => {
    const statement = row.statement<[id: string]>({
      name: 'selection_spec',
      text: `SELECT ${row} FROM agents a WHERE a.id = $1`,
    });
    expect(statement.columns).toEqual(row.keys);
    expect(statement.text).toContain('a.avatar_url AS "avatarUrl"');
  });

  it('refuses a property that is not a column when the statement is declared', () => {
    expect(() => cols(Agent, 'a', ['nope'] as never)).toThrow('Agent.nope is not a column');
  });

  it('types rows from the entity, non-null where the statement sets the column', () => {
    const read = cols(Agent, 'a', ['archivedAt', 'name']);
    const set = nonNull(read);
    // Compile-time checks: a wrong row type fails the type check of this file.
    const readType: Equal<RowOf<typeof read>, { archivedAt: Date | null; name: string }> = true;
    const setType: Equal<RowOf<typeof set>, { archivedAt: Date; name: string }> = true;
    expect([readType, setType]).toEqual([true, true]);
    expect(select(set).keys).toEqual(['archivedAt', 'name']);
  });

  it('reads a shape back from a subquery, nullable behind a LEFT JOIN', () => {
    const shape = cols(Agent, 'a', ['id', 'archivedAt']);
    const reread = nullable(shapeFrom('page', shape));
    const rereadType: Equal<
      RowOf<typeof reread>,
      { id: string | null; archivedAt: Date | null }
    > = true;
    expect([rereadType, `${select(reread)}`]).toEqual([
      true,
      'page."id" AS "id", page."archivedAt" AS "archivedAt"',
    ]);
  });

  it('types a selection written inline with only the columns it lists', () => {
    const inline = select({
      ...nonNull(cols(Agent, 'a', ['archivedAt'])),
      id: col(Agent, 'a', 'id'),
    });
    const inlineType: Equal<SelectedRow<typeof inline>, { archivedAt: Date; id: string }> = true;
    expect([inlineType, inline.keys]).toEqual([true, ['archivedAt', 'id']]);
  });
});

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
