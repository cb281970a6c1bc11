import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique across the platform. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
