import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  OnModuleInit,
  Optional,
} from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CommittedEvents } from '../../events/committed-events';
import { RedisBus } from '../../redis/redis-bus';
import { Clock, GraphPageBytes, SYSTEM_CLOCK, TeamPageCache } from './team-page-cache';

export type { GraphPageBytes } from './team-page-cache';

/** The clock of the graph cache (a provider, so that tests may drive it). */
export const AGENT_GRAPH_CLOCK = Symbol('AGENT_GRAPH_CLOCK');

const CHANGED_CHANNEL = 'agent-graph-changed';
const MAX_TEAMS = 1_000;

interface ChangeNotice {
  teamId: string;
  writer?: string;
  from: string;
}

/**
 * The serialised team graph (`GET /v1/agents/graph`, the same bytes for every caller of a team)
 * of this process, kept and rebuilt by TeamPageCache (docs/agents.md, "Routes", Graph). Any
 * committed `agent.*` event of the team is a change here at once and, through Redis, in every
 * other process, each of which rebuilds its own copy on its own schedule; the TTL
 * (`AGENT_GRAPH_CACHE_SECONDS`) bounds staleness if that message is lost or a row changed
 * outside the service.
 */
@Injectable()
export class AgentGraphCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AgentGraphCache.name);
  private readonly process = randomUUID();
  private readonly pages: TeamPageCache;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly committed: CommittedEvents,
    private readonly bus: RedisBus,
    @Optional() @Inject(AGENT_GRAPH_CLOCK) clock: Clock = SYSTEM_CLOCK,
  ) {
    this.pages = new TeamPageCache(
      {
        rebuildIntervalMs: config.agentGraphRebuildIntervalMs,
        ttlMs: config.agentGraphCacheSeconds * 1000,
        maxBytes: config.agentGraphCacheMegabytes * 1024 * 1024,
        maxTeams: MAX_TEAMS,
      },
      clock,
      (teamId, error) => this.logger.warn({ err: error }, `graph build of team ${teamId} failed`),
    );
  }

  onModuleInit(): void {
    this.committed.onCommitted((events) => {
      // One notice per team and commit, however many agents a bulk change touched.
      const teams = new Map<string, string | undefined>();
      for (const event of events)
        if (event.type.startsWith('agent.'))
          teams.set(event.teamId, teams.get(event.teamId) ?? event.writer);
      for (const [teamId, writer] of teams) {
        this.pages.changed(teamId, writer);
        const notice: ChangeNotice = { teamId, writer, from: this.process };
        this.bus.publish(CHANGED_CHANNEL, JSON.stringify(notice)).catch(() => undefined); // the TTL covers a loss
      }
    });
    this.bus.subscribe(CHANGED_CHANNEL, (message) => {
      const notice = parseNotice(message);
      if (notice && notice.from !== this.process) this.pages.changed(notice.teamId, notice.writer);
    });
  }

  onModuleDestroy(): void {
    this.pages.clear();
  }

  /** The team's graph as `reader` (a user id) may see it: its own changes always in it. */
  get(
    teamId: string,
    reader: string,
    build: () => Promise<GraphPageBytes>,
  ): Promise<GraphPageBytes> {
    return this.pages.get(teamId, reader, build);
  }
}

function parseNotice(message: string): ChangeNotice | undefined {
  try {
    const notice = JSON.parse(message) as Partial<ChangeNotice>;
    if (typeof notice.teamId !== 'string') return undefined;
    return {
      teamId: notice.teamId,
      writer: typeof notice.writer === 'string' ? notice.writer : undefined,
      from: String(notice.from),
    };
  } catch {
    return undefined;
  }
}
