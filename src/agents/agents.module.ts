import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { AgentLookupService } from './access/agent-lookup.service';
import { AgentController } from './agent.controller';
import { NewAgentWriter } from './agent-writes';
import { AgentsCollectionController } from './agents-collection.controller';
import { AgentsRepository } from './agents.repository';
import { AgentsService } from './agents.service';
import { AgentsBulkController } from './bulk/agents-bulk.controller';
import { AgentsBulkService } from './bulk/agents-bulk.service';
import { BulkConfirmTokens } from './bulk/bulk-confirm-token';
import { BulkSelectionResolver } from './bulk/bulk-selection';
import { ModelCatalogService } from './catalog/model-catalog.service';
import { AgentChildrenController } from './dag/agent-children.controller';
import { AgentEdgesRepository } from './dag/agent-edges.repository';
import { AgentGraphCache } from './dag/agent-graph-cache';
import { AgentGraphService } from './dag/agent-graph.service';
import { Agent } from './entities/agent.entity';
import { AgentConfigVersion } from './entities/agent-config-version.entity';
import { AgentEdge } from './entities/agent-edge.entity';
import { AgentFavorite } from './entities/agent-favorite.entity';
import { AgentOnboardingProgress } from './entities/agent-onboarding-progress.entity';
import { AgentFavoritesRepository } from './settings/agent-favorites.repository';
import { AgentInsightsController } from './settings/agent-insights.controller';
import { AgentInsightsService } from './settings/agent-insights.service';
import { AgentOnboardingRepository } from './settings/agent-onboarding.repository';
import { AgentSettingsController } from './settings/agent-settings.controller';
import { AgentSettingsService } from './settings/agent-settings.service';
import { AgentVersionsController } from './versions/agent-versions.controller';
import { AgentVersionsRepository } from './versions/agent-versions.repository';
import { AgentVersionsService } from './versions/agent-versions.service';
import { VersionStore } from './versions/version-store';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Agent,
      AgentEdge,
      AgentConfigVersion,
      AgentFavorite,
      AgentOnboardingProgress,
    ]),
    IdentityModule,
  ],
  // Order matters: the fixed paths (graph, models, create, bulk) register before `:id`.
  controllers: [
    AgentsCollectionController,
    AgentsBulkController,
    AgentController,
    AgentSettingsController,
    AgentInsightsController,
    AgentChildrenController,
    AgentVersionsController,
  ],
  providers: [
    AgentsRepository,
    AgentEdgesRepository,
    AgentVersionsRepository,
    AgentFavoritesRepository,
    AgentOnboardingRepository,
    NewAgentWriter,
    VersionStore,
    BulkSelectionResolver,
    ModelCatalogService,
    AgentLookupService,
    AgentsService,
    AgentGraphService,
    AgentGraphCache,
    AgentVersionsService,
    AgentSettingsService,
    AgentInsightsService,
    AgentsBulkService,
    BulkConfirmTokens,
  ],
})
export class AgentsModule {}
