import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SharesModule } from '../shares/shares.module';
import { KnowledgeEntry } from './knowledge-entry.entity';
import { KnowledgeShare } from './knowledge-share.entity';
import { KnowledgeController } from './knowledge.controller';
import { KnowledgeRepository } from './knowledge.repository';
import { KnowledgeService } from './knowledge.service';
import { PublicKnowledgeController } from './public-knowledge.controller';
import { SharedKnowledgeService } from './shared-knowledge.service';

@Module({
  imports: [TypeOrmModule.forFeature([KnowledgeEntry, KnowledgeShare]), SharesModule],
  controllers: [KnowledgeController, PublicKnowledgeController],
  providers: [KnowledgeRepository, KnowledgeService, SharedKnowledgeService],
})
export class KnowledgeModule {}
