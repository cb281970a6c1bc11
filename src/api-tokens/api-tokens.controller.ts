import { KeyedPost } from '../idempotency/keyed-post.decorator';
import { Body, Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExcludeController,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { SessionOnly } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { OffsetPageQueryDto } from '../common/pagination/page-query.dto';
import { resolveOffsetPaging } from '../common/pagination/offset-page';
import { ApiTokensService } from './api-tokens.service';
import { ApiTokenCreateDto } from './dto/api-token-create.dto';
import {
  ApiTokenCreatedView,
  ApiTokenRevokedView,
  ApiTokenRotatedView,
} from './dto/api-token.response';

/** Token management is deliberately kept out of the public document (public-api.md, Endpoints). */
@ApiExcludeController()
@Controller('v1/api-tokens')
@SessionOnly()
export class ApiTokensController {
  constructor(private readonly apiTokens: ApiTokensService) {}

  @KeyedPost()
  @ApiOperation({ summary: 'Create an API token; the secret is shown once' })
  @ApiCreatedResponse({ type: ApiTokenCreatedView })
  create(
    @CurrentPrincipal() caller: Principal,
    @Body() body: ApiTokenCreateDto,
  ): Promise<ApiTokenCreatedView> {
    return this.apiTokens.create(caller, body);
  }

  @Get()
  @ApiOperation({ summary: "List the caller's live tokens (never the secret)" })
  list(@CurrentPrincipal() caller: Principal, @Query() query: OffsetPageQueryDto) {
    return this.apiTokens.list(caller, resolveOffsetPaging(query));
  }

  @KeyedPost(':id/rotate')
  @ApiOperation({ summary: 'Issue a new secret; the old one keeps working for 24 hours' })
  @ApiCreatedResponse({ type: ApiTokenRotatedView })
  rotate(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
  ): Promise<ApiTokenRotatedView> {
    return this.apiTokens.rotate(caller, id);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a token; it is refused with 401 from then on' })
  @ApiOkResponse({ type: ApiTokenRevokedView })
  revoke(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
  ): Promise<ApiTokenRevokedView> {
    return this.apiTokens.revoke(caller, id);
  }
}
