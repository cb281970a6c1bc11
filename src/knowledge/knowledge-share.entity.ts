import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { ShareRecord } from '../shares/share-record';
import { KnowledgeEntry } from './knowledge-entry.entity';

@Entity('knowledge_shares')
@Index(['entryId'])
export class KnowledgeShare extends ShareRecord {
  @Column({ type: 'uuid' })
  entryId: string;

  @ManyToOne(() => KnowledgeEntry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entry_id' })
  entry?: KnowledgeEntry;
}
