import { KeyedPost } from '../idempotency/keyed-post.decorator';
import {
  Body,
  Controller,
  Get,
  Query,
  Req,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { GraphWriterInterceptor } from './dag/graph-writer';
import type { Request, Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ApiOffsetPageResponse } from '../common/openapi/api-page.decorator';
import { jsonBytes, sendJsonBuffer } from '../common/http/json-bytes';
import { resolveOffsetPaging } from '../common/pagination/offset-page';
import { AgentsService } from './agents.service';
import { ModelCatalogService } from './catalog/model-catalog.service';
import { AgentGraphService } from './dag/agent-graph.service';
import { AgentListQueryDto } from './dto/agent-query.dto';
import { AgentCreateDto } from './dto/agent-write.dto';
import { AgentGraphNodeView, AgentListItemView, AgentView } from './dto/agent.view';
import { ModelCatalogView } from './dto/model-catalog.view';
import { ValidationFailedError } from '../common/errors/domain-error';

/**
 * The fixed paths under /v1/agents. This controller is registered before the `:id` ones, so
 * `graph`, `models` (and `bulk`, next) are never taken as an agent id.
 */
@ApiTags('Agents')
@Controller('v1/agents')
export class AgentsCollectionController {
  constructor(
    private readonly agents: AgentsService,
    private readonly graph: AgentGraphService,
    private readonly catalog: ModelCatalogService,
  ) {}

  @Get()
  @RequireScope('ai_agents', 'read')
  @ApiOperation({ summary: 'List installed agents of the current team' })
  @ApiOffsetPageResponse(AgentListItemView)
  @ApiErrors(ValidationFailedError)
  list(@CurrentPrincipal() caller: Principal, @Query() query: AgentListQueryDto) {
    return this.agents.list(caller, query, resolveOffsetPaging(query));
  }

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost('create')
  @RequireScope('ai_agents', 'write')
  @ApiOperation({ summary: 'Create a custom agent with a first sealed config version' })
  @ApiCreatedResponse({ type: AgentView })
  @ApiErrors(ValidationFailedError)
  create(@CurrentPrincipal() caller: Principal, @Body() body: AgentCreateDto): Promise<AgentView> {
    return this.agents.create(caller, body);
  }

  @Get('graph')
  @RequireScope('ai_agents', 'read')
  @ApiOperation({
    summary: 'Whole-team agent graph, unpaginated: every node with parents and children',
  })
  @ApiOffsetPageResponse(AgentGraphNodeView, 'Every node of the team on one page')
  async teamGraph(
    @CurrentPrincipal() caller: Principal,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return jsonBytes(await this.graph.graphPage(caller), request, response);
  }

  @Get('models')
  @RequireScope('ai_agents', 'read')
  @ApiOperation({
    summary: 'Model catalog: models and capabilities, provider and platform defaults',
  })
  @ApiOkResponse({ type: ModelCatalogView })
  models(@Res() response: Response): void {
    sendJsonBuffer(response, this.catalog.viewBytes);
  }
}
