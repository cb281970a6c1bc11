import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { execute, rowsOf } from '../../../database/sql-statement';
import type { AttemptToQueue } from '../queue/delivery-queues';
import {
  DISABLE_SUBSCRIPTION,
  ENABLE_SUBSCRIPTION,
  HOLD_SUBSCRIPTION_DELIVERIES,
  REPLAY_HELD_DELIVERIES,
} from '../store/outbound.queries';
import { SubscriptionWarningsService } from '../warnings/subscription-warnings.service';
import type { SubscriptionDisabledReason } from '../store/webhook-subscription.entity';

/**
 * Disabling and enabling a subscription, always inside the caller's transaction. A disabled
 * subscription keeps its deliveries (held), and enabling it replays them from a fresh round.
 */
@Injectable()
export class DeliveryHoldsService {
  constructor(private readonly warnings: SubscriptionWarningsService) {}

  /** Returns false when it was already disabled (nothing changed, no event). */
  async disable(
    manager: EntityManager,
    subscriptionId: string,
    reason: SubscriptionDisabledReason,
  ): Promise<boolean> {
    const rows = await rowsOf(manager, DISABLE_SUBSCRIPTION, [subscriptionId, reason]);
    const disabled = rows.at(0);
    if (!disabled) return false;
    await execute(manager, HOLD_SUBSCRIPTION_DELIVERIES, [subscriptionId]);
    // An owner's own PATCH needs no notice; the service disabling it on its own does.
    if (reason !== 'manual') {
      await this.warnings.disabled(manager, {
        subscriptionId,
        teamId: disabled.team_id,
        url: disabled.url,
        createdByUserId: disabled.created_by_user_id,
        reason,
        disabledAt: disabled.disabled_at,
      });
    }
    return true;
  }

  /** Returns the attempts to queue once the transaction commits (the replay), oldest first. */
  async enable(manager: EntityManager, subscriptionId: string): Promise<AttemptToQueue[]> {
    const rows = await rowsOf(manager, ENABLE_SUBSCRIPTION, [subscriptionId]);
    if (rows.length === 0) return [];
    return this.replayHeld(manager, subscriptionId);
  }

  /**
   * Every held delivery starts a fresh round (only the challenge while the URL is unproven: see
   * REPLAY_HELD_DELIVERIES); the attempts to queue after commit, oldest first.
   */
  async replayHeld(manager: EntityManager, subscriptionId: string): Promise<AttemptToQueue[]> {
    const replayed = await rowsOf(manager, REPLAY_HELD_DELIVERIES, [subscriptionId]);
    return replayed
      .sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1))
      .map((row) => ({ deliveryId: row.id, subscriptionId, attempt: row.attempt_count + 1 }));
  }
}
