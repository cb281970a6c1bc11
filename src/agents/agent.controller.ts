import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import { FixedPathsAreNotIdsGuard } from './fixed-paths.guard';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../auth/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../auth/principal';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { AgentsService } from './agents.service';
import { AgentCloneDto, AgentUpdateDto } from './dto/agent-write.dto';
import { AgentUninstalledView, AgentView } from './dto/agent.view';

const SCOPE_403 = ['INSUFFICIENT_SCOPE', 'IP_NOT_ALLOWED'] as const;

/** One installed agent: read, update, uninstall, archive, restore, clone. */
@ApiTags('Agents')
@UseGuards(FixedPathsAreNotIdsGuard)
@Controller('v1/agents/:id')
export class AgentController {
  constructor(private readonly agents: AgentsService) {}

  @Get()
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: 'One installed agent' })
  @ApiOkResponse({ type: AgentView })
  @ApiErrors([404, 'AGENT_NOT_FOUND'])
  get(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<AgentView> {
    return this.agents.get(caller, id);
  }

  @Patch()
  @ApiErrors(
    [400, 'VALIDATION_ERROR'],
    [403, ...SCOPE_403, 'AGENT_MANAGE_FORBIDDEN'],
    [404, 'AGENT_NOT_FOUND'],
  )
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

  @Delete()
  @ApiErrors(
    [403, ...SCOPE_403, 'AGENT_MANAGE_FORBIDDEN', 'SYSTEM_AGENT_PROTECTED'],
    [404, 'AGENT_NOT_FOUND'],
  )
  @RequireScope('ai_agents', 'delete')
  @ApiOperation({ summary: 'Uninstall: the agent is gone from every read' })
  @ApiOkResponse({ type: AgentUninstalledView })
  uninstall(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
  ): Promise<AgentUninstalledView> {
    return this.agents.uninstall(caller, id);
  }

  @Post('archive')
  @HttpCode(200)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Archive an installed agent (idempotent)' })
  @ApiOkResponse({ type: AgentView })
  @ApiErrors([404, 'AGENT_NOT_FOUND'])
  archive(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<AgentView> {
    return this.agents.archive(caller, id);
  }

  @Post('restore')
  @HttpCode(200)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Restore an archived agent (idempotent)' })
  @ApiOkResponse({ type: AgentView })
  @ApiErrors([404, 'AGENT_NOT_FOUND'])
  restore(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<AgentView> {
    return this.agents.restore(caller, id);
  }

  @Post('clone')
  @RequireScope('ai_agents', 'write')
  @ApiOperation({
    summary: "Clone into a new custom agent: config, skills and the latest sealed version's config",
  })
  @ApiCreatedResponse({ type: AgentView })
  @ApiErrors([400, 'VALIDATION_ERROR'], [404, 'AGENT_NOT_FOUND'], [500, 'INTERNAL_ERROR'])
  clone(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() body: AgentCloneDto,
  ): Promise<AgentView> {
    return this.agents.clone(caller, id, body);
  }
}
