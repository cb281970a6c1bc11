import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicVisualPagesController } from './public-visual-pages.controller';
import { PublishedVisualPagesService } from './published-visual-pages.service';
import { VisualPageVersion } from './visual-page-version.entity';
import { VisualPage } from './visual-page.entity';
import { VisualPagesController } from './visual-pages.controller';
import { VisualPagesRepository } from './visual-pages.repository';
import { VisualPagesService } from './visual-pages.service';

@Module({
  imports: [TypeOrmModule.forFeature([VisualPage, VisualPageVersion])],
  controllers: [VisualPagesController, PublicVisualPagesController],
  providers: [VisualPagesRepository, VisualPagesService, PublishedVisualPagesService],
  exports: [VisualPagesService],
})
export class VisualPagesModule {}
