import { KeyedPost } from '../idempotency/keyed-post.decorator';
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
import { GraphWriterInterceptor } from './dag/graph-writer';
import { AgentIdRoutes } from './fixed-paths.guard';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { AgentsService } from './agents.service';
import { AgentCloneDto, AgentUpdateDto } from './dto/agent-write.dto';
import { AgentUninstalledView, AgentView } from './dto/agent.view';
import {
  AgentManageForbiddenError,
  AgentNotFoundError,
  SystemAgentProtectedError,
} from './agents.errors';
import {
  InsufficientScopeError,
  InternalError,
  ValidationFailedError,
} from '../common/errors/domain-error';
import { IpNotAllowedError } from '../common/access/access.errors';

const SCOPE_403 = [InsufficientScopeError, IpNotAllowedError] as const;

/** One installed agent: read, update, uninstall, archive, restore, clone. */
@ApiTags('Agents')
@AgentIdRoutes()
@Controller('v1/agents/:id')
export class AgentController {
  constructor(private readonly agents: AgentsService) {}

  @Get()
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: 'One installed agent' })
  @ApiOkResponse({ type: AgentView })
  @ApiErrors(AgentNotFoundError)
  get(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<AgentView> {
    return this.agents.get(caller, id);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Patch()
  @ApiErrors(ValidationFailedError, ...SCOPE_403, AgentManageForbiddenError, AgentNotFoundError)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({
    summary: 'Update the configuration; undeclared fields are refused (unrecognized_keys)',
  })
  @ApiOkResponse({ type: AgentView })
  update(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() body: AgentUpdateDto,
  ): Promise<AgentView> {
    return this.agents.update(caller, id, body);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Delete()
  @ApiErrors(...SCOPE_403, AgentManageForbiddenError, SystemAgentProtectedError, AgentNotFoundError)
  @RequireScope('ai_agents', 'delete')
  @ApiOperation({ summary: 'Uninstall: the agent is gone from every read' })
  @ApiOkResponse({ type: AgentUninstalledView })
  uninstall(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
  ): Promise<AgentUninstalledView> {
    return this.agents.uninstall(caller, id);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost('archive')
  @HttpCode(200)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Archive an installed agent (idempotent)' })
  @ApiOkResponse({ type: AgentView })
  @ApiErrors(AgentNotFoundError)
  archive(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<AgentView> {
    return this.agents.archive(caller, id);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost('restore')
  @HttpCode(200)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Restore an archived agent (idempotent)' })
  @ApiOkResponse({ type: AgentView })
  @ApiErrors(AgentNotFoundError)
  restore(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<AgentView> {
    return this.agents.restore(caller, id);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost('clone')
  @RequireScope('ai_agents', 'write')
  @ApiOperation({
    summary: "Clone into a new custom agent: config, skills and the latest sealed version's config",
  })
  @ApiCreatedResponse({ type: AgentView })
  @ApiErrors(ValidationFailedError, AgentNotFoundError, InternalError)
  clone(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() body: AgentCloneDto,
  ): Promise<AgentView> {
    return this.agents.clone(caller, id, body);
  }
}
