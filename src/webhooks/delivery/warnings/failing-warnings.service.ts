import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { SubscriptionWarningsService } from './subscription-warnings.service';
import { WarningsRepository } from './warnings.repository';

export const FAILING_CHECK_BATCH = 100;

/**
 * Warns when a subscription has failed without a success for each threshold of
 * WEBHOOK_FAILING_WARNINGS_AFTER_MS. A loop over Postgres rather than a check at attempt time:
 * retries can be hours apart and the circuit breaker holds attempts, so no attempt may happen
 * when a threshold passes. Claim, events and notices commit together.
 */
@Injectable()
export class FailingWarningsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly warnings: SubscriptionWarningsService,
    private readonly repository: WarningsRepository,
  ) {}

  /** Returns how many subscriptions were warned about (a full batch means: call again at once). */
  async warnDue(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await this.repository.claimFailing(
        this.config.webhookFailingWarningsAfterMs,
        FAILING_CHECK_BATCH,
        manager,
      );
      for (const warning of due) await this.warnings.failing(manager, warning);
      return due.length;
    });
  }
}
