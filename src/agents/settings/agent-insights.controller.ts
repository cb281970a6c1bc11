import { Controller, Get, Param, Query } from '@nestjs/common';
import { AgentIdRoutes } from '../fixed-paths.guard';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../common/access/principal';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import {
  AgentSummaryEnvelope,
  ContextBudgetView,
  OnboardingManifestEnvelope,
  OnboardingProgressEnvelope,
  SkillsManifestEnvelope,
} from '../dto/agent-manifests.view';
import { OnboardingProgressQueryDto } from '../dto/agent-query.dto';
import { AgentInsightsService } from './agent-insights.service';
import {
  AgentAccessDeniedError,
  AgentNotFoundError,
  OnboardingTeamNotSelectedError,
} from '../agents.errors';
import { InsufficientScopeError, ValidationFailedError } from '../../common/errors/domain-error';
import { IpNotAllowedError } from '../../common/access/access.errors';

/** Read-only views of one agent: manifests, onboarding progress, counters, context budget. */
@ApiTags('Agents')
@AgentIdRoutes()
@Controller('v1/agents/:id')
export class AgentInsightsController {
  constructor(private readonly insights: AgentInsightsService) {}

  @Get('context-budget')
  @RequireScope('ai_agents', 'read')
  @ApiOperation({
    summary: "Context budget: the model's window against instructions, skills and tools",
  })
  @ApiOkResponse({ type: ContextBudgetView })
  @ApiErrors(AgentNotFoundError)
  contextBudget(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.insights.contextBudget(caller, id);
  }

  @Get('onboarding-progress')
  @RequireScope('ai_agents', 'read')
  @ApiOperation({
    summary: "The calling user's onboarding progress in the team; data is null until started",
  })
  @ApiOkResponse({ type: OnboardingProgressEnvelope })
  @ApiErrors(OnboardingTeamNotSelectedError, ValidationFailedError, AgentNotFoundError)
  onboardingProgress(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Query() query: OnboardingProgressQueryDto,
  ) {
    return this.insights.onboardingProgress(caller, id, query.teamId);
  }

  @Get('onboardings')
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: "Onboarding stages manifest from the agent's knowledge base" })
  @ApiOkResponse({ type: OnboardingManifestEnvelope })
  @ApiErrors(ValidationFailedError, AgentNotFoundError)
  onboardings(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.insights.onboardings(caller, id);
  }

  @Get('skills')
  @ApiErrors(
    ValidationFailedError,
    InsufficientScopeError,
    IpNotAllowedError,
    AgentAccessDeniedError,
    AgentNotFoundError,
  )
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: 'Skills manifest envelope' })
  @ApiOkResponse({ type: SkillsManifestEnvelope })
  skills(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.insights.skills(caller, id);
  }

  @Get('summary')
  @ApiErrors(
    ValidationFailedError,
    InsufficientScopeError,
    IpNotAllowedError,
    AgentAccessDeniedError,
    AgentNotFoundError,
  )
  @RequireScope('ai_agents', 'read')
  @ApiOperation({
    summary:
      'Summary counters: skills, subAgents, onboarding, commands, tools, sessions, secrets, hierarchy',
  })
  @ApiOkResponse({ type: AgentSummaryEnvelope })
  summary(@CurrentPrincipal() caller: Principal, @Param('id') id: string) {
    return this.insights.summary(caller, id);
  }
}
