import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAnyScope } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { ValidationFailedError } from '../common/errors/domain-error';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ApiCursorPageResponse } from '../common/openapi/api-page.decorator';
import { jsonText } from '../common/http/json-bytes';
import { EventListQueryDto } from './dto/event-list-query.dto';
import { EventEnvelopeView } from './event-schemas';
import type { EventEnvelope } from './event-types';
import { EVENT_READ_ENTITIES } from './event-visibility';
import { EventNotFoundError } from './events.errors';
import { EventsService } from './events.service';

const VISIBILITY =
  'An event is visible only to a token with `read` on its entity: `agent.*` needs ' +
  '`ai_agents:read`, `notification.*` `notifications:read`, `webhook.*` `webhooks:read`.';
const WINDOW =
  'Events are kept for `EVENTS_RETENTION_DAYS` (30 days by default) after they were written.';

@ApiTags('Events')
@Controller('v1/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @RequireAnyScope(EVENT_READ_ENTITIES, 'read')
  @ApiOperation({
    summary: "List the team's events, newest first (or oldest first to reconcile)",
    description:
      `${VISIBILITY} A listing shows only the visible types. ${WINDOW} ` +
      'An event is listed once every transaction that began writing before it has finished, ' +
      'so a cursor never passes an event that commits later: with `order=asc`, page until ' +
      '`hasMore` is false, keep the last `pagination.cursor`, and resume from it later to get ' +
      'exactly the events written since.',
  })
  @ApiCursorPageResponse(EventEnvelopeView)
  @ApiErrors(ValidationFailedError)
  async list(
    @CurrentPrincipal() caller: Principal,
    @Query() query: EventListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    return jsonText(await this.events.list(caller, query), response);
  }

  @Get(':eventId')
  @RequireAnyScope(EVENT_READ_ENTITIES, 'read')
  @ApiOperation({
    summary: 'One event, exactly the envelope its deliveries carry',
    description: `${VISIBILITY} An unknown, expired or invisible id is 404. ${WINDOW}`,
  })
  @ApiOkResponse({ type: EventEnvelopeView })
  @ApiErrors(EventNotFoundError)
  get(
    @CurrentPrincipal() caller: Principal,
    @Param('eventId') eventId: string,
  ): Promise<EventEnvelope> {
    return this.events.get(caller, eventId);
  }
}
