import { KeyedPost } from '../../idempotency/keyed-post.decorator';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { GraphWriterInterceptor } from '../dag/graph-writer';
import { AgentIdRoutes } from '../fixed-paths.guard';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequireScope } from '../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../common/access/principal';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { VersionListQueryDto } from '../dto/agent-query.dto';
import {
  AgentVersionCreateDto,
  AgentVersionUpdateDto,
  ResourceVersionPageView,
  ResourceVersionView,
  VersionDeletedView,
} from '../dto/agent-version.dto';
import { AgentVersionsService } from './agent-versions.service';
import { MAX_VERSION_NUMBER, parseVersionNumber } from './version-rules';
import {
  ForbiddenError,
  InsufficientScopeError,
  InternalError,
  ValidationFailedError,
} from '../../common/errors/domain-error';
import {
  AgentManageForbiddenError,
  AgentNotFoundError,
  VersionLastRemainingError,
  VersionLimitExceededError,
  VersionNotFoundError,
  VersionSealedError,
} from '../agents.errors';
import { IpNotAllowedError } from '../../common/access/access.errors';

const VERSION_NUMBER = ApiParam({
  name: 'versionNumber',
  schema: { type: 'integer', format: 'int32', minimum: 1, maximum: MAX_VERSION_NUMBER },
  description: 'A positive integer',
});

/** Config versions of one agent. Reads refuse a token without ai_agents:read with FORBIDDEN. */
@ApiTags('Agents')
@AgentIdRoutes()
@Controller('v1/agents/:id/versions')
export class AgentVersionsController {
  constructor(private readonly versions: AgentVersionsService) {}

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost()
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Create a config version (an open draft); at most 50 per agent' })
  @ApiCreatedResponse({ type: ResourceVersionView })
  @ApiErrors(ValidationFailedError, VersionLimitExceededError, AgentNotFoundError)
  create(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() body: AgentVersionCreateDto,
  ): Promise<ResourceVersionView> {
    return this.versions.create(caller, id, body);
  }

  @Get()
  @RequireScope('ai_agents', 'read', { refusal: ForbiddenError })
  @ApiOperation({ summary: 'Version history, newest first, as a version page (no total)' })
  @ApiOkResponse({ type: ResourceVersionPageView })
  @ApiErrors(ValidationFailedError, AgentNotFoundError, InternalError)
  list(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Query() query: VersionListQueryDto,
  ): Promise<ResourceVersionPageView> {
    return this.versions.list(caller, id, query.limit);
  }

  @Get(':versionNumber')
  @VERSION_NUMBER
  @RequireScope('ai_agents', 'read', { refusal: ForbiddenError })
  @ApiOperation({ summary: 'One config version' })
  @ApiOkResponse({ type: ResourceVersionView })
  @ApiErrors(ValidationFailedError, AgentNotFoundError, VersionNotFoundError)
  get(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Param('versionNumber') versionNumber: string,
  ): Promise<ResourceVersionView> {
    return this.versions.get(caller, id, parseVersionNumber(versionNumber));
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Patch(':versionNumber')
  @VERSION_NUMBER
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Edit the open draft; a sealed version answers 409 VERSION_SEALED' })
  @ApiOkResponse({ type: ResourceVersionView })
  @ApiErrors(ValidationFailedError, AgentNotFoundError, VersionNotFoundError, VersionSealedError)
  update(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Param('versionNumber') versionNumber: string,
    @Body() body: AgentVersionUpdateDto,
  ): Promise<ResourceVersionView> {
    return this.versions.update(caller, id, parseVersionNumber(versionNumber), body);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Delete(':versionNumber')
  @VERSION_NUMBER
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Delete one version; the last remaining one cannot be deleted' })
  @ApiOkResponse({ type: VersionDeletedView })
  @ApiErrors(
    ValidationFailedError,
    AgentNotFoundError,
    VersionNotFoundError,
    VersionLastRemainingError,
  )
  remove(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Param('versionNumber') versionNumber: string,
  ): Promise<VersionDeletedView> {
    return this.versions.remove(caller, id, parseVersionNumber(versionNumber));
  }

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost(':versionNumber/seal')
  @HttpCode(200)
  @VERSION_NUMBER
  @ApiErrors(
    ValidationFailedError,
    InsufficientScopeError,
    IpNotAllowedError,
    AgentManageForbiddenError,
    AgentNotFoundError,
    VersionNotFoundError,
  )
  @RequireScope('ai_agents', 'write')
  @ApiOperation({
    summary: "Seal a version and make its config the agent's live config (re-applies a sealed one)",
  })
  @ApiOkResponse({ type: ResourceVersionView })
  seal(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Param('versionNumber') versionNumber: string,
  ): Promise<ResourceVersionView> {
    return this.versions.seal(caller, id, parseVersionNumber(versionNumber));
  }
}
