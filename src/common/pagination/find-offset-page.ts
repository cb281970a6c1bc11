import type {
  FindOptionsOrder,
  FindOptionsSelect,
  FindOptionsWhere,
  ObjectLiteral,
  Repository,
} from 'typeorm';
import { OffsetPage, offsetPage, OffsetPaging } from './offset-page';

export interface OffsetPageQuery<E extends ObjectLiteral> {
  where: FindOptionsWhere<E>;
  order: FindOptionsOrder<E>;
  select?: FindOptionsSelect<E>;
}

/**
 * One offset page of a repository with its `total`: the page (plus the probe row) and the count
 * run over the same `where`, so the two can never disagree on the filter.
 */
export async function findOffsetPage<E extends ObjectLiteral, V>(
  repository: Repository<E>,
  query: OffsetPageQuery<E>,
  paging: OffsetPaging,
  toView: (row: E) => V,
): Promise<OffsetPage<V>> {
  const [rows, total] = await Promise.all([
    repository.find({ ...query, skip: paging.offset, take: paging.limit + 1 }),
    repository.count({ where: query.where }),
  ]);
  return offsetPage(rows.map(toView), paging, total);
}
