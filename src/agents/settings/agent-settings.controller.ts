import { KeyedPost } from '../../idempotency/keyed-post.decorator';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  UseInterceptors,
} from '@nestjs/common';
import { GraphWriterInterceptor } from '../dag/graph-writer';
import { AgentIdRoutes } from '../fixed-paths.guard';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../common/access/principal';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import {
  AgentAccessUpdateDto,
  AgentAccessView,
  AgentFavoriteView,
  AgentTreeAccessUpdateDto,
  AgentTreeAccessView,
  ToolAccessOverridesUpdateDto,
  ToolAccessOverridesView,
} from '../dto/agent-settings.dto';
import { AgentSettingsService } from './agent-settings.service';
import {
  AgentNotFoundError,
  ToolAccessOverrideInvalidError,
  TreeAccessInstallerOnlyError,
} from '../agents.errors';
import { InsufficientScopeError, ValidationFailedError } from '../../common/errors/domain-error';
import { IpNotAllowedError } from '../../common/access/access.errors';

/** Per-agent settings: user access, tree access, tool-access overrides and favourites. */
@ApiTags('Agents')
@AgentIdRoutes()
@Controller('v1/agents/:id')
export class AgentSettingsController {
  constructor(private readonly settings: AgentSettingsService) {}

  @Get('access')
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: 'User access settings (user-visibility axis)' })
  @ApiOkResponse({ type: AgentAccessView })
  @ApiErrors(AgentNotFoundError)
  getAccess(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.settings.getAccess(caller, id);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Patch('access')
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Update user access settings (user-visibility axis)' })
  @ApiOkResponse({ type: AgentAccessView })
  @ApiErrors(ValidationFailedError, AgentNotFoundError)
  updateAccess(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() body: AgentAccessUpdateDto,
  ): Promise<AgentAccessView> {
    return this.settings.updateAccess(caller, id, body);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Patch('tree-access')
  @ApiErrors(
    ValidationFailedError,
    InsufficientScopeError,
    IpNotAllowedError,
    TreeAccessInstallerOnlyError,
    AgentNotFoundError,
  )
  @RequireScope('ai_agents', 'write')
  @ApiOperation({
    summary:
      'Update nodeEnabled, childAccess and commandAccess (installer only); returns the axes after the write',
  })
  @ApiOkResponse({ type: AgentTreeAccessView })
  updateTreeAccess(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() body: AgentTreeAccessUpdateDto,
  ): Promise<AgentTreeAccessView> {
    return this.settings.updateTreeAccess(caller, id, body);
  }

  @Get('tool-access-overrides')
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: 'Per-tool override map of the agent scope' })
  @ApiOkResponse({ type: ToolAccessOverridesView })
  @ApiErrors(AgentNotFoundError)
  getToolOverrides(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.settings.getToolOverrides(caller, id);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Patch('tool-access-overrides')
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Update the per-tool override map (merged; null removes an entry)' })
  @ApiOkResponse({ type: ToolAccessOverridesView })
  @ApiErrors(ToolAccessOverrideInvalidError, ValidationFailedError, AgentNotFoundError)
  updateToolOverrides(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() body: ToolAccessOverridesUpdateDto,
  ): Promise<ToolAccessOverridesView> {
    return this.settings.updateToolOverrides(caller, id, body.overrides);
  }

  @Get('favorites')
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: "Whether the agent is one of the calling user's favourites" })
  @ApiOkResponse({ type: AgentFavoriteView })
  @ApiErrors(AgentNotFoundError)
  getFavorite(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.settings.isFavorite(caller, id);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost('favorites')
  @HttpCode(200)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: "Add to the calling user's favourites (idempotent)" })
  @ApiOkResponse({ type: AgentFavoriteView })
  @ApiErrors(AgentNotFoundError)
  addFavorite(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.settings.setFavorite(caller, id, true);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Delete('favorites')
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: "Remove from the calling user's favourites (idempotent)" })
  @ApiOkResponse({ type: AgentFavoriteView })
  @ApiErrors(AgentNotFoundError)
  removeFavorite(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.settings.setFavorite(caller, id, false);
  }
}
