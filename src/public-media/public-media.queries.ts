import { cols, expr, RowOf, select } from '../database/selection';
import { MediaShare } from './media-share.entity';
import { Media } from './media.entity';

/** Hand-written SQL of the public media routes (sql-statement.ts). */

const SHARE_STATE = cols(MediaShare, 's', ['accessLevel', 'expiresAt', 'revokedAt']);

/**
 * What the public routes read of a file: its descriptor and where its bytes are. The size is a
 * bigint read as a number, as the entity's transformer reads it.
 */
const SHARED_FILE = {
  ...cols(Media, 'm', ['fileName', 'mimeType', 'fileKind']),
  fileSize: expr<number>('m.file_size::float8'),
  ...cols(Media, 'm', ['sha256', 'storageKey']),
};

export type ShareState = RowOf<typeof SHARE_STATE>;
export type SharedFile = RowOf<typeof SHARED_FILE>;

const SHARE_WITH_FILE_ROW = select({ ...SHARE_STATE, ...SHARED_FILE });

/**
 * A share with its file, the columns the public routes need only. Deleting a file deletes its
 * shares, so a share always has its file; no row means the share is gone.
 */
export const SHARE_WITH_FILE = SHARE_WITH_FILE_ROW.statement<[shareId: string]>({
  name: 'media_share_with_file',
  text: `SELECT ${SHARE_WITH_FILE_ROW}
           FROM media_shares s JOIN media m ON m.id = s.media_id
          WHERE s.id = $1`,
});
