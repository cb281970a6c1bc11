import { Global, Module } from '@nestjs/common';
import { CommittedEvents } from './committed-events';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';

@Global()
@Module({
  controllers: [EventsController],
  providers: [OutboxRepository, OutboxService, CommittedEvents, EventsService],
  exports: [OutboxService, CommittedEvents],
})
export class EventsModule {}
