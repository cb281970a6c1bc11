import { Global, Module } from '@nestjs/common';
import { ApiTokensModule } from '../api-tokens/api-tokens.module';
import { IdentityModule } from '../identity/identity.module';
import { MetricsModule } from '../metrics/metrics.module';
import { PortalLinkAccessModule } from '../webhooks/portal/portal-link-access.module';
import { AccessGuard } from './access.guard';
import { AuthFailureBudget } from './failure-budget/auth-failure-budget.service';
import { SessionTokensService } from './session-tokens.service';

@Global()
@Module({
  imports: [ApiTokensModule, IdentityModule, MetricsModule, PortalLinkAccessModule],
  providers: [SessionTokensService, AuthFailureBudget, AccessGuard],
  exports: [SessionTokensService, AuthFailureBudget, AccessGuard],
})
export class AuthModule {}
