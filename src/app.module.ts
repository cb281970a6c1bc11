import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AgentsModule } from './agents/agents.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { PublicMediaModule } from './public-media/public-media.module';
import { KnowledgeModule } from './knowledge/knowledge.module';
import { VisualPagesModule } from './visual-pages/visual-pages.module';
import { NotificationsModule } from './notifications/notifications.module';
import { UnsubscribeModule } from './unsubscribe/unsubscribe.module';
import { ApiTokensModule } from './api-tokens/api-tokens.module';
import { AccessGuard } from './auth/access.guard';
import { AuthModule } from './auth/auth.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { FixedPathsAreNotIdsGuard } from './agents/fixed-paths.guard';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { RejectUnsafeStringsPipe } from './common/validation/reject-unsafe-strings.pipe';
import { createValidationPipe } from './common/validation/validation.pipe';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { KeysModule } from './keys/keys.module';
import { LoggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { TracingModule } from './tracing/tracing.module';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    RedisModule,
    QueueModule,
    RateLimitModule,
    KeysModule,
    EventsModule,
    IdentityModule,
    AuthModule,
    HealthModule,
    MetricsModule,
    ApiTokensModule,
    AgentsModule,
    WebhooksModule,
    PublicMediaModule,
    KnowledgeModule,
    VisualPagesModule,
    NotificationsModule,
    UnsubscribeModule,
    IdempotencyModule,
    TracingModule,
  ],
  providers: [
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_PIPE, useClass: RejectUnsafeStringsPipe },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    // Order matters: a fixed agent path is never judged as an `:id` route, and who is calling is
    // known before a budget is charged to them.
    { provide: APP_GUARD, useClass: FixedPathsAreNotIdsGuard },
    { provide: APP_GUARD, useExisting: AccessGuard },
    { provide: APP_GUARD, useExisting: RateLimitGuard },
  ],
})
export class AppModule {}
