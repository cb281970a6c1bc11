import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiToken } from '../api-tokens/api-token.entity';
import { IdentityModule } from '../identity/identity.module';
import { MetricsModule } from '../metrics/metrics.module';
import { AccessGuard } from './access.guard';
import { ApiTokenAuthenticator } from './api-token-authenticator.service';
import { AuthFailureBudget } from './failure-budget/auth-failure-budget.service';
import { SessionTokensService } from './session-tokens.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiToken]), IdentityModule, MetricsModule],
  providers: [ApiTokenAuthenticator, SessionTokensService, AuthFailureBudget, AccessGuard],
  exports: [ApiTokenAuthenticator, SessionTokensService, AuthFailureBudget, AccessGuard],
})
export class AuthModule {}
