import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CommittedEvents } from '../../events/committed-events';
import { RedisBus } from '../../redis/redis-bus';

/** One team's graph page: the JSON bytes and the same gzip-encoded. */
export interface GraphPageBytes {
  json: Buffer;
  gzip: Buffer;
}

interface Entry {
  bytes: Promise<GraphPageBytes>;
  cachedUntil: number;
}

const CHANGED_CHANNEL = 'agent-graph-changed';
const MAX_TEAMS = 1_000;

/**
 * The serialised team graph (`GET /v1/agents/graph`, the same bytes for every caller of a team),
 * built once however many requests ask at the same time. Any committed `agent.*` event of the
 * team drops it here at once and, through Redis, in every other instance; the TTL
 * (`AGENT_GRAPH_CACHE_SECONDS`) bounds staleness if that message is lost or a row changed
 * outside the service.
 */
@Injectable()
export class AgentGraphCache implements OnModuleInit {
  /** Set when a build starts, so that an invalidation during the build drops it too. */
  private readonly entries = new Map<string, Entry>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly committed: CommittedEvents,
    private readonly bus: RedisBus,
  ) {}

  onModuleInit(): void {
    this.committed.onCommitted((events) => {
      // One notice per team and commit, however many agents a bulk change touched.
      const teams = new Set(
        events.filter((event) => event.type.startsWith('agent.')).map((event) => event.teamId),
      );
      for (const teamId of teams) {
        this.drop(teamId);
        this.bus.publish(CHANGED_CHANNEL, teamId).catch(() => undefined); // the TTL covers a loss
      }
    });
    this.bus.subscribe(CHANGED_CHANNEL, (teamId) => this.drop(teamId));
  }

  async get(teamId: string, build: () => Promise<GraphPageBytes>): Promise<GraphPageBytes> {
    const now = Date.now();
    const cached = this.entries.get(teamId);
    if (cached && cached.cachedUntil > now) return cached.bytes;
    const bytes = build();
    const entry = { bytes, cachedUntil: now + this.config.agentGraphCacheSeconds * 1000 };
    if (this.entries.size >= MAX_TEAMS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(teamId, entry);
    bytes.catch(() => {
      if (this.entries.get(teamId) === entry) this.entries.delete(teamId);
    });
    return bytes;
  }

  private drop(teamId: string): void {
    this.entries.delete(teamId);
  }
}
