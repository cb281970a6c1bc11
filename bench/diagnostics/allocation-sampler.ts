import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

/**
 * Preloaded into a bench server (BENCH_ALLOCATION_PROFILE=<dir>, bench-server.ts): once the
 * server has begun 200 requests a second for two seconds (a row's load is running), V8's sampling heap profiler
 * records every allocation for SAMPLE_SECONDS, those the scavenger or a full collection freed
 * included (with BENCH_ALLOCATION_SURVIVORS=1, only what outlived the scavenger), and the
 * requests the server began meanwhile are counted. Writes
 * `<dir>/<pid>.heapprofile` and `<dir>/<pid>.requests`; bench/support/allocation-summary.ts reads
 * them as bytes per request by allocating function.
 */
const SAMPLE_SECONDS = 3;
const LOADED_PER_TICK = 100;
const directory = process.env.BENCH_ALLOCATION_PROFILE ?? '.';

let begun = 0;
let requests = 0;
let counting = false;
subscribe('http.server.request.start', () => {
  begun += 1;
  if (counting) requests += 1;
});

const session = new Session();
session.connect();
let loadedTicks = 0;
const watch = setInterval(() => {
  loadedTicks = begun >= LOADED_PER_TICK ? loadedTicks + 1 : 0;
  begun = 0;
  if (loadedTicks < 4) return;
  clearInterval(watch);
  session.post(
    'HeapProfiler.startSampling',
    {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: process.env.BENCH_ALLOCATION_SURVIVORS !== '1',
    },
    () => {
      counting = true;
      setTimeout(() => {
        session.post('HeapProfiler.stopSampling', (error, result) => {
          counting = false;
          if (error) throw error;
          const file = join(directory, String(process.pid));
          writeFileSync(`${file}.heapprofile`, JSON.stringify(result.profile));
          writeFileSync(`${file}.requests`, String(requests));
        });
      }, SAMPLE_SECONDS * 1000).unref();
    },
  );
}, 500);
watch.unref();
