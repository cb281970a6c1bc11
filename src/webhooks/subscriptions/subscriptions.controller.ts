import { KeyedPost } from '../../idempotency/keyed-post.decorator';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireScope } from '../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../common/access/principal';
import {
  ApiCursorPageResponse,
  ApiOffsetPageResponse,
} from '../../common/openapi/api-page.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { resolveOffsetPaging } from '../../common/pagination/offset-page';
import { CursorPageQueryDto, OffsetPageQueryDto } from '../../common/pagination/page-query.dto';
import { SecretRotationDto } from '../signing/secret-rotation.dto';
import { DeliveriesService } from './delivery-log/deliveries.service';
import { SubscriptionCreateDto, SubscriptionUpdateDto } from './dto/subscription.dto';
import {
  DeliveryRetryView,
  DeliveryView,
  SubscriptionCreatedView,
  SubscriptionDeletedView,
  SubscriptionSecretRotatedView,
  SubscriptionView,
} from './dto/subscription.views';
import { SubscriptionsService } from './subscriptions.service';
import { ValidationFailedError } from '../../common/errors/domain-error';
import {
  WebhookDeliveryNotFoundError,
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionNotFoundError,
  WebhookSubscriptionPendingVerificationError,
} from '../webhooks.errors';

@ApiTags('Webhooks')
@Controller('v1/webhooks/subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly deliveries: DeliveriesService,
  ) {}

  @KeyedPost()
  @RequireScope('webhooks', 'write')
  @ApiOperation({ summary: 'Subscribe a URL to the team’s events; returns its whsec_ secret once' })
  @ApiCreatedResponse({ type: SubscriptionCreatedView })
  @ApiErrors(ValidationFailedError)
  create(
    @CurrentPrincipal() caller: Principal,
    @Body() body: SubscriptionCreateDto,
  ): Promise<SubscriptionCreatedView> {
    return this.subscriptions.create(caller, body);
  }

  @Get()
  @RequireScope('webhooks', 'read')
  @ApiOperation({ summary: "List the team's subscriptions, newest first" })
  @ApiOffsetPageResponse(SubscriptionView)
  @ApiErrors(ValidationFailedError)
  list(@CurrentPrincipal() caller: Principal, @Query() query: OffsetPageQueryDto) {
    return this.subscriptions.list(caller, resolveOffsetPaging(query));
  }

  @Get(':subscriptionId')
  @RequireScope('webhooks', 'read')
  @ApiOperation({ summary: 'One subscription (never its secret)' })
  @ApiOkResponse({ type: SubscriptionView })
  @ApiErrors(WebhookSubscriptionNotFoundError)
  get(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SubscriptionView> {
    return this.subscriptions.get(caller, subscriptionId);
  }

  @Patch(':subscriptionId')
  @RequireScope('webhooks', 'write')
  @ApiOperation({
    summary:
      'Change URL, event types, filter or rate, or disable/enable; enabling replays what was held',
  })
  @ApiOkResponse({ type: SubscriptionView })
  @ApiErrors(ValidationFailedError, WebhookSubscriptionNotFoundError)
  update(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
    @Body() body: SubscriptionUpdateDto,
  ): Promise<SubscriptionView> {
    return this.subscriptions.update(caller, subscriptionId, body);
  }

  @KeyedPost(':subscriptionId/rotate-secret')
  @RequireScope('webhooks', 'write')
  @ApiOperation({
    summary: 'Issue a new whsec_ secret; the replaced one keeps signing for a grace period',
    description:
      'Returns the new secret once. From now on X-Webhook-Signature (value format unchanged) is ' +
      'made with the new secret; until `previousSecretValidUntil` (`graceHours`, default 24, at ' +
      'most 72; 0 retires the old secret at once) every attempt also carries ' +
      '`X-Webhook-Signature-Previous: sha256=<hex>` made the same way with the replaced secret, ' +
      'and Standard Webhooks subscriptions get it as a second `v1,` entry in webhook-signature. ' +
      'Attempts still owed, retries included, are signed at attempt time, so they use the new ' +
      'secret too. Rotating again during a grace makes the secret being replaced the previous ' +
      'one; the older one stops at once.',
  })
  @ApiBody({ type: SecretRotationDto, required: false })
  @ApiCreatedResponse({ type: SubscriptionSecretRotatedView })
  @ApiErrors(ValidationFailedError, WebhookSubscriptionNotFoundError)
  rotateSecret(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
    @Body() body: SecretRotationDto,
  ): Promise<SubscriptionSecretRotatedView> {
    return this.subscriptions.rotateSecret(caller, subscriptionId, body);
  }

  @Delete(':subscriptionId')
  @RequireScope('webhooks', 'delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a subscription with its delivery log' })
  @ApiOkResponse({ type: SubscriptionDeletedView })
  @ApiErrors(WebhookSubscriptionNotFoundError)
  remove(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SubscriptionDeletedView> {
    return this.subscriptions.remove(caller, subscriptionId);
  }

  @Get(':subscriptionId/deliveries')
  @RequireScope('webhooks', 'read')
  @ApiOperation({ summary: 'Deliveries with every attempt, newest first' })
  @ApiCursorPageResponse(DeliveryView)
  @ApiErrors(ValidationFailedError, WebhookSubscriptionNotFoundError)
  listDeliveries(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
    @Query() query: CursorPageQueryDto,
  ) {
    return this.deliveries.list(caller, subscriptionId, query);
  }

  @KeyedPost(':subscriptionId/deliveries/:deliveryId/retry')
  @RequireScope('webhooks', 'write')
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
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<DeliveryRetryView> {
    return this.deliveries.retry(caller, subscriptionId, deliveryId);
  }
}
