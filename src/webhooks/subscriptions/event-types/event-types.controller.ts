import { Controller, Get } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../../../common/access/access-policy.decorator';
import { EVENT_DATA_SCHEMAS, EventEnvelopeView } from '../../../events/event-schemas';
import { EventTypeListView } from '../dto/event-type.view';
import { EventTypesService } from './event-types.service';

@ApiTags('Webhooks')
@ApiExtraModels(EventEnvelopeView, ...EVENT_DATA_SCHEMAS)
@Controller('v1/webhooks/event-types')
export class EventTypesController {
  constructor(private readonly eventTypes: EventTypesService) {}

  @Get()
  @RequireScope('webhooks', 'read')
  @ApiOperation({
    summary: 'Every event type a subscription can receive, with its data schema and an example',
  })
  @ApiOkResponse({ type: EventTypeListView })
  list(): { data: EventTypeListView['data'] } {
    return this.eventTypes.list();
  }
}
