import { Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from './tracing-state';

/** Spans still in the batch are sent when the app closes, after its last work has ended. */
@Injectable()
export class TracingShutdown implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await stopTracing();
  }
}

@Module({ providers: [TracingShutdown] })
export class TracingModule {}
