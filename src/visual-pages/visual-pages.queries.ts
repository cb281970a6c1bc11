import { cols, select, SelectedRow } from '../database/selection';
import { VisualPageVersion } from './visual-page-version.entity';

/** Hand-written SQL of the visual pages (sql-statement.ts). */

const SNAPSHOT = select(cols(VisualPageVersion, 'v', ['version', 'document']));

export type PublishedSnapshot = SelectedRow<typeof SNAPSHOT>;

/** The snapshot a page of the team currently publishes; none while it is unpublished. */
export const PUBLISHED_SNAPSHOT = SNAPSHOT.statement<[pageId: string, teamId: string]>({
  name: 'visual_page_published_snapshot',
  text: `SELECT ${SNAPSHOT}
           FROM visual_page_versions v
           JOIN visual_pages p ON p.id = v.page_id AND p.published_version = v.version
          WHERE p.id = $1 AND p.team_id = $2 AND v.team_id = $2`,
});
