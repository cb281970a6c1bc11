import { Inject, Injectable, Provider } from '@nestjs/common';
import type { Destination, DestinationType } from './destination';
import { AmqpDestination } from './amqp.destination';
import { HttpDestination } from './http.destination';
import { NatsDestination } from './nats.destination';

/** Every kind of destination; a new kind is a new file in this folder and its line here. */
const DESTINATION_CLASSES = [HttpDestination, AmqpDestination, NatsDestination];

const DESTINATIONS = 'webhook-destinations';

/** The destinations and the registry, as the engine's module provides them. */
export const DESTINATION_PROVIDERS: Provider[] = [
  ...DESTINATION_CLASSES,
  {
    provide: DESTINATIONS,
    inject: DESTINATION_CLASSES,
    useFactory: (...destinations: Destination[]) => destinations,
  },
];

/** The destination of each kind, by its type (Hookdeck Outpost's destregistry has this shape). */
@Injectable()
export class DestinationRegistry {
  private readonly byType: ReadonlyMap<DestinationType, Destination>;

  constructor(@Inject(DESTINATIONS) destinations: Destination[]) {
    this.byType = new Map(destinations.map((destination) => [destination.type, destination]));
  }

  get(type: DestinationType): Destination {
    const destination = this.byType.get(type);
    if (!destination) throw new Error(`no destination of type ${type} is registered`);
    return destination;
  }
}
