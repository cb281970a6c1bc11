import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { ShareRecord } from '../shares/share-record';
import { Media } from './media.entity';

export type MediaAccessLevel = 'view' | 'download';

/** A public link to one file. Deleting the file deletes its shares (their tokens then answer 404). */
@Entity('media_shares')
@Index(['mediaId'])
export class MediaShare extends ShareRecord {
  @Column({ type: 'uuid' })
  mediaId: string;

  @ManyToOne(() => Media, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: Media;

  @Column({ type: 'varchar', length: 16 })
  accessLevel: MediaAccessLevel;
}
