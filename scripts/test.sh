#!/usr/bin/env bash
# npm test: the type check (compile-time rules such as the typed outbox are tests too) beside the
# suite in three jest workers, each with a database and Redis prefix of its own; then the fault
# run alone, since it holds latency budgets for four service processes on this machine's cores.
set -uo pipefail
cd "$(dirname "$0")/.."

npx tsc --noEmit -p tsconfig.json &
typecheck=$!
npx jest --config jest.config.js --maxWorkers=3 --testPathIgnorePatterns '/test/outages/fault-run'
suite=$?
wait "$typecheck"
types=$?
[ "$types" -eq 0 ] || echo 'tsc --noEmit failed (see above)' >&2
npx jest --config jest.config.js --runInBand test/outages/fault-run.e2e-spec.ts
faults=$?

[ "$types" -eq 0 ] && [ "$suite" -eq 0 ] && [ "$faults" -eq 0 ]
