import { bootstrapTracing } from './bootstrap';

/** worker.ts imports this first (bootstrap.ts says why). */
bootstrapTracing('platform-worker');
