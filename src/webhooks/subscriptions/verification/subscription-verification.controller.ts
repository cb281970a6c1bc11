import { KeyedPost } from '../../../idempotency/keyed-post.decorator';
import { Controller, HttpCode, Param } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../../common/access/principal';
import { ApiErrors } from '../../../common/openapi/api-errors.decorator';
import {
  WebhookSubscriptionDisabledError,
  WebhookSubscriptionNotFoundError,
  WebhookVerificationNotPendingError,
} from '../../webhooks.errors';
import { SubscriptionVerificationService } from './subscription-verification.service';
import { SubscriptionVerificationRequestView } from './subscription-verification.views';

/** Proof of ownership of a subscription's URL (docs/webhooks-delivery.md). */
@ApiTags('Webhooks')
@Controller('v1/webhooks/subscriptions')
export class SubscriptionVerificationController {
  constructor(private readonly verification: SubscriptionVerificationService) {}

  @KeyedPost(':subscriptionId/verify')
  @RequireScope('webhooks', 'write')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a fresh verification challenge to a subscription waiting for its proof',
    description:
      'For a subscription whose `status` is `pending_verification` (created or re-pointed with ' +
      '`verify: true`). Its URL is sent a new signed `webhook.verification` event with a new ' +
      '`data.challenge`, retried on the usual schedule; the challenge sent before ends (its ' +
      'delivery is `failed`), so only the newest one counts. The URL proves its ownership by ' +
      'answering 2xx with `{"challenge": "<value>"}` or the bare value; the subscription then ' +
      'becomes active and every event kept meanwhile is delivered. 409 when it is not waiting ' +
      '(`PATCH {"verify": true}` asks again) or is disabled (enabling it sends the challenge).',
  })
  @ApiAcceptedResponse({ type: SubscriptionVerificationRequestView })
  @ApiErrors(
    WebhookSubscriptionNotFoundError,
    WebhookSubscriptionDisabledError,
    WebhookVerificationNotPendingError,
  )
  sendChallenge(
    @CurrentPrincipal() caller: Principal,
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SubscriptionVerificationRequestView> {
    return this.verification.sendChallenge(caller, subscriptionId);
  }
}
