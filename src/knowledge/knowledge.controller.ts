import { KeyedPost } from '../idempotency/keyed-post.decorator';
import { Body, Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ShareCreatedView, ShareRevokedView } from '../shares/dto/share.response';
import { KnowledgeEntryCreateDto, KnowledgeShareCreateDto } from './dto/knowledge-entry-create.dto';
import { KnowledgeEntryView } from './dto/knowledge.response';
import { KnowledgeService } from './knowledge.service';
import { ValidationFailedError } from '../common/errors/domain-error';
import { KnowledgeEntryNotFoundError, KnowledgeShareNotFoundError } from './knowledge.errors';

@ApiTags('Knowledge')
@Controller('v1/knowledge')
@RequireScope('knowledge', 'write')
export class KnowledgeController {
  constructor(private readonly knowledge: KnowledgeService) {}

  @KeyedPost()
  @ApiOperation({ summary: 'Create a knowledge entry (markdown or plain text)' })
  @ApiCreatedResponse({ type: KnowledgeEntryView })
  @ApiErrors(ValidationFailedError)
  create(
    @CurrentPrincipal() caller: Principal,
    @Body() body: KnowledgeEntryCreateDto,
  ): Promise<KnowledgeEntryView> {
    return this.knowledge.create(caller, body);
  }

  @Delete('shares/:shareId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a knowledge share; its token then answers 404' })
  @ApiOkResponse({ type: ShareRevokedView })
  @ApiErrors(KnowledgeShareNotFoundError)
  revokeShare(
    @CurrentPrincipal() caller: Principal,
    @Param('shareId') shareId: string,
  ): Promise<ShareRevokedView> {
    return this.knowledge.revokeShare(caller, shareId);
  }

  @KeyedPost(':entryId/shares')
  @ApiOperation({ summary: 'Share a knowledge entry by a public link, optionally expiring' })
  @ApiCreatedResponse({ type: ShareCreatedView })
  @ApiErrors(ValidationFailedError, KnowledgeEntryNotFoundError)
  createShare(
    @CurrentPrincipal() caller: Principal,
    @Param('entryId') entryId: string,
    @Body() body: KnowledgeShareCreateDto,
  ): Promise<ShareCreatedView> {
    return this.knowledge.createShare(caller, entryId, body);
  }
}
