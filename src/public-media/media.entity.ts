import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { FileKind } from './file-kind';

const bigintAsNumber = {
  to: (value: number): number => value,
  from: (value: string | null): number => Number(value),
};

/** An uploaded file. The bytes live in media storage under `storageKey`. */
@Entity('media')
@Index(['teamId', 'createdAt'])
export class Media {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  teamId: string;

  @Column({ type: 'uuid' })
  createdBy: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 127 })
  mimeType: string;

  @Column({ type: 'varchar', length: 32 })
  fileKind: FileKind;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  fileSize: number;

  /** Hex SHA-256 of the bytes: the strong ETag of the public routes. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'varchar', length: 200 })
  storageKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
