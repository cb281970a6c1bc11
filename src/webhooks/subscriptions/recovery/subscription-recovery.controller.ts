import { KeyedPost } from '../../../idempotency/keyed-post.decorator';
import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../../common/access/principal';
import { ValidationFailedError } from '../../../common/errors/domain-error';
import { ApiErrors } from '../../../common/openapi/api-errors.decorator';
import {
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionNotFoundError,
  WebhookSubscriptionPendingVerificationError,
} from '../../webhooks.errors';
import { DeliveryRecoveryService } from './delivery-recovery.service';
import {
  SubscriptionRecoverDto,
  SubscriptionRecoveryView,
  SubscriptionTestEventView,
} from '../dto/delivery-recovery.dto';
import { TestEventsService } from './test-events.service';

/** Recovery and replay of a subscription's deliveries; beside SubscriptionsController. */
@ApiTags('Webhooks')
@Controller('v1/webhooks/subscriptions')
export class SubscriptionRecoveryController {
  constructor(
    private readonly recovery: DeliveryRecoveryService,
    private readonly testEvents: TestEventsService,
  ) {}

  @KeyedPost(':subscriptionId/recover')
  @RequireScope('webhooks', 'write')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Queue every failed delivery of a window again, each with a fresh retry round',
    description:
      'The window is the deliveries’ creation time (when their event was relayed, moments after its `createdAt`), `since` inclusive, `until` exclusive, at most RETENTION_FAILED_OUTBOUND_DAYS (90 by default) long. Only deliveries whose retry round ended without success (`failed`) are queued; pending, held and succeeded ones are left as they are. Each keeps its `deliveryId` and so its `Idempotency-Key`.',
  })
  @ApiAcceptedResponse({ type: SubscriptionRecoveryView })
  @ApiErrors(
    ValidationFailedError,
    WebhookSubscriptionNotFoundError,
    WebhookSubscriptionDisabledError,
    WebhookSubscriptionPendingVerificationError,
  )
  recover(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
    @Body() body: SubscriptionRecoverDto,
  ): Promise<SubscriptionRecoveryView> {
    return this.recovery.recover(caller, subscriptionId, body);
  }

  @KeyedPost(':subscriptionId/test')
  @RequireScope('webhooks', 'write')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a signed webhook.test event to this subscription only',
    description:
      'Whatever the subscription’s `eventTypes`, and to no other subscription of the team. The event has one delivery, signed, retried and logged like any other.',
  })
  @ApiAcceptedResponse({ type: SubscriptionTestEventView })
  @ApiErrors(
    WebhookSubscriptionNotFoundError,
    WebhookSubscriptionDisabledError,
    WebhookSubscriptionPendingVerificationError,
  )
  sendTest(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SubscriptionTestEventView> {
    return this.testEvents.send(caller, subscriptionId);
  }
}
