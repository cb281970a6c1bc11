import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PortalAccess } from '../../common/access/access-policy.decorator';
import { CurrentPortalGrant, type PortalGrant } from '../../common/access/portal-grant';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { ApiCursorPageResponse } from '../../common/openapi/api-page.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { CursorPageQueryDto } from '../../common/pagination/page-query.dto';
import {
  SubscriptionRecoverDto,
  SubscriptionRecoveryView,
  SubscriptionTestEventView,
} from '../subscriptions/dto/delivery-recovery.dto';
import {
  DeliveryRetryView,
  DeliveryWithPayloadView,
} from '../subscriptions/dto/subscription.views';
import {
  WebhookDeliveryNotFoundError,
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionNotFoundError,
  WebhookSubscriptionPendingVerificationError,
} from '../webhooks.errors';
import { PortalService } from './portal.service';

/** The portal page's routes for a subscription's deliveries: the log, retry, recover, test. */
@ApiTags('Webhook portal')
@Controller('portal/api/subscriptions/:subscriptionId')
export class PortalDeliveriesController {
  constructor(private readonly portal: PortalService) {}

  @Get('deliveries')
  @PortalAccess('read')
  @ApiOperation({
    summary: 'Deliveries with their payload and every attempt, newest first',
    description: 'As GET /v1/webhooks/subscriptions/{subscriptionId}/deliveries, plus `payload`.',
  })
  @ApiCursorPageResponse(DeliveryWithPayloadView)
  @ApiErrors(ValidationFailedError, WebhookSubscriptionNotFoundError)
  list(
    @CurrentPortalGrant() grant: PortalGrant,
    @Param('subscriptionId') subscriptionId: string,
    @Query() query: CursorPageQueryDto,
  ) {
    return this.portal.deliveriesOf(grant, subscriptionId, query);
  }

  @Post('deliveries/:deliveryId/retry')
  @PortalAccess('write')
  @HttpCode(202)
  @ApiOperation({ summary: 'Attempt a delivery again now, with a fresh retry round' })
  @ApiAcceptedResponse({ type: DeliveryRetryView })
  @ApiErrors(
    WebhookSubscriptionNotFoundError,
    WebhookDeliveryNotFoundError,
    WebhookSubscriptionDisabledError,
    WebhookSubscriptionPendingVerificationError,
  )
  retry(
    @CurrentPortalGrant() grant: PortalGrant,
    @Param('subscriptionId') subscriptionId: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<DeliveryRetryView> {
    return this.portal.retry(grant, subscriptionId, deliveryId);
  }

  @Post('recover')
  @PortalAccess('write')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Queue every failed delivery of a window again',
    description: 'As POST /v1/webhooks/subscriptions/{subscriptionId}/recover.',
  })
  @ApiAcceptedResponse({ type: SubscriptionRecoveryView })
  @ApiErrors(
    ValidationFailedError,
    WebhookSubscriptionNotFoundError,
    WebhookSubscriptionDisabledError,
    WebhookSubscriptionPendingVerificationError,
  )
  recover(
    @CurrentPortalGrant() grant: PortalGrant,
    @Param('subscriptionId') subscriptionId: string,
    @Body() body: SubscriptionRecoverDto,
  ): Promise<SubscriptionRecoveryView> {
    return this.portal.recover(grant, subscriptionId, body);
  }

  @Post('test')
  @PortalAccess('write')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a signed webhook.test event to this subscription only',
    description: 'Its `data.requestedBy` is the member who made the portal link.',
  })
  @ApiAcceptedResponse({ type: SubscriptionTestEventView })
  @ApiErrors(
    WebhookSubscriptionNotFoundError,
    WebhookSubscriptionDisabledError,
    WebhookSubscriptionPendingVerificationError,
  )
  sendTest(
    @CurrentPortalGrant() grant: PortalGrant,
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SubscriptionTestEventView> {
    return this.portal.sendTest(grant, subscriptionId);
  }
}
