import { KeyedPost } from '../../idempotency/keyed-post.decorator';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { GraphWriterInterceptor } from './graph-writer';
import { AgentIdRoutes } from '../fixed-paths.guard';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../common/access/principal';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ApiOffsetPageResponse } from '../../common/openapi/api-page.decorator';
import { resolveOffsetPaging } from '../../common/pagination/offset-page';
import { OffsetPageQueryDto } from '../../common/pagination/page-query.dto';
import { AgentChildLinkDto, AgentChildView, AgentEdgeView } from '../dto/agent-children.dto';
import { AgentGraphService } from './agent-graph.service';
import { ValidationFailedError } from '../../common/errors/domain-error';
import {
  AgentNotFoundError,
  DagCycleError,
  DagDepthExceededError,
  DagParentNotFoundError,
  DagSelfEdgeError,
} from '../agents.errors';

/** Direct sub-agents of one agent: list, link, unlink. */
@ApiTags('Agents')
@AgentIdRoutes()
@Controller('v1/agents/:id/children')
export class AgentChildrenController {
  constructor(private readonly graph: AgentGraphService) {}

  @Get()
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: 'Direct sub-agent children, in link order' })
  @ApiOffsetPageResponse(AgentChildView)
  @ApiErrors(ValidationFailedError, AgentNotFoundError)
  list(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Query() query: OffsetPageQueryDto,
  ) {
    return this.graph.children(caller, id, resolveOffsetPaging(query));
  }

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost()
  @HttpCode(200)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Link an edge to childAgentId (idempotent)' })
  @ApiOkResponse({ type: AgentEdgeView })
  @ApiErrors(
    DagSelfEdgeError,
    DagCycleError,
    DagDepthExceededError,
    ValidationFailedError,
    DagParentNotFoundError,
  )
  link(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Body() body: AgentChildLinkDto,
  ): Promise<AgentEdgeView> {
    return this.graph.link(caller, id, body.childAgentId);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @Delete(':childId')
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Unlink an edge (idempotent)' })
  @ApiOkResponse({ type: AgentEdgeView })
  @ApiErrors(DagParentNotFoundError)
  unlink(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Param('childId') childId: string,
  ): Promise<AgentEdgeView> {
    return this.graph.unlink(caller, id, childId);
  }
}
