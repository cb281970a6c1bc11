import { Body, Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../common/access/principal';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { KeyedPost } from '../../idempotency/keyed-post.decorator';
import { WebhookSubscriptionNotFoundError } from '../webhooks.errors';
import { PortalLinkCreateDto } from './dto/portal-link.dto';
import { PortalLinkCreatedView } from './dto/portal-link.views';
import { PortalLinksService } from './portal-links.service';
import { PortalLinkNotFoundError } from './portal.errors';

@ApiTags('Webhooks')
@Controller('v1/webhooks/portal-links')
export class PortalLinksController {
  constructor(private readonly links: PortalLinksService) {}

  @KeyedPost()
  @RequireScope('webhooks', 'write')
  @ApiOperation({
    summary: 'A link to the webhook portal page for some or all of the team’s subscriptions',
    description:
      'Whoever holds `url` sees those subscriptions, their stats and delivery log (payloads and ' +
      'receivers’ answers included) until `expiresAt`, and unless `readOnly` retries, recovers, ' +
      'sends test events, edits event types and filter, pauses, resumes and rotates the secret. ' +
      'Nothing else of the team is reachable through it.',
  })
  @ApiCreatedResponse({ type: PortalLinkCreatedView })
  @ApiErrors(ValidationFailedError, WebhookSubscriptionNotFoundError)
  create(
    @CurrentPrincipal() caller: Principal,
    @Body() body: PortalLinkCreateDto,
  ): Promise<PortalLinkCreatedView> {
    return this.links.create(caller, body);
  }

  @Delete(':portalLinkId')
  @RequireScope('webhooks', 'write')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a portal link at once' })
  @ApiNoContentResponse({ description: 'Revoked: its next request is refused' })
  @ApiErrors(PortalLinkNotFoundError)
  async revoke(
    @CurrentPrincipal() caller: Principal,
    @Param('portalLinkId') portalLinkId: string,
  ): Promise<void> {
    await this.links.revoke(caller, portalLinkId);
  }
}
