import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiExtension,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/access/access-policy.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { BODY_BY_MEDIA_TYPE } from '../common/openapi/body-by-media-type';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CategorySuppressionService } from './category-suppression.service';
import { ONE_CLICK_BODIES } from './dto/unsubscribe.inputs';
import {
  LaunchUnsubscribeView,
  OneClickUnsubscribeView,
  UnsubscribeStateView,
} from './dto/unsubscribe.views';
import { LaunchUnsubscribeService } from './launch-unsubscribe.service';
import { perLink } from './link-rate-limit';
import { acceptsHtml, landingPageUrl } from './manage-redirect';
import {
  LaunchUnsubscribeKeyUnavailableError,
  LaunchUnsubscribeTokenExpiredError,
  LaunchUnsubscribeTokenInvalidError,
  LaunchUnsubscribeTokenMalformedError,
  UnsubscribeKeyUnavailableError,
  UnsubscribeTokenExpiredError,
  UnsubscribeTokenInvalidError,
  UnsubscribeTokenRevokedError,
} from './unsubscribe.errors';
import {
  ErrorClass,
  InternalError,
  RateLimitedError,
  ValidationFailedError,
} from '../common/errors/domain-error';

const TOKEN_QUERY = ApiQuery({
  name: 'token',
  required: true,
  type: String,
  description: "The link's token",
});
const unsubscribeErrors = (...extra400: ErrorClass[]) =>
  ApiErrors(
    UnsubscribeTokenInvalidError,
    ...extra400,
    UnsubscribeTokenExpiredError,
    UnsubscribeTokenRevokedError,
    RateLimitedError,
    InternalError,
    UnsubscribeKeyUnavailableError,
  );

@ApiTags('Unsubscribe')
@Controller('public')
@Public()
export class PublicUnsubscribeController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly suppressions: CategorySuppressionService,
    private readonly launch: LaunchUnsubscribeService,
  ) {}

  @Post('unsubscribe')
  @HttpCode(200)
  @RateLimit('unsubscribe', perLink)
  // RFC 8058 mail clients post multipart/form-data; the core parsers leave multipart alone.
  @UseInterceptors(
    NoFilesInterceptor({ limits: { fields: 5, parts: 5, fieldSize: 1024, fieldNameSize: 100 } }),
  )
  @ApiOperation({
    summary: 'One-click unsubscribe (RFC 8058) with a svc_unsub_ link; never redirects',
    description:
      'Empty body, form `List-Unsubscribe=One-Click` (urlencoded or multipart) or JSON `{"scope":"category"}` suppress the link\'s category; JSON `{"scope":"all"}` suppresses every category. Idempotent.',
  })
  @TOKEN_QUERY
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiBody({ required: false, schema: ONE_CLICK_BODIES['application/json'] })
  @ApiExtension(BODY_BY_MEDIA_TYPE, ONE_CLICK_BODIES)
  @ApiOkResponse({ type: OneClickUnsubscribeView })
  @unsubscribeErrors(ValidationFailedError)
  unsubscribe(
    @Query('token') token: unknown,
    @Headers('content-type') contentType: string | undefined,
    @Body() body: unknown,
  ): Promise<OneClickUnsubscribeView> {
    return this.suppressions.unsubscribe(token, { contentType, body });
  }

  @Get('unsubscribe/manage')
  @RateLimit('unsubscribe', perLink)
  @ApiOperation({
    summary: 'Unsubscribe state of a svc_unsub_ link; browsers are redirected to the landing page',
    description:
      '`Accept: text/html` gets a 302 to the landing page before the token is verified. Never changes state.',
  })
  @TOKEN_QUERY
  @ApiOkResponse({ type: UnsubscribeStateView })
  @ApiFoundResponse({ description: 'Browser: redirect to the landing page, token carried over' })
  @unsubscribeErrors()
  async manage(
    @Query('token') token: unknown,
    @Headers('accept') accept: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    if (acceptsHtml(accept)) {
      response.setHeader('Referrer-Policy', 'no-referrer');
      return response.redirect(302, landingPageUrl(this.config.unsubscribeLandingUrl, token));
    }
    response.status(200).json(await this.suppressions.state(token));
  }

  @Post('launch-unsubscribe')
  @HttpCode(200)
  @RateLimit('unsubscribe', perLink)
  @ApiOperation({
    summary: 'Permanently suppress the address of a svc_lunsub_ link; the address is never echoed',
    description: 'Any request body is ignored. A replay answers the same 200.',
  })
  @TOKEN_QUERY
  @ApiOkResponse({ type: LaunchUnsubscribeView })
  @ApiErrors(
    LaunchUnsubscribeTokenInvalidError,
    LaunchUnsubscribeTokenMalformedError,
    LaunchUnsubscribeTokenExpiredError,
    RateLimitedError,
    InternalError,
    LaunchUnsubscribeKeyUnavailableError,
  )
  launchUnsubscribe(@Query('token') token: unknown): Promise<LaunchUnsubscribeView> {
    return this.launch.suppress(token);
  }
}
