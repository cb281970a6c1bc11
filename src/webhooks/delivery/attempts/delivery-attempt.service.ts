import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Span } from '@opentelemetry/api';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import type { EventEnvelope } from '../../../events/event-types';
import { AttemptsRepository } from '../store/attempts.repository';
import type { DueDelivery } from '../store/due-deliveries.queries';
import { SigningSecretsService } from '../../signing/signing-secrets.service';
import { attemptKindOf, AttemptSlots } from './attempt-slots';
import { MicroBatcher } from '../../../database/micro-batcher';
import { AttemptRecorderService, AttemptRecord } from './attempt-recorder.service';
import type { DeliverySigning } from '../destinations/delivery-signatures';
import { DestinationRegistry } from '../destinations/destination-registry';
import type { DeliveryTarget, DestinationType } from '../destinations/destination';
import { destinationTypeOf, revealUrlSecret } from '../destinations/destination-url';
import { AttemptJobData } from '../queue/delivery-jobs';
import { DeliveryMetrics, statusClassOf } from './delivery-metrics';
import { ReceiverProtectionService } from '../protection/receiver-protection.service';
import { OwnershipChallengesService } from '../challenges/ownership-challenges.service';
import { challengeRefusal, isChallenge } from '../challenges/challenge-attempts';
import { tracingOn } from '../../../tracing/tracing-state';
import { inAttemptSpan, noteAttemptOutcome } from './attempt-span';

/** How long an attempt may wait in process for its subscription's next free slot (attempt-slots.ts). */
const SLOT_WAIT_MS = 250;

/** `waitMs`: put off for the receiver's sake (circuit breaker, rate); not an attempt. */
export type AttemptRun = 'done' | 'busy' | { waitMs: number };

/**
 * Makes one attempt of one delivery: the signed event sent to its destination, then the outcome
 * recorded.
 * The job is only a trigger: the row decides whether this attempt is still owed, so a job that
 * runs twice, late or after a replay does nothing.
 */
