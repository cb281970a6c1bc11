import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/access/access-policy.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { PUBLIC_PAGE_CSP, PUBLIC_PAGE_HEADERS } from './public-page-headers';
import { ROBOTS_DIRECTIVES } from './published-document';
import { PublishedVisualPagesService } from './published-visual-pages.service';
import { PublishedVisualPageNotFoundError } from './visual-pages.errors';
import { InternalError, RateLimitedError } from '../common/errors/domain-error';

@ApiTags('Visual pages')
@Controller('public/visual-pages')
export class PublicVisualPagesController {
  constructor(private readonly published: PublishedVisualPagesService) {}

  @Get(':teamId/:id')
  @Public()
  // Anyone may view a page, so the budget is per client address, not per page: a popular page
  // must not be taken down by one client spending its budget.
  @RateLimit('visualPages', (request) => request.ip)
  @ApiOperation({
    summary: 'Public render of the published version of a visual page, marked noindex',
    description:
      'The html of the latest published version as an HTML document, with a robots meta tag in ' +
      'its head. Sandboxed by Content-Security-Policy. Revalidate with If-None-Match.',
  })
  @ApiParam({ name: 'teamId', format: 'uuid' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({
    status: 200,
    description: 'The published document',
    content: { 'text/html': { schema: { type: 'string' } } },
    headers: {
      'X-Robots-Tag': { schema: { type: 'string', example: ROBOTS_DIRECTIVES } },
      'Content-Security-Policy': { schema: { type: 'string', example: PUBLIC_PAGE_CSP } },
      'X-Content-Type-Options': { schema: { type: 'string', example: 'nosniff' } },
      ETag: { schema: { type: 'string', example: '"v3"' } },
    },
  })
  @ApiResponse({ status: 304, description: 'Not modified since the ETag in If-None-Match' })
  @ApiErrors(PublishedVisualPageNotFoundError, RateLimitedError, InternalError)
  async render(
    @Param('teamId') teamId: string,
    @Param('id') pageId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const page = await this.published.find(teamId, pageId);
    // Headers only on success: an error leaves through the global filter as a JSON envelope.
    response.set(PUBLIC_PAGE_HEADERS).set('ETag', page.etag);
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    response.status(200).send(page.document);
  }
}
