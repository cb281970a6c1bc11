import { KeyedPost } from '../../idempotency/keyed-post.decorator';
import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../common/access/principal';
import {
  ApiCursorPageResponse,
  ApiOffsetPageResponse,
} from '../../common/openapi/api-page.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { resolveOffsetPaging } from '../../common/pagination/offset-page';
import { CursorPageQueryDto, OffsetPageQueryDto } from '../../common/pagination/page-query.dto';
import { InboundEndpointCreateDto, InboundEndpointUpdateDto } from './dto/inbound-endpoint.dto';
import {
  InboundDeliveryView,
  InboundEndpointCreatedView,
  InboundEndpointView,
  InboundSigningSecretRotatedView,
  InboundTokenRotatedView,
} from './dto/inbound-endpoint.views';
import { SecretRotationDto } from '../signing/secret-rotation.dto';
import { InboundEndpointsService } from './inbound-endpoints.service';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { InboundEndpointNotFoundError } from '../webhooks.errors';

@ApiTags('Webhooks')
@Controller('v1/webhooks/inbound-endpoints')
export class InboundEndpointsController {
  constructor(private readonly endpoints: InboundEndpointsService) {}

  @KeyedPost()
  @RequireScope('webhooks', 'write')
  @ApiOperation({ summary: 'Issue a receiver URL with its token and signing secret' })
  @ApiCreatedResponse({ type: InboundEndpointCreatedView })
  @ApiErrors(ValidationFailedError)
  create(
    @CurrentPrincipal() caller: Principal,
    @Body() body: InboundEndpointCreateDto,
  ): Promise<InboundEndpointCreatedView> {
    return this.endpoints.create(caller, body);
  }

  @Get()
  @RequireScope('webhooks', 'read')
  @ApiOperation({ summary: "List the team's inbound endpoints, newest first" })
  @ApiOffsetPageResponse(InboundEndpointView)
  @ApiErrors(ValidationFailedError)
  list(@CurrentPrincipal() caller: Principal, @Query() query: OffsetPageQueryDto) {
    return this.endpoints.list(caller, resolveOffsetPaging(query));
  }

  @Get(':endpointId')
  @RequireScope('webhooks', 'read')
  @ApiOperation({ summary: 'One inbound endpoint (never its token or secret)' })
  @ApiOkResponse({ type: InboundEndpointView })
  @ApiErrors(InboundEndpointNotFoundError)
  get(
    @CurrentPrincipal() caller: Principal,
    @Param('endpointId') endpointId: string,
  ): Promise<InboundEndpointView> {
    return this.endpoints.get(caller, endpointId);
  }

  @KeyedPost(':endpointId/rotate-token')
  @RequireScope('webhooks', 'write')
  @ApiOperation({ summary: 'Issue a new receiver URL token; the old one stops at once' })
  @ApiCreatedResponse({ type: InboundTokenRotatedView })
  @ApiErrors(InboundEndpointNotFoundError)
  rotateToken(
    @CurrentPrincipal() caller: Principal,
    @Param('endpointId') endpointId: string,
  ): Promise<InboundTokenRotatedView> {
    return this.endpoints.rotateToken(caller, endpointId);
  }

  @KeyedPost(':endpointId/rotate-signing-secret')
  @RequireScope('webhooks', 'write')
  @ApiOperation({
    summary: 'Issue a new signing secret; the replaced one is still accepted for a grace period',
    description:
      'Returns the new `signingSecret` once. Until `previousSigningSecretValidUntil` ' +
      '(`graceHours`, default 24, at most 72; 0 retires the old secret at once) the receiver ' +
      'accepts an X-Webhook-Signature made with either secret; after it, one made with the old ' +
      'secret is refused like any wrong signature (401 WEBHOOK_UNAUTHORIZED, logged as ' +
      'signature_mismatch). Rotating again during a grace makes the secret being replaced the ' +
      'previous one; the older one stops at once.',
  })
  @ApiBody({ type: SecretRotationDto, required: false })
  @ApiCreatedResponse({ type: InboundSigningSecretRotatedView })
  @ApiErrors(ValidationFailedError, InboundEndpointNotFoundError)
  rotateSigningSecret(
    @CurrentPrincipal() caller: Principal,
    @Param('endpointId') endpointId: string,
    @Body() body: SecretRotationDto,
  ): Promise<InboundSigningSecretRotatedView> {
    return this.endpoints.rotateSigningSecret(caller, endpointId, body);
  }

  @Patch(':endpointId')
  @RequireScope('webhooks', 'write')
  @ApiOperation({ summary: 'Enable or disable an endpoint, or require signatures' })
  @ApiOkResponse({ type: InboundEndpointView })
  @ApiErrors(ValidationFailedError, InboundEndpointNotFoundError)
  update(
    @CurrentPrincipal() caller: Principal,
    @Param('endpointId') endpointId: string,
    @Body() body: InboundEndpointUpdateDto,
  ): Promise<InboundEndpointView> {
    return this.endpoints.update(caller, endpointId, body);
  }

  @Get(':endpointId/deliveries')
  @RequireScope('webhooks', 'read')
  @ApiOperation({
    summary: "The endpoint's delivery log, newest first, with each refusal's reason",
  })
  @ApiCursorPageResponse(InboundDeliveryView)
  @ApiErrors(ValidationFailedError, InboundEndpointNotFoundError)
  deliveries(
    @CurrentPrincipal() caller: Principal,
    @Param('endpointId') endpointId: string,
    @Query() query: CursorPageQueryDto,
  ) {
    return this.endpoints.deliveries(caller, endpointId, query);
  }
}
