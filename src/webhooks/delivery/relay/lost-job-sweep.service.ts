import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { RelayRepository } from '../store/relay.repository';
import { DeliveryQueues } from '../queue/delivery-queues';
import { KeySequencesService } from '../ordering/key-sequences.service';

export const SWEEP_BATCH = 1000;

/**
 * Postgres says what is owed; Redis only carries it. Work overdue by more than
 * WEBHOOK_RECOVERY_AFTER_MS (a job lost with Redis, a queue call that failed after commit) is
 * queued again. Job ids come from the rows, so anything still queued is not duplicated.
 */
@Injectable()
export class LostJobSweepService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly relay: RelayRepository,
    private readonly queues: DeliveryQueues,
    private readonly sequences: KeySequencesService,
  ) {}

  /**
   * Re-queues pending attempts overdue by more than `overdueMs` (WEBHOOK_RECOVERY_AFTER_MS by
   * default; 0 right after an outage ends, when every due attempt may have lost its job).
   */
  async sweep(overdueMs = this.config.webhookRecoveryAfterMs): Promise<{ attempts: number }> {
    // Ordered delivery: a key its settled head never gave up goes to the next (the relay loop's
    // release takes it from there); a released head never attempted is queued again.
    await this.sequences.sweep(SWEEP_BATCH);
    const attempts = await this.relay.overdue(overdueMs, SWEEP_BATCH);
    await this.queues.queueAttempts(
      attempts.map((row) => ({
        deliveryId: row.id,
        subscriptionId: row.subscriptionId,
        attempt: row.attemptCount + 1,
      })),
    );
    return { attempts: attempts.length };
  }
}
