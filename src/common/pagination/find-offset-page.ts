import type {
  FindOptionsOrder,
  FindOptionsSelect,
  FindOptionsWhere,
  ObjectLiteral,
  Repository,
} from 'typeorm';
import { OffsetPage, offsetPage, OffsetPaging } from './offset-page';
import { boundedCountSql, knownTotal } from './pagination.constants';

export interface OffsetPageQuery<E extends ObjectLiteral> {
  where: FindOptionsWhere<E>;
  order: FindOptionsOrder<E>;
  select?: FindOptionsSelect<E>;
}

/**
 * One offset page of a repository with its `total`: the page (plus the probe row) and the count
 * run over the same `where`, so the two can never disagree on the filter. Both walk the rows in
 * `order` (an index's order, docs/platform.md "Pagination") and stop at their LIMIT: the count
 * stops past MAX_COUNTED_TOTAL, and `total` is then absent.
 */
export async function findOffsetPage<E extends ObjectLiteral, V>(
  repository: Repository<E>,
  query: OffsetPageQuery<E>,
  paging: OffsetPaging,
  toView: (row: E) => V,
): Promise<OffsetPage<V>> {
  const [rows, counted] = await Promise.all([
    repository.find({ ...query, skip: paging.offset, take: paging.limit + 1 }),
    boundedCount(repository, query),
  ]);
  return offsetPage(rows.map(toView), paging, knownTotal(counted));
}

/** The rows of `where`, in `order`, counted up to MAX_COUNTED_TOTAL + 1. */
async function boundedCount<E extends ObjectLiteral>(
  repository: Repository<E>,
  query: OffsetPageQuery<E>,
): Promise<number> {
  const [rowsSql, parameters] = repository
    .createQueryBuilder('counted_row')
    .setFindOptions({ where: query.where, order: query.order })
    .select('1', 'one')
    .getQueryAndParameters();
  const [counted] = await repository.query<Array<{ total: number }>>(
    boundedCountSql(rowsSql),
    parameters,
  );
  return counted.total;
}
