import { Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiSchema,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access-policy.decorator';
import { DocumentedRateLimit } from '../../common/rate-limit/rate-limit.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { InboundReceiverService } from './inbound-receiver.service';
import { InternalError, ValidationFailedError } from '../../common/errors/domain-error';
import { INBOUND_RECEIVER_REFUSALS } from '../webhooks.errors';
import { IDEMPOTENCY_KEY_SCHEMA } from '../../idempotency/idempotency-key';

@ApiSchema({ name: 'InboundAccepted' })
class InboundAcceptedView {
  @ApiProperty({ enum: ['accepted'] })
  status: 'accepted';
}

/** The receiver URL token is the credential, so the route is public and checks it itself. */
@ApiTags('Webhooks')
@Controller('webhooks')
export class InboundReceiverController {
  constructor(private readonly receiver: InboundReceiverService) {}

  @Post(':endpointId/:token')
  @Public()
  @DocumentedRateLimit('webhook') // spent by the service, once the URL token is known good
  @HttpCode(200)
  @ApiOperation({
    summary: 'Receive an inbound webhook delivery',
    description:
      'Checks, in order: the failed-authentication budget of the client address (429 once it ' +
      'sent too many wrong URL tokens), URL token, endpoint enabled, Content-Type ' +
      'application/json, body size (1 MB), rate (100 a minute per receiver), signature (when ' +
      'required), JSON. Answers 200 once the delivery is stored; a repeated Idempotency-Key is ' +
      'answered 200 and not processed twice.',
  })
  @ApiParam({ name: 'endpointId', description: 'The inbound endpoint id' })
  @ApiParam({ name: 'token', description: 'The receiver URL token (the credential)' })
  @ApiHeader({
    name: 'X-Webhook-Signature',
    required: false,
    description: 'sha256= + lowercase hex HMAC-SHA256 of "<timestamp>.<raw body>"',
  })
  @ApiHeader({ name: 'X-Webhook-Timestamp', required: false, description: 'Unix seconds' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'A key already accepted by this endpoint is answered 200 and not processed again',
    schema: IDEMPOTENCY_KEY_SCHEMA,
  })
  // Any JSON value: an empty schema (an object, an array, a string, …).
  @ApiBody({ description: 'Any JSON document of at most 1 MB', schema: {} })
  @ApiOkResponse({ type: InboundAcceptedView })
  @ApiErrors(ValidationFailedError, ...INBOUND_RECEIVER_REFUSALS, InternalError)
  async receive(
    @Param('endpointId') endpointId: string,
    @Param('token') token: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InboundAcceptedView> {
    const accepted = await this.receiver.receive({
      endpointId,
      token,
      clientAddress: request.ip,
      headers: request.headers,
      body: request,
    });
    response.set(accepted.rateLimitHeaders);
    return { status: accepted.status };
  }
}
