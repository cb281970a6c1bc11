import { Injectable } from '@nestjs/common';
import type { Principal } from '../../../common/access/principal';
import { SubscriptionStatsView, SubscriptionStatsWindowView } from '../dto/subscription-stats.view';
import { DeliveriesRepository, StatsWindowRow } from '../../delivery';
import { SubscriptionsService } from '../subscriptions.service';

/** What a subscription's receiver has been answering, from its attempts. */
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
    const windowOf = (name: StatsWindowRow['windowName']) => {
      const row = rows.find((candidate) => candidate.windowName === name);
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
      '3xx': row.failures3xx,
      '4xx': row.failures4xx,
      '5xx': row.failures5xx,
      network: row.failuresNetwork,
    },
    latencyMs: { p50: row.latencyP50Ms, p95: row.latencyP95Ms },
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastFailureAt: row.lastFailureAt?.toISOString() ?? null,
  };
}
