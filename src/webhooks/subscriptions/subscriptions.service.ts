import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Principal } from '../../common/access/principal';
import { OffsetPage, OffsetPaging } from '../../common/pagination/offset-page';
import { isUuid } from '../../common/ids';
import {
  circuitStateOf,
  DeliveryEngine,
  DueAttempts,
  shownUrlOf,
  SubscriptionsRepository,
  WebhookSubscription,
} from '../delivery';
import { SecretRotationDto } from '../signing/secret-rotation.dto';
import { DEFAULT_ROTATION_GRACE_HOURS, runningGraceEnd } from '../signing/secret-rotation';
import { SigningSecretsService } from '../signing/signing-secrets.service';
import { generateSigningSecret } from '../signing/webhook-signature';
import { WebhookSubscriptionNotFoundError } from '../webhooks.errors';
import { SubscriptionCreateDto, SubscriptionUpdateDto } from './dto/subscription.dto';
import {
  SubscriptionCreatedView,
  SubscriptionDeletedView,
  SubscriptionSecretRotatedView,
  SubscriptionView,
} from './dto/subscription.views';
import { FilterColumns, filterColumns } from './filters/filter-columns';
import { subscriptionStatusOf } from './subscription-status';
import { SubscriptionDestinationsService } from './subscription-destinations.service';

/** Outbound subscriptions (platform.md, Provisioning resources). */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly secrets: SigningSecretsService,
    private readonly engine: DeliveryEngine,
    private readonly destinations: SubscriptionDestinationsService,
  ) {}

  /** The caller's `userId` is the member told when it fails or is disabled (none without one). */
  async create(
    caller: Pick<Principal, 'teamId'> & Partial<Pick<Principal, 'userId'>>,
    input: SubscriptionCreateDto,
  ): Promise<SubscriptionCreatedView> {
    const eventTypes = input.eventTypes ?? null;
    const filter = filterColumns(input.filter ?? null, eventTypes);
    const destination = await this.destinations.forCreate(input);
    const secret = generateSigningSecret();
    const row = this.subscriptions.build({
      teamId: caller.teamId,
      ...destination,
      eventTypes,
      ...filter,
      maxDeliveriesPerSecond: input.maxDeliveriesPerSecond ?? null,
      secretSealed: await this.secrets.seal(secret),
      standardWebhooks: input.standardWebhooks ?? false,
      orderingKey: input.ordering?.key ?? null,
      enabled: true,
      createdByUserId: caller.userId ?? null,
    });
    const subscription = input.verify
      ? await this.createVerifying(row)
      : await this.subscriptions.save(row);
    return { ...toSubscriptionView(subscription), secret };
  }

  /** Created waiting for its URL's proof, with the first challenge, in one transaction. */
  private async createVerifying(row: WebhookSubscription): Promise<WebhookSubscription> {
    const { saved, issued } = await this.dataSource.transaction(async (manager) => {
      const saved = await this.subscriptions.save(row, manager);
      return { saved, issued: await this.engine.startChallenge(manager, saved.id) };
    });
    await this.engine.queue(issued.attempts, 'verification challenge');
    // What the challenge wrote to the row (its updatedAt is this transaction's now() already).
    return Object.assign(saved, {
      verificationStatus: 'pending' as const,
      verificationRequestedAt: issued.requestedAt,
      verifiedAt: null,
    });
  }

  /** Newest first; `only`: just these of the team's (a portal link's subscriptions). */
  async list(
    caller: Pick<Principal, 'teamId'>,
    paging: OffsetPaging,
    only?: readonly string[],
  ): Promise<OffsetPage<SubscriptionView>> {
    return this.subscriptions.page(caller.teamId, paging, toSubscriptionView, only);
  }

  /** The ids of the team's subscriptions, newest first; `among`: only those of these ids. */
  idsOf(caller: Pick<Principal, 'teamId'>, among?: readonly string[]): Promise<string[]> {
    return this.subscriptions.idsOfTeam(caller.teamId, among);
  }

  async get(caller: Pick<Principal, 'teamId'>, subscriptionId: string): Promise<SubscriptionView> {
    return toSubscriptionView(await this.find(caller, subscriptionId));
  }

  /**
   * URL, event types, filter and ordering change for what is delivered from now on (pending
   * deliveries go to the new URL). Disabling holds pending deliveries; enabling replays everything
   * held; `ordering: null` releases what waits for its key. `verify` and a new URL act on the
   * proof of ownership (DeliveryEngine.afterOwnerChange).
   */
  async update(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
    input: SubscriptionUpdateDto,
  ): Promise<SubscriptionView> {
    const before = await this.find(caller, subscriptionId);
    const destination = await this.destinations.forUpdate(before, input);
    const url = destination.changes.url;
    const urlChanged = url !== undefined && url !== shownUrlOf(before.url);
    let replay: DueAttempts = [];
    await this.dataSource.transaction(async (manager) => {
      const changes: QueryDeepPartialEntity<WebhookSubscription> = { ...destination.changes };
      if (input.eventTypes !== undefined) changes.eventTypes = input.eventTypes;
      if (input.filter !== undefined || input.eventTypes !== undefined)
        Object.assign(changes, await this.filterChange(manager, subscriptionId, input));
      if (input.maxDeliveriesPerSecond !== undefined)
        changes.maxDeliveriesPerSecond = input.maxDeliveriesPerSecond;
      if (input.standardWebhooks !== undefined) changes.standardWebhooks = input.standardWebhooks;
      if (input.ordering !== undefined) changes.orderingKey = input.ordering?.key ?? null;
      if (Object.keys(changes).length > 0)
        await this.subscriptions.update(manager, caller.teamId, subscriptionId, changes);
      replay = await this.engine.afterOwnerChange(manager, subscriptionId, {
        urlChanged,
        // A broker cannot prove ownership: re-pointing to one withdraws a pending request.
        verify: input.verify ?? (urlChanged && destination.type !== 'http' ? false : undefined),
        enabled: input.enabled,
        orderingRemoved: input.ordering === null,
      });
    });
    await this.engine.queue(replay, 'replay');
    return toSubscriptionView(await this.find(caller, subscriptionId));
  }

  /**
   * The filter's columns after this update, checked against the event types it leaves: a new
   * filter against them, or the stored one when only the event types change (under the row's
   * lock, so a concurrent update cannot pair a filter with types it was not checked against).
   */
  private async filterChange(
    manager: EntityManager,
    subscriptionId: string,
    input: SubscriptionUpdateDto,
  ): Promise<FilterColumns | undefined> {
    const current = await this.subscriptions.lock(manager, subscriptionId);
    if (!current) throw new WebhookSubscriptionNotFoundError();
    const eventTypes = input.eventTypes !== undefined ? input.eventTypes : current.eventTypes;
    if (input.filter !== undefined) return filterColumns(input.filter, eventTypes);
    if (current.filter === null) return undefined;
    return filterColumns(
      current.filter,
      eventTypes,
      ' (the stored filter, checked against the new eventTypes: change it or set filter to null in the same request)',
    );
  }

  /**
   * A new secret signs from now on; the replaced one keeps signing beside it for the grace (see
   * ROTATE_SUBSCRIPTION_SECRET). Attempts read the secrets from the row, so the next attempt of
   * every pending delivery, retries included, is signed with the new one.
   */
  async rotateSecret(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
    input: SecretRotationDto,
  ): Promise<SubscriptionSecretRotatedView> {
    const subscription = await this.find(caller, subscriptionId);
    const secret = generateSigningSecret();
    const previousSecretValidUntil = await this.subscriptions.rotateSecret(
      caller.teamId,
      subscription.id,
      await this.secrets.seal(secret),
      input.graceHours ?? DEFAULT_ROTATION_GRACE_HOURS,
    );
    if (!previousSecretValidUntil) throw new WebhookSubscriptionNotFoundError();
    return {
      subscriptionId: subscription.id,
      secret,
      previousSecretValidUntil: previousSecretValidUntil.toISOString(),
    };
  }

  async remove(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
  ): Promise<SubscriptionDeletedView> {
    const subscription = await this.find(caller, subscriptionId);
    await this.subscriptions.delete(caller.teamId, subscription.id);
    return { subscriptionId: subscription.id, deleted: true };
  }

  async find(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
  ): Promise<WebhookSubscription> {
    const subscription = isUuid(subscriptionId)
      ? await this.subscriptions.findOfTeam(caller.teamId, subscriptionId)
      : null;
    if (!subscription) throw new WebhookSubscriptionNotFoundError();
    return subscription;
  }
}

