import { KeyedPost } from '../../idempotency/keyed-post.decorator';
import { Body, Controller, HttpCode, UseInterceptors } from '@nestjs/common';
import { GraphWriterInterceptor } from '../dag/graph-writer';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../common/access/principal';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { AgentsBulkService } from './agents-bulk.service';
import { BulkApplyDto, BulkCountDto, BulkCountView, BulkResultView } from './bulk.dto';
import { ServiceUnavailableError, ValidationFailedError } from '../../common/errors/domain-error';
import {
  BulkConfirmTokenInvalidError,
  BulkConfirmationExpiredError,
  BulkConfirmationRequiredError,
  BulkSelectionChangedError,
} from '../agents.errors';

@ApiTags('Agents')
@Controller('v1/agents/bulk')
export class AgentsBulkController {
  constructor(private readonly bulk: AgentsBulkService) {}

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost('count')
  @HttpCode(200)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({
    summary:
      'Bulk preflight: resolve the selection, count, report blocked agents, mint a confirm token',
  })
  @ApiOkResponse({ type: BulkCountView })
  @ApiErrors(ValidationFailedError, ServiceUnavailableError)
  count(@CurrentPrincipal() caller: Principal, @Body() body: BulkCountDto): Promise<BulkCountView> {
    return this.bulk.count(caller, body);
  }

  @UseInterceptors(GraphWriterInterceptor)
  @KeyedPost()
  @HttpCode(200)
  @RequireScope('ai_agents', 'write')
  @ApiOperation({
    summary:
      'Bulk model switch to a target runtime tuple; partial success as affected plus blocked[]',
  })
  @ApiOkResponse({ type: BulkResultView })
  @ApiErrors(
    ValidationFailedError,
    BulkConfirmationRequiredError,
    BulkConfirmTokenInvalidError,
    BulkSelectionChangedError,
    BulkConfirmationExpiredError,
    ServiceUnavailableError,
  )
  apply(
    @CurrentPrincipal() caller: Principal,
    @Body() body: BulkApplyDto,
  ): Promise<BulkResultView> {
    return this.bulk.apply(caller, body);
  }
}
