/** Every BullMQ queue of the service; each job name has exactly one handler. */
export const QUEUES = {
  /** First attempts of outbound deliveries. */
  outboundDeliveries: 'webhook-deliveries',
  /** Every later attempt (retries, replays, recoveries, resends): capacity of their own. */
  outboundRetries: 'webhook-retries',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
