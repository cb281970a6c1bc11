import type { Repository } from 'typeorm';
import { findOffsetPage } from './find-offset-page';
import { MAX_COUNTED_TOTAL } from './pagination.constants';

interface Row {
  id: number;
  teamId: string;
}

function fakeRepository(rows: Row[], counted: number) {
  const find = jest.fn().mockResolvedValue(rows);
  const builder = {
    setFindOptions: jest.fn(),
    select: jest.fn(),
    getQueryAndParameters: jest.fn(() => [
      'SELECT 1 FROM t WHERE team_id = $1 ORDER BY id',
      ['t1'],
    ]),
  };
  builder.setFindOptions.mockReturnValue(builder);
  builder.select.mockReturnValue(builder);
  const query = jest.fn().mockResolvedValue([{ total: counted }]);
  const repository = { find, createQueryBuilder: () => builder, query };
  return { repository: repository as unknown as Repository<Row>, find, builder, query };
}

describe('findOffsetPage', () => {
  const where = { teamId: 't1' };
  const order = { id: 'DESC' as const };

  it('fetches one probe row past the page and counts over the same filter, up to the cap', async () => {
    const { repository, find, builder, query } = fakeRepository([{ id: 3, teamId: 't1' }], 41);
    await findOffsetPage(repository, { where, order }, { limit: 20, offset: 40 }, (row) => row);
    expect(find).toHaveBeenCalledWith({ where, order, skip: 40, take: 21 });
    expect(builder.setFindOptions).toHaveBeenCalledWith({ where, order });
    expect(query).toHaveBeenCalledWith(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM t WHERE team_id = $1 ORDER BY id LIMIT ${MAX_COUNTED_TOTAL + 1}) capped`,
      ['t1'],
    );
  });

  it('maps the rows of the page, trims the probe row and carries the total', async () => {
    const rows = [1, 2, 3].map((id) => ({ id, teamId: 't1' }));
    const { repository } = fakeRepository(rows, 7);
    const page = await findOffsetPage(
      repository,
      { where, order },
      { limit: 2, offset: 0 },
      (row) => row.id,
    );
    expect(page).toEqual({
      data: [1, 2],
      pagination: { limit: 2, offset: 0, hasMore: true, total: 7 },
    });
  });

  it('states the total at the cap, and leaves it out past the cap', async () => {
    const paging = { limit: 2, offset: 0 };
    const atCap = fakeRepository([], MAX_COUNTED_TOTAL).repository;
    const pastCap = fakeRepository([], MAX_COUNTED_TOTAL + 1).repository;
    const page = (repository: Repository<Row>) =>
      findOffsetPage(repository, { where, order }, paging, (row) => row.id);
    expect((await page(atCap)).pagination.total).toBe(MAX_COUNTED_TOTAL);
    expect((await page(pastCap)).pagination).toEqual({ limit: 2, offset: 0, hasMore: false });
  });
});
