import {
  boundedCountSql,
  MAX_COUNTED_TOTAL,
  probeCapped,
} from '../common/pagination/pagination.constants';
import { expr, nullable, select, shapeFrom } from '../database/selection';
import { LISTED_AGENT, LISTED_AGENT_SHAPE, visibleTo } from './agents.queries';

/**
 * The agent list (docs/agents.md, "Routes"; docs/platform.md, "Pagination"). A page walks an
 * index in list order under its LIMIT, with the bounded count beside it; a name filter with a word
 * the newest agents say is rare reads its matches from the trigram index instead.
 */

export type AgentListParams = [
  teamId: string,
  callerPrivileged: boolean,
  callerUserId: string,
  status: string | null,
  source: string | null,
  provider: string | null,
  model: string | null,
  installedBy: string | null,
  namePattern: string | null,
  probeLimit: number,
  offset: number,
];

/** How many of the newest agents tell whether a word of a name filter is rare. */
export const NAME_SAMPLE = 256;

const STATUS = '($4::text IS NULL OR a.status = $4)';

/**
 * Every filter but the team, liveness and status, as one opaque condition (`coalesce(…, false)`,
 * which keeps NULL as false): the planner gives it a flat selectivity instead of multiplying
 * guesses about parameters a generic plan cannot see, so it never believes the filter leaves a
 * handful of rows and trades the index walk for a sort of the whole team.
 */
const CALLER_FILTER = `${visibleTo('$2', '$3')}
          AND ($5::text IS NULL OR a.source = $5)
          AND ($6::text IS NULL OR a.config->'runtime'->>'provider' = $6)
          AND ($7::text IS NULL OR a.config->'runtime'->>'model' = $7)
          AND ($8::uuid IS NULL OR a.installed_by = $8)
          AND ($9::text IS NULL OR a.name ILIKE $9 ESCAPE '\\')`;

/**
 * The caller's live agents matching the list filter, in the list's order: agents_team_live, or
 * agents_team_live_status when a status is given (a custom plan sees it and folds the condition
 * into the index's).
 */
const LISTED_AGENTS = `FROM agents a
      WHERE a.team_id = $1 AND a.uninstalled_at IS NULL AND ${STATUS}
        AND coalesce(${CALLER_FILTER}, false)
      ORDER BY a.created_at DESC, a.id DESC`;

/** A page of the walk: the ids in list order, then each agent by its primary key. */
const WALKED_PAGE = `SELECT ${LISTED_AGENT.sql}
    FROM (${probeCapped(`SELECT a.id ${LISTED_AGENTS} LIMIT $10 OFFSET $11`)}) walked
    CROSS JOIN LATERAL (SELECT * FROM agents a WHERE a.id = walked.id LIMIT 1) a`;

/** A page row: the bounded total over the filter, and a list item unless the page is empty. */
const AGENT_PAGE_ROW = select({
  total: expr<number>('counted.total'),
  ...nullable(shapeFrom('page', LISTED_AGENT_SHAPE)),
});

/**
 * One page of the caller's agents and the total over the same filter counted up to
 * MAX_COUNTED_TOTAL + 1, in one round trip: the count row always comes back, with an empty page
 * joined when the offset is past the end. Both walk the list's index backwards and stop at their
 * LIMIT, so neither reads more of the team than the offset, the page and the cap (divided by the
 * share of the walked rows that match). An absent filter is passed as null.
 */
export const AGENT_LIST_PAGE = AGENT_PAGE_ROW.statement<AgentListParams>({
  name: 'agent_list_page',
  text: `
  SELECT ${AGENT_PAGE_ROW.sql}
  FROM (${boundedCountSql(`SELECT 1 ${LISTED_AGENTS}`)}) counted
  LEFT JOIN LATERAL (${WALKED_PAGE}) page ON true
  ORDER BY page."createdAt" DESC, page.id DESC`,
});

/** The page alone, for a filter already counted past the cap. */
export const AGENT_LIST_WALK = LISTED_AGENT.statement<AgentListParams>({
  name: 'agent_list_walk',
  text: `${WALKED_PAGE} ORDER BY a.created_at DESC, a.id DESC`,
});

const WORD_SAMPLE = select({
  word: expr<string>('word.word'),
  sampled: expr<number>('count(*)::int'),
  matched: expr<number>(`count(*) FILTER (WHERE newest.name ILIKE '%' || word.word || '%')::int`),
});

/** How many of the team's newest live agents hold each word (letters and digits) of a name filter. */
export const AGENT_NAME_SAMPLE = WORD_SAMPLE.statement<[teamId: string, words: string[]]>({
  name: 'agent_name_sample',
  text: `SELECT ${WORD_SAMPLE.sql}
    FROM (SELECT a.name FROM agents a WHERE a.team_id = $1 AND a.uninstalled_at IS NULL
           ORDER BY a.created_at DESC, a.id DESC LIMIT ${NAME_SAMPLE}) newest
    CROSS JOIN unnest($2::text[]) word(word)
    GROUP BY word.word`,
});

/**
 * The agents matching the filter among the team's that hold the rare word `$12`, at most
 * MAX_COUNTED_TOTAL + 1, in no order: agents_team_name_trigrams answers the trigrams inside the
 * word (migration FilteredPageIndexes), keyed by the team, and no other condition is indexable
 * (the team, the status and the rest of the filter, the whole name pattern included, are one
 * opaque condition), so statistics that put a grown team at a few rows cannot send the search to
 * a btree index of the team, nor the index be asked for a common word.
 */
const NAME_MATCHES = `SELECT a.id, a.created_at FROM agents a
     WHERE agent_name_trigrams(a.team_id, a.name) @> agent_word_trigrams($1::uuid, $12::text)
       AND a.uninstalled_at IS NULL
       AND coalesce(a.team_id = $1 AND ${STATUS} AND ${CALLER_FILTER}, false)
     LIMIT ${MAX_COUNTED_TOTAL + 1}`;

/**
 * The same row as AGENT_LIST_PAGE from the trigram index: every match when there are at most
 * MAX_COUNTED_TOTAL, sorted into the list's order; past the cap the total alone (and no page),
 * since a capped set is not the newest matches.
 */
export const AGENT_NAME_MATCH_PAGE = AGENT_PAGE_ROW.statement<
  [...AgentListParams, rareWord: string]
>({
  name: 'agent_name_match_page',
  text: `
  WITH found AS MATERIALIZED (${NAME_MATCHES})
  SELECT ${AGENT_PAGE_ROW.sql}
  FROM (SELECT count(*)::int AS total FROM found) counted
  LEFT JOIN LATERAL (
    SELECT ${LISTED_AGENT.sql}
    FROM (SELECT found.id FROM found WHERE counted.total <= ${MAX_COUNTED_TOTAL}
           ORDER BY found.created_at DESC, found.id DESC LIMIT $10 OFFSET $11) picked
    CROSS JOIN LATERAL (SELECT * FROM agents a WHERE a.id = picked.id LIMIT 1) a
  ) page ON true
  ORDER BY page."createdAt" DESC, page.id DESC`,
});