function toSubscriptionView(subscription: WebhookSubscription): SubscriptionView {
  return {
    subscriptionId: subscription.id,
    url: shownUrlOf(subscription.url),
    amqp: subscription.amqp,
    nats: subscription.nats,
    eventTypes: subscription.eventTypes,
    filter: subscription.filter,
    enabled: subscription.enabled,
    standardWebhooks: subscription.standardWebhooks,
    previousSecretValidUntil: runningGraceEnd(subscription.previousSecretValidUntil),
    disabledReason: subscription.disabledReason,
    disabledAt: subscription.disabledAt?.toISOString() ?? null,
    maxDeliveriesPerSecond: subscription.maxDeliveriesPerSecond,
    circuit: {
      state: circuitStateOf(
        { openUntil: subscription.breakerOpenUntil, probeUntil: subscription.breakerProbeUntil },
        Date.now(),
      ),
      openUntil: subscription.breakerOpenUntil?.toISOString() ?? null,
      consecutiveFailures: subscription.consecutiveFailures,
    },
    status: subscriptionStatusOf(subscription),
    verification: {
      status: subscription.verificationStatus ?? 'not_requested',
      requestedAt: subscription.verificationRequestedAt?.toISOString() ?? null,
      verifiedAt: subscription.verifiedAt?.toISOString() ?? null,
    },
    ordering: subscription.orderingKey === null ? null : { key: subscription.orderingKey },
    createdAt: subscription.createdAt.toISOString(),
    updatedAt: subscription.updatedAt.toISOString(),
  };
}
