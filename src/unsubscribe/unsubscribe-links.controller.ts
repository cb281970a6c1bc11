import { KeyedPost } from '../idempotency/keyed-post.decorator';
import { Body, Controller, HttpCode } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import {
  LaunchUnsubscribeLinkCreateDto,
  UnsubscribeTokenRevocationCreateDto,
} from './dto/unsubscribe.inputs';
import { LaunchUnsubscribeLinkView, UnsubscribeTokenRevokedView } from './dto/unsubscribe.views';
import { LaunchUnsubscribeService } from './launch-unsubscribe.service';
import { UnsubscribeTokensService } from './unsubscribe-tokens.service';
import { ValidationFailedError } from '../common/errors/domain-error';
import {
  UnsubscribeKeyUnavailableError,
  UnsubscribeTokenInvalidError,
  UnsubscribeTokenNotFoundError,
} from './unsubscribe.errors';

@ApiTags('Unsubscribe')
@Controller('v1')
export class UnsubscribeLinksController {
  constructor(
    private readonly tokens: UnsubscribeTokensService,
    private readonly launch: LaunchUnsubscribeService,
  ) {}

  @KeyedPost('unsubscribe-tokens/revocations')
  @HttpCode(200)
  @RequireScope('notifications', 'write')
  @ApiOperation({
    summary: 'Revoke a svc_unsub_ link of this team; it then answers 410 UNSUBSCRIBE_TOKEN_REVOKED',
    description: 'Idempotent. A link of another team is 404.',
  })
  @ApiOkResponse({ type: UnsubscribeTokenRevokedView })
  @ApiErrors(
    ValidationFailedError,
    UnsubscribeTokenInvalidError,
    UnsubscribeTokenNotFoundError,
    UnsubscribeKeyUnavailableError,
  )
  async revoke(
    @CurrentPrincipal() caller: Principal,
    @Body() body: UnsubscribeTokenRevocationCreateDto,
  ): Promise<UnsubscribeTokenRevokedView> {
    await this.tokens.revoke(caller.teamId, body.token);
    return { revoked: true };
  }

  @KeyedPost('launch-unsubscribe-links')
  @RequireScope('notifications', 'write')
  @ApiOperation({
    summary: 'Mint a svc_lunsub_ link that permanently suppresses one e-mail address',
    description:
      'The token carries only a keyed hash of the address. Lifetime 180 days unless expiresAt is sooner.',
  })
  @ApiCreatedResponse({ type: LaunchUnsubscribeLinkView })
  @ApiErrors(ValidationFailedError, UnsubscribeKeyUnavailableError)
  createLaunchLink(
    @CurrentPrincipal() caller: Principal,
    @Body() body: LaunchUnsubscribeLinkCreateDto,
  ): Promise<LaunchUnsubscribeLinkView> {
    return this.launch.createLink(caller.teamId, body.email, body.expiresAt);
  }
}
