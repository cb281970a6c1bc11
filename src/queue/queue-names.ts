/** Every BullMQ queue of the service; each job name has exactly one handler. */
export const QUEUES = {
  outboundDeliveries: 'webhook-deliveries',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
