import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../../common/access/principal';
import { ApiErrors } from '../../../common/openapi/api-errors.decorator';
import { WebhookSubscriptionNotFoundError } from '../../webhooks.errors';
import { SubscriptionStatsView } from '../dto/subscription-stats.view';
import { SubscriptionStatsService } from './subscription-stats.service';

@ApiTags('Webhooks')
@Controller('v1/webhooks/subscriptions')
export class SubscriptionStatsController {
  constructor(private readonly stats: SubscriptionStatsService) {}

  @Get(':subscriptionId/stats')
  @RequireScope('webhooks', 'read')
  @ApiOperation({
    summary: 'What the receiver answered over the last hour and day',
    description:
      'Attempts, successes, failures by status class (`3xx`, `4xx`, `5xx`, `network` for no usable answer), p50/p95 latency and the last success and failure, per window. Computed from the delivery log on every call.',
  })
  @ApiOkResponse({ type: SubscriptionStatsView })
  @ApiErrors(WebhookSubscriptionNotFoundError)
  get(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SubscriptionStatsView> {
    return this.stats.stats(caller, subscriptionId);
  }
}
