import { Controller, Get, Header, Param, Query, Redirect, StreamableFile } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/access/access-policy.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { DocumentedRateLimit, RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { perLink } from '../unsubscribe/link-rate-limit';
import { NotificationReadsService } from './notification-reads.service';
import { TRANSPARENT_GIF } from './transparent-gif';
import {
  NotificationKeyUnavailableError,
  NotificationLinkExpiredError,
  NotificationNotFoundError,
} from './notifications.errors';
import { InternalError, RateLimitedError } from '../common/errors/domain-error';

const TOKEN_QUERY = ApiQuery({
  name: 'token',
  required: true,
  type: String,
  description: "The link's token",
});
// Not required: an absent token gets the GIF as a bad one does (public-api.md: always a 1x1 GIF).
const PIXEL_TOKEN_QUERY = ApiQuery({
  name: 'token',
  required: false,
  type: String,
  description: 'The link token; absent or bad, the answer is the GIF all the same',
});

@ApiTags('Notifications')
@Controller('public/notifications')
@Public()
export class PublicNotificationsController {
  constructor(private readonly reads: NotificationReadsService) {}

  @Get(':id/open')
  // Decision: open links spend the same per-link budget as unsubscribe links (20 a minute).
  @RateLimit('unsubscribe', (request: Request) => {
    const link = perLink(request);
    return link ? `open:${link}` : undefined;
  })
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiOperation({
    summary: 'Open link: verifies the token, marks the notification read, redirects to it',
    description:
      'A bad, forged or mismatched token is 404 NOTIFICATION_NOT_FOUND; an expired one 410.',
  })
  @TOKEN_QUERY
  @ApiFoundResponse({ description: 'Redirect to the notification’s resourceUrl' })
  @ApiErrors(
    NotificationNotFoundError,
    NotificationLinkExpiredError,
    RateLimitedError,
    InternalError,
    NotificationKeyUnavailableError,
  )
  async open(
    @Param('id') id: string,
    @Query('token') token: unknown,
  ): Promise<{ url: string; statusCode: number }> {
    return { url: await this.reads.open(id, token), statusCode: 302 };
  }

  @Get(':id/pixel')
  // The link's budget is spent in the service, silently: past it a hit is not recorded, and the
  // answer is still the GIF, with no RateLimit headers (public-api.md: always a 1x1 GIF).
  @DocumentedRateLimit('silent')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Tracking pixel: marks the notification read; always a 1x1 GIF',
    description: 'A bad token still gets the GIF, and marks nothing.',
  })
  @PIXEL_TOKEN_QUERY
  @ApiOkResponse({ description: '1x1 GIF', content: { 'image/gif': {} } })
  @ApiErrors(InternalError)
  async pixel(@Param('id') id: string, @Query('token') token: unknown): Promise<StreamableFile> {
    await this.reads.pixel(id, token);
    return new StreamableFile(TRANSPARENT_GIF, {
      type: 'image/gif',
      length: TRANSPARENT_GIF.length,
    });
  }
}
