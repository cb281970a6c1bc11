import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiToken } from '../api-tokens/api-token.entity';
import { IdentityModule } from '../identity/identity.module';
import { AccessGuard } from './access.guard';
import { ApiTokenAuthenticator } from './api-token-authenticator.service';
import { SessionTokensService } from './session-tokens.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiToken]), IdentityModule],
  providers: [ApiTokenAuthenticator, SessionTokensService, AccessGuard],
  exports: [ApiTokenAuthenticator, SessionTokensService, AccessGuard],
})
export class AuthModule {}
