import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { EventEnvelopeView } from '../../../events/event-schemas';

@ApiSchema({ name: 'EventType' })
export class EventTypeView {
  @ApiProperty({ example: 'agent.created' })
  type: string;

  @ApiProperty()
  description: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The JSON schema of the event’s `data` (also in components as `<Type>EventData`)',
  })
  schema: Record<string, unknown>;

  @ApiProperty({ type: EventEnvelopeView, description: 'An example delivery envelope' })
  example: EventEnvelopeView;
}

@ApiSchema({ name: 'EventTypeList' })
export class EventTypeListView {
  @ApiProperty({ type: [EventTypeView] })
  data: EventTypeView[];
}
