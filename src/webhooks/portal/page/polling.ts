import { useEffect, useRef } from 'preact/hooks';

/**
 * Runs `load` now, again every `intervalMs`, and whenever `keys` change; never two at once, and
 * not after the component is gone. Returns a function that loads again at once (after an action).
 */
export function usePolling(load: () => Promise<void>, intervalMs: number, keys: unknown[]) {
  const latest = useRef(load);
  latest.current = load;
  const running = useRef<Promise<void> | undefined>(undefined);
  const again = useRef(() => Promise.resolve());

  useEffect(() => {
    let stopped = false;
    const run = async () => {
      if (stopped) return;
      if (running.current) await running.current;
      running.current = latest.current().finally(() => (running.current = undefined));
      await running.current;
    };
    again.current = run;
    void run();
    const timer = setInterval(() => void run(), intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
    // The keys decide when to start over; `load` is read fresh on every run.
  }, keys);

  return () => again.current();
}
