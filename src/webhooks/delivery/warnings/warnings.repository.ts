import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, rowsOf } from '../../../database/sql-statement';
import { CLAIM_FAILING_WARNINGS, type FailingWarning } from './failing-warnings.queries';

/** The failing-warning counters on webhook_subscriptions (failing-warnings.queries.ts). */
@Injectable()
export class WarningsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Claims up to `limit` subscriptions due a warning and counts their thresholds as warned. */
  async claimFailing(
    thresholdsMs: number[],
    limit: number,
    db: Db = this.dataSource,
  ): Promise<FailingWarning[]> {
    return rowsOf(db, CLAIM_FAILING_WARNINGS, [thresholdsMs, limit]);
  }
}
