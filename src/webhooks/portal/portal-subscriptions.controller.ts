import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PortalAccess } from '../../common/access/access-policy.decorator';
import { CurrentPortalGrant, type PortalGrant } from '../../common/access/portal-grant';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { ApiOffsetPageResponse } from '../../common/openapi/api-page.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { resolveOffsetPaging } from '../../common/pagination/offset-page';
import { OffsetPageQueryDto } from '../../common/pagination/page-query.dto';
import { SecretRotationDto } from '../signing/secret-rotation.dto';
import { EventTypeListView } from '../subscriptions/dto/event-type.view';
import { SubscriptionStatsView } from '../subscriptions/dto/subscription-stats.view';
import {
  SubscriptionSecretRotatedView,
  SubscriptionView,
} from '../subscriptions/dto/subscription.views';
import { EventTypesService } from '../subscriptions/event-types/event-types.service';
import { WebhookSubscriptionNotFoundError } from '../webhooks.errors';
import { PortalSubscriptionUpdateDto } from './dto/portal-link.dto';
import { PortalLinkView } from './dto/portal-link.views';
import { PortalService } from './portal.service';

/**
 * The portal page's routes for the link and its subscriptions (platform.md, Portal links); the
 * bearer is the link's token. Answers carry `Cache-Control: no-store` (PortalHeaders).
 */
@ApiTags('Webhook portal')
@Controller('portal/api')
export class PortalSubscriptionsController {
  constructor(
    private readonly portal: PortalService,
    private readonly eventTypes: EventTypesService,
  ) {}

  @Get('link')
  @PortalAccess('read')
  @ApiOperation({
    summary: 'The portal link itself: read-only or not, until when, which subscriptions',
  })
  @ApiOkResponse({ type: PortalLinkView })
  link(@CurrentPortalGrant() grant: PortalGrant): PortalLinkView {
    return this.portal.link(grant);
  }

  @Get('event-types')
  @PortalAccess('read')
  @ApiOperation({ summary: 'Every event type a subscription can receive, as /v1 lists them' })
  @ApiOkResponse({ type: EventTypeListView })
  listEventTypes(): { data: EventTypeListView['data'] } {
    return this.eventTypes.list();
  }

  @Get('subscriptions')
  @PortalAccess('read')
  @ApiOperation({ summary: "The link's subscriptions, newest first, as /v1 shows them" })
  @ApiOffsetPageResponse(SubscriptionView)
  @ApiErrors(ValidationFailedError)
  list(@CurrentPortalGrant() grant: PortalGrant, @Query() query: OffsetPageQueryDto) {
    return this.portal.list(grant, resolveOffsetPaging(query));
  }

  @Get('subscriptions/:subscriptionId')
  @PortalAccess('read')
  @ApiOperation({ summary: 'One of the link’s subscriptions (never its secret)' })
  @ApiOkResponse({ type: SubscriptionView })
  @ApiErrors(WebhookSubscriptionNotFoundError)
  get(
    @CurrentPortalGrant() grant: PortalGrant,
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SubscriptionView> {
    return this.portal.get(grant, subscriptionId);
  }

  @Patch('subscriptions/:subscriptionId')
  @PortalAccess('write')
  @ApiOperation({
    summary: 'Change event types or filter, or pause (enabled false) and resume',
    description:
      'As PATCH /v1/webhooks/subscriptions/{subscriptionId} with these three fields only, with ' +
      'its validation and messages; resuming replays every delivery kept while paused.',
  })
  @ApiOkResponse({ type: SubscriptionView })
  @ApiErrors(ValidationFailedError, WebhookSubscriptionNotFoundError)
  update(
    @CurrentPortalGrant() grant: PortalGrant,
    @Param('subscriptionId') subscriptionId: string,
    @Body() body: PortalSubscriptionUpdateDto,
  ): Promise<SubscriptionView> {
    return this.portal.update(grant, subscriptionId, body);
  }

  @Post('subscriptions/:subscriptionId/rotate-secret')
  @PortalAccess('write')
  @ApiOperation({
    summary: 'Issue a new whsec_ secret, shown once; the replaced one keeps signing for a grace',
    description: 'As POST /v1/webhooks/subscriptions/{subscriptionId}/rotate-secret.',
  })
  @ApiBody({ type: SecretRotationDto, required: false })
  @ApiCreatedResponse({ type: SubscriptionSecretRotatedView })
  @ApiErrors(ValidationFailedError, WebhookSubscriptionNotFoundError)
  rotateSecret(
    @CurrentPortalGrant() grant: PortalGrant,
    @Param('subscriptionId') subscriptionId: string,
    @Body() body: SecretRotationDto,
  ): Promise<SubscriptionSecretRotatedView> {
    return this.portal.rotateSecret(grant, subscriptionId, body);
  }

  @Get('subscriptions/:subscriptionId/stats')
  @PortalAccess('read')
  @ApiOperation({ summary: 'What the receiver answered over the last hour and day' })
  @ApiOkResponse({ type: SubscriptionStatsView })
  @ApiErrors(WebhookSubscriptionNotFoundError)
  stats(
    @CurrentPortalGrant() grant: PortalGrant,
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SubscriptionStatsView> {
    return this.portal.statsOf(grant, subscriptionId);
  }
}
