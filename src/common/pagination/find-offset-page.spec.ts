import type { Repository } from 'typeorm';
import { findOffsetPage } from './find-offset-page';

interface Row {
  id: number;
  teamId: string;
}

function fakeRepository(rows: Row[], total: number) {
  const find = jest.fn().mockResolvedValue(rows);
  const count = jest.fn().mockResolvedValue(total);
  return { repository: { find, count } as unknown as Repository<Row>, find, count };
}

describe('findOffsetPage', () => {
  const where = { teamId: 't1' };
  const order = { id: 'DESC' as const };

  it('fetches one probe row past the page and counts over the same filter', async () => {
    const { repository, find, count } = fakeRepository([{ id: 3, teamId: 't1' }], 41);
    await findOffsetPage(repository, { where, order }, { limit: 20, offset: 40 }, (row) => row);
    expect(find).toHaveBeenCalledWith({ where, order, skip: 40, take: 21 });
    expect(count).toHaveBeenCalledWith({ where });
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
});
