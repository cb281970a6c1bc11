import type { AppConfig } from '../config/app-config';

/** `npm start` runs both halves in one process; RUN_MODE=api or worker splits them. */
export function runsWorkers(config: AppConfig): boolean {
  return config.runMode !== 'api';
}
