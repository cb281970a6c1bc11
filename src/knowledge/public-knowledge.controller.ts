import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/access/access-policy.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { setPublicShareHeaders } from '../shares/public-share-headers';
import { SharedKnowledgeView } from './dto/knowledge.response';
import { SharedKnowledgeService } from './shared-knowledge.service';
import { SharedKnowledgeNotFoundError } from './knowledge.errors';
import { InternalError, RateLimitedError } from '../common/errors/domain-error';

@ApiTags('Knowledge')
@Controller('public/knowledge')
@Public()
export class PublicKnowledgeController {
  constructor(private readonly shared: SharedKnowledgeService) {}

  @Get(':shareToken')
  @RateLimit('media', (request) => String(request.params.shareToken))
  @ApiOperation({ summary: 'The knowledge entry content behind a share token' })
  @ApiParam({ name: 'shareToken', description: 'The share token' })
  @ApiOkResponse({ type: SharedKnowledgeView })
  @ApiErrors(SharedKnowledgeNotFoundError, RateLimitedError, InternalError)
  read(
    @Param('shareToken') shareToken: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SharedKnowledgeView> {
    setPublicShareHeaders(res);
    return this.shared.read(shareToken);
  }
}
