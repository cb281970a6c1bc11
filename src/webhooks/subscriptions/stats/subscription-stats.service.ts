import { Injectable } from '@nestjs/common';
import type { Principal } from '../../../common/access/principal';
import { SubscriptionStatsView, SubscriptionStatsWindowView } from '../dto/subscription-stats.view';
import { DeliveriesRepository, StatsWindowRow } from '../../delivery';
import { SubscriptionsService } from '../subscriptions.service';

/** What a subscription's receiver has been answering, from its attempts (issue 13). */
@Injectable()
export class SubscriptionStatsService {
  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async stats(
    caller: Pick<Principal, 'teamId'>,
    subscriptionId: string,
  ): Promise<SubscriptionStatsView> {
    const subscription = await this.subscriptions.find(caller, subscriptionId);
    const rows = await this.deliveries.stats(subscription.id);
    const windowOf = (name: StatsWindowRow['window_name']) => {
      const row = rows.find((candidate) => candidate.window_name === name);
      if (!row) throw new Error(`subscription stats: no ${name} row`);
      return toWindowView(row);
    };
    return {
      subscriptionId: subscription.id,
      lastHour: windowOf('lastHour'),
      lastDay: windowOf('lastDay'),
    };
  }
}

function toWindowView(row: StatsWindowRow): SubscriptionStatsWindowView {
  return {
    attempts: row.attempts,
    successes: row.successes,
    failures: {
      '3xx': row.failures_3xx,
      '4xx': row.failures_4xx,
      '5xx': row.failures_5xx,
      network: row.failures_network,
    },
    latencyMs: { p50: row.latency_p50_ms, p95: row.latency_p95_ms },
    lastSuccessAt: row.last_success_at?.toISOString() ?? null,
    lastFailureAt: row.last_failure_at?.toISOString() ?? null,
  };
}
