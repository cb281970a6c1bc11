/** Every BullMQ queue of the service; each job name has exactly one processor. */
export const QUEUES = {
  outboundDeliveries: 'webhook-deliveries',
  inboundDeliveries: 'webhook-inbound',
  outboxRelay: 'outbox-relay',
} as const;
