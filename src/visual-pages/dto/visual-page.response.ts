import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** A page without its html: what the list returns (a page can hold 512 KiB of html). */
@ApiSchema({ name: 'VisualPageSummary' })
export class VisualPageSummaryView {
  @ApiProperty({ format: 'uuid' })
  pageId: string;

  @ApiProperty({ description: 'The draft title' })
  title: string;

  @ApiProperty({
    description:
      'True before the first publish and whenever the draft differs from the published version',
  })
  hasUnpublishedChanges: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    description: 'Number of the version the public URL serves; null until the first publish',
  })
  publishedVersion: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'uri',
    nullable: true,
    description: 'Absolute public URL; null until the first publish',
  })
  url: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', description: 'Last change to the draft or a publish' })
  updatedAt: string;
}

@ApiSchema({ name: 'VisualPage' })
export class VisualPageView extends VisualPageSummaryView {
  @ApiProperty({ description: 'The draft html; the public URL changes only at the next publish' })
  html: string;
}

@ApiSchema({ name: 'VisualPagePublished' })
export class VisualPagePublishedView {
  @ApiProperty({ format: 'uuid' })
  pageId: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'The new version: 1, 2, 3, … per page' })
  publishedVersion: number;

  @ApiProperty({ format: 'uri', description: 'Absolute public URL of the page' })
  url: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt: string;
}

@ApiSchema({ name: 'VisualPageDeleted' })
export class VisualPageDeletedView {
  @ApiProperty({ format: 'uuid' })
  pageId: string;

  @ApiProperty({ enum: [true] })
  deleted: true;
}
