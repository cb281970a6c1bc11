import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';
import type { AttemptToQueue } from '../delivery/webhook-queues';
import type { SubscriptionDisabledReason } from './webhook-subscription.entity';

/**
 * Disabling and enabling a subscription, always inside the caller's transaction. A disabled
 * subscription keeps its deliveries (held), and enabling it replays them from a fresh round.
 */
@Injectable()
export class SubscriptionStateService {
  constructor(private readonly outbox: OutboxService) {}

  /** Returns false when it was already disabled (nothing changed, no event). */
  async disable(
    manager: EntityManager,
    subscriptionId: string,
    reason: SubscriptionDisabledReason,
  ): Promise<boolean> {
    const [rows] = await manager.query<
      [Array<{ team_id: string; url: string; disabled_at: Date }>, number]
    >(
      `UPDATE webhook_subscriptions
          SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now()
        WHERE id = $1 AND enabled
        RETURNING team_id, url, disabled_at`,
      [subscriptionId, reason],
    );
    const disabled = rows[0];
    if (!disabled) return false;
    await manager.query(
      `UPDATE webhook_deliveries SET status = 'held', next_attempt_at = NULL
        WHERE subscription_id = $1 AND status = 'pending'`,
      [subscriptionId],
    );
    // An owner's own PATCH needs no notice; the service disabling it on its own does.
    if (reason !== 'manual') {
      await this.outbox.record(manager, disabled.team_id, 'webhook.subscription.disabled', {
        subscriptionId,
        url: disabled.url,
        reason,
        disabledAt: disabled.disabled_at.toISOString(),
      });
    }
    return true;
  }

  /** Returns the attempts to queue once the transaction commits (the replay), oldest first. */
  async enable(manager: EntityManager, subscriptionId: string): Promise<AttemptToQueue[]> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE webhook_subscriptions
          SET enabled = true, disabled_reason = NULL, disabled_at = NULL, failing_since = NULL,
              updated_at = now()
        WHERE id = $1 AND NOT enabled
        RETURNING id`,
      [subscriptionId],
    );
    if (rows.length === 0) return [];
    const [replayed] = await manager.query<
      [Array<{ id: string; attempt_count: number; seq: string }>, number]
    >(
      `UPDATE webhook_deliveries
          SET status = 'pending', round_attempts = 0, next_attempt_at = now()
        WHERE subscription_id = $1 AND status = 'held'
        RETURNING id, attempt_count, seq`,
      [subscriptionId],
    );
    return replayed
      .sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1))
      .map((row) => ({ deliveryId: row.id, subscriptionId, attempt: row.attempt_count + 1 }));
  }
}