@Injectable()
export class DeliveryAttemptService {
  private readonly logger = new Logger(DeliveryAttemptService.name);
  private readonly perSubscription: AttemptSlots;
  /** Concurrent attempts load their rows with one query. */
  private readonly loader = new MicroBatcher<string, DueDelivery | undefined>((ids) =>
    this.attempts.loadDue(ids),
  );

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly attempts: AttemptsRepository,
    private readonly destinations: DestinationRegistry,
    private readonly secrets: SigningSecretsService,
    private readonly recorder: AttemptRecorderService,
    private readonly protection: ReceiverProtectionService,
    private readonly metrics: DeliveryMetrics,
    private readonly challenges: OwnershipChallengesService,
  ) {
    this.perSubscription = new AttemptSlots(config.webhookSubscriptionConcurrency);
  }

  /**
   * 'busy': the subscription already has its share of attempts (of retries, for a retry) in
   * flight; try again shortly. `waitMs`: the receiver is protected (breaker open, Retry-After,
   * rate reached); try again then.
   */
  async run(job: AttemptJobData): Promise<AttemptRun> {
    const kind = attemptKindOf(job.attempt);
    if (!(await this.perSubscription.acquire(job.subscriptionId, kind, SLOT_WAIT_MS)))
      return 'busy';
    try {
      return await this.attempt(job);
    } finally {
      this.perSubscription.release(job.subscriptionId, kind);
    }
  }

  private async attempt(job: AttemptJobData): Promise<AttemptRun> {
    const due = await this.loader.add(job.deliveryId);
    if (!due || !(due.status === 'pending' || due.released)) return 'done';
    if (due.attemptCount !== job.attempt - 1) return 'done';
    if (!tracingOn()) return this.make(job, due);
    return inAttemptSpan(job, due, destinationOf(due), (span) => this.make(job, due, span));
  }

  /** The attempt of a delivery still owed: held, put off, or sent and its outcome recorded. */
  private async make(job: AttemptJobData, due: DueDelivery, span?: Span): Promise<AttemptRun> {
    const { deliveryId, subscriptionId, attempt } = job;
    // Held rows are replayed when the subscription may receive them again; this catches one
    // created or re-queued in a race with the change that disabled it or made it wait.
    if (!due.mayReceive) {
      await this.recorder.hold(deliveryId);
      noteAttemptOutcome(span, 'held');
      return 'done';
    }
    const admission = await this.protection.admit(due, job);
    if ('waitMs' in admission) {
      noteAttemptOutcome(span, 'postponed');
      return admission;
    }

    const envelope: EventEnvelope = {
      id: due.eventId,
      type: due.type,
      createdAt: due.createdAt.toISOString(),
      teamId: due.teamId,
      data: due.data,
    };
    const body = JSON.stringify(envelope);
    const signing = await this.signingOf(due);
    const correlationId = randomUUID();
    const startedAt = new Date();
    const target = await this.targetOf(due);
    const outcome = await this.destinations.get(destinationOf(due)).send(target, {
      deliveryId,
      correlationId,
      eventType: due.type,
      body,
      signing,
    });

    // A challenge's 2xx without the echo proves nothing: a failed attempt, retried as any other.
    const refusal = outcome.succeeded ? challengeRefusal(due, outcome.bodyExcerpt) : undefined;
    const record: AttemptRecord = {
      deliveryId,
      subscriptionId,
      attempt,
      roundAttempts: due.roundAttempts + 1,
      correlationId,
      startedAt,
      durationMs: outcome.durationMs,
      responseStatus: outcome.status,
      responseBody: outcome.bodyExcerpt ?? null,
      error: refusal ?? outcome.error,
      retryAfter: outcome.retryAfter,
      slowDown: outcome.slowDown === true,
      subscriptionWasFailing: due.failingSince !== null,
      probe: admission.probe,
      paced: due.pacePerSecond !== null,
      ordered: due.orderKey !== null,
    };
    const succeeded = outcome.succeeded && refusal === undefined;
    noteAttemptOutcome(span, succeeded ? 'succeeded' : 'failed', outcome.status);
    this.metrics.attempted(
      subscriptionId,
      statusClassOf(succeeded, record.responseStatus),
      outcome.durationMs,
    );
    this.metrics.sinceEvent(due.createdAt, {
      number: attempt,
      startedAt,
      endedAt: new Date(startedAt.getTime() + outcome.durationMs),
      succeeded,
    });
    // The proof first: if the process dies before the success is written, the challenge is
    // simply sent again (the lost-job sweep) and confirming twice changes nothing.
    if (succeeded && isChallenge(due)) await this.challenges.confirm(subscriptionId, due.url);
    if (succeeded) await this.recorder.succeeded(record);
    else await this.recorder.failed(record);
    if (!succeeded)
      this.logger.debug(
        `delivery ${deliveryId} attempt ${attempt} failed: ${record.error ?? record.responseStatus}`,
      );
    return 'done';
  }

  /** The URL with a broker's password (or token) opened, and the broker's route. */
  private async targetOf(due: DueDelivery): Promise<DeliveryTarget> {
    const sealed = due.urlSecretSealed;
    const secret = sealed === null ? null : await this.secrets.open(sealed);
    return { url: revealUrlSecret(due.url, secret), amqp: due.amqp, nats: due.nats };
  }

  private async signingOf(due: DueDelivery): Promise<DeliverySigning> {
    const previous = due.previousSecretSealed;
    return {
      secret: await this.secrets.open(due.secretSealed),
      previousSecret: previous === null ? undefined : await this.secrets.open(previous),
      standardWebhooks: due.standardWebhooks,
    };
  }
}

/** The stored URL's scheme names the destination (a row never holds another: it was checked). */
function destinationOf(due: DueDelivery): DestinationType {
  return destinationTypeOf(due.url) ?? 'http';
}
