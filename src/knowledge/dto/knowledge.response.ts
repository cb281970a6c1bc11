import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { KnowledgeContentType } from '../knowledge-entry.entity';

@ApiSchema({ name: 'KnowledgeEntry' })
export class KnowledgeEntryView {
  @ApiProperty({ format: 'uuid' })
  entryId: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ enum: ['text/markdown', 'text/plain'] })
  contentType: KnowledgeContentType;

  @ApiProperty()
  content: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** The knowledge entry content behind a public share: no team, entry or share id. */
@ApiSchema({ name: 'SharedKnowledge' })
export class SharedKnowledgeView {
  @ApiProperty()
  title: string;

  @ApiProperty({ enum: ['text/markdown', 'text/plain'] })
  contentType: KnowledgeContentType;

  @ApiProperty({ description: 'The entry as written' })
  content: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Sanitised HTML rendered from markdown; null for plain text',
  })
  html: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}
