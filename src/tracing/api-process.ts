import { bootstrapTracing } from './bootstrap';

/** main.ts imports this first (bootstrap.ts says why). */
bootstrapTracing('platform-api');
