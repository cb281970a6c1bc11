import { Module } from '@nestjs/common';
import { SessionTokensService } from '../auth/session-tokens.service';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { IdentityModule } from '../identity/identity.module';
import { KeysModule } from '../keys/keys.module';
import { RedisModule } from '../redis/redis.module';
import { BootstrapCommand } from './bootstrap.command';
import { KeysInitCommand, KeysRotateCommand } from './keys.commands';
import { SessionCommand } from './session.command';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    RedisModule,
    KeysModule.withoutStartCheck(),
    IdentityModule,
  ],
  providers: [
    SessionTokensService,
    BootstrapCommand,
    SessionCommand,
    KeysRotateCommand,
    KeysInitCommand,
  ],
})
export class CliModule {}
