import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiToken } from './api-token.entity';
import { ApiTokenAuthenticator } from './api-token-authenticator.service';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokensService } from './api-tokens.service';

@Module({
  imports: [TypeOrmModule.forFeature([ApiToken])],
  controllers: [ApiTokensController],
  providers: [ApiTokensService, ApiTokenAuthenticator],
  exports: [ApiTokenAuthenticator],
})
export class ApiTokensModule {}
