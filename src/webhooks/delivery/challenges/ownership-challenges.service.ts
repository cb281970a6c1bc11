import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AttemptToQueue, DeliveryQueues } from '../queue/delivery-queues';
import { DeliveryHoldsService } from '../holds/delivery-holds.service';
import { newChallenge, VERIFICATION_EVENT } from './challenge-echo';
import { ChallengesRepository } from './challenges.repository';
import { DeliveriesRepository } from '../store/deliveries.repository';

export interface IssuedChallenge {
  eventId: string;
  deliveryId: string;
  requestedAt: Date;
  /** To queue once the transaction commits; none while the subscription is disabled (held). */
  attempts: AttemptToQueue[];
}

/** What a PATCH changed that bears on the proof of ownership. */
export interface OwnershipChange {
  urlChanged: boolean;
  verify: boolean | undefined;
}

/**
 * Proof of ownership of a subscription's URL (docs/webhooks-delivery.md): a signed
 * `webhook.verification` challenge goes through the normal delivery path while everything else
 * is held; the echo
 * (DeliveryAttemptService) verifies the subscription and replays what was kept meanwhile.
 * Every change runs in the caller's transaction; the caller queues the attempts after commit.
 */
@Injectable()
export class OwnershipChallengesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holds: DeliveryHoldsService,
    private readonly queues: DeliveryQueues,
    private readonly deliveries: DeliveriesRepository,
    private readonly challenges: ChallengesRepository,
  ) {}

  /** The subscription waits for the echo of a fresh challenge; earlier challenges end. */
  async issue(manager: EntityManager, subscriptionId: string): Promise<IssuedChallenge> {
    const started = await this.challenges.startVerification(subscriptionId, manager);
    if (!started) throw new Error(`subscription ${subscriptionId} vanished inside its transaction`);
    // Nothing but the challenge goes to an unproven URL: one challenge out at a time (a newer
    // one replaces the earlier), owed deliveries held until the echo replays them.
    await this.challenges.endChallenges(subscriptionId, manager);
    await this.deliveries.holdPendingOf(subscriptionId, manager);
    const data = { subscriptionId, challenge: newChallenge() };
    const delivery = await this.deliveries.insertDirectEvent(
      manager,
      { id: subscriptionId, teamId: started.teamId },
      VERIFICATION_EVENT,
      data,
      false,
    );
    if (!delivery)
      throw new Error(`subscription ${subscriptionId} vanished inside its transaction`);
    return {
      eventId: delivery.eventId,
      deliveryId: delivery.deliveryId,
      requestedAt: started.verificationRequestedAt,
      attempts: started.enabled
        ? [{ deliveryId: delivery.deliveryId, subscriptionId, attempt: 1 }]
        : [],
    };
  }

  /**
   * After a PATCH wrote its changes (the subscription row is already locked by it, or is locked
   * here): `verify: true` asks for a fresh challenge (to the new URL, or again to the current
   * one); a new URL of a subscription still waiting is asked too; `verify: false` withdraws a
   * pending request and replays what was kept; a new URL ends an earlier proof.
   */
  async afterUpdate(
    manager: EntityManager,
    subscriptionId: string,
    change: OwnershipChange,
  ): Promise<AttemptToQueue[]> {
    if (change.verify === undefined && !change.urlChanged) return [];
    const current = await this.challenges.lockState(subscriptionId, manager);
    if (!current) return [];
    const pending = current.verificationStatus === 'pending';
    if (change.verify === true || (pending && change.urlChanged && change.verify !== false)) {
      return (await this.issue(manager, subscriptionId)).attempts;
    }
    // A proof was for the URL it was sent to; `verify: false` only withdraws a pending request.
    if (change.urlChanged || pending)
      await this.challenges.clearVerification(subscriptionId, manager);
    if (!pending) return [];
    // Still pending here means `verify: false` (every other case asked for a fresh challenge).
    await this.challenges.endChallenges(subscriptionId, manager);
    // Withdrawn by the owner: what was kept goes now, unless the subscription is disabled.
    return current.enabled ? this.holds.replayHeld(manager, subscriptionId) : [];
  }

  /**
   * The URL echoed a challenge: the subscription is verified and, when enabled, everything held
   * meanwhile is replayed (queued here, after commit). False when it was no longer waiting for
   * that URL (verified already, withdrawn, or re-pointed while the challenge was in flight).
   */
  async confirm(subscriptionId: string, url: string): Promise<boolean> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const confirmed = await this.challenges.confirmVerification(subscriptionId, url, manager);
      if (!confirmed) return undefined;
      return confirmed.enabled ? this.holds.replayHeld(manager, subscriptionId) : [];
    });
    if (!outcome) return false;
    await this.queues.queueCommitted(outcome, 'deliveries kept until verification');
    return true;
  }
}
