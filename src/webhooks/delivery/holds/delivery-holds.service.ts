import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AttemptToQueue } from '../queue/delivery-queues';
import { DeliveriesRepository } from '../store/deliveries.repository';
import { RelayRepository } from '../store/relay.repository';
import { SubscriptionsRepository } from '../store/subscriptions.repository';
import { SubscriptionWarningsService } from '../warnings/subscription-warnings.service';
import type { SubscriptionDisabledReason } from '../store/webhook-subscription.entity';

/**
 * Disabling and enabling a subscription, always inside the caller's transaction. A disabled
 * subscription keeps its deliveries (held), and enabling it replays them from a fresh round.
 */
@Injectable()
export class DeliveryHoldsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly relay: RelayRepository,
    private readonly warnings: SubscriptionWarningsService,
  ) {}

  /** Returns false when it was already disabled (nothing changed, no event). */
  async disable(
    manager: EntityManager,
    subscriptionId: string,
    reason: SubscriptionDisabledReason,
  ): Promise<boolean> {
    const disabled = await this.subscriptions.disable(subscriptionId, reason, manager);
    if (!disabled) return false;
    await this.deliveries.holdPendingOf(subscriptionId, manager);
    // An owner's own PATCH needs no notice; the service disabling it on its own does.
    if (reason !== 'manual') {
      await this.warnings.disabled(manager, { subscriptionId, reason, ...disabled });
    }
    return true;
  }

  /** Returns the attempts to queue once the transaction commits (the replay), oldest first. */
  async enable(manager: EntityManager, subscriptionId: string): Promise<AttemptToQueue[]> {
    if (!(await this.subscriptions.enable(subscriptionId, manager))) return [];
    return this.replayHeld(manager, subscriptionId);
  }

  /**
   * Every held delivery starts a fresh round (only the challenge while the URL is unproven: see
   * REPLAY_HELD_DELIVERIES); the attempts to queue after commit, oldest first.
   */
  async replayHeld(manager: EntityManager, subscriptionId: string): Promise<AttemptToQueue[]> {
    await this.relay.awaitRelayBatches(manager);
    const replayed = await this.deliveries.replayHeldOf(subscriptionId, manager);
    return replayed.map((row) => ({
      deliveryId: row.id,
      subscriptionId,
      attempt: row.attemptCount + 1,
    }));
  }
}
