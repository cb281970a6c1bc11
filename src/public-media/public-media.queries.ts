import { Columns, statement } from '../database/sql-statement';
import { MediaShare } from './media-share.entity';
import { Media } from './media.entity';

/** Hand-written SQL of the public media routes (sql-statement.ts). */

/** What the public routes read of a file: its descriptor and where its bytes are. */
export type SharedFileRow = Columns<
  Media,
  'fileName' | 'mimeType' | 'fileKind' | 'fileSize' | 'sha256' | 'storageKey'
>;

/**
 * A share with its file, the columns the public routes need only. Deleting a file deletes its
 * shares, so a share always has its file; no row means the share is gone. The size is a bigint
 * read as a number, as the entity's transformer reads it.
 */
export const SHARE_WITH_FILE = statement<
  [shareId: string],
  Columns<MediaShare, 'accessLevel' | 'expiresAt' | 'revokedAt'> & SharedFileRow
>({
  name: 'media_share_with_file',
  text: `SELECT s.access_level, s.expires_at, s.revoked_at, m.file_name, m.mime_type, m.file_kind,
                m.file_size::float8 AS file_size, m.sha256, m.storage_key
           FROM media_shares s JOIN media m ON m.id = s.media_id
          WHERE s.id = $1`,
  columns: {
    access_level: true,
    expires_at: true,
    revoked_at: true,
    file_name: true,
    mime_type: true,
    file_kind: true,
    file_size: true,
    sha256: true,
    storage_key: true,
  },
});
