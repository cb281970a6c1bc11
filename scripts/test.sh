#!/usr/bin/env bash
# npm test: the type check (compile-time rules such as the typed outbox are tests too) beside the
# suite in three jest workers, each with a database and Redis prefix of its own; then the fault
# run alone, since it holds latency budgets for four service processes on this machine's cores.
# The type check also emits the build the fault run starts (.test-build/), so it is compiled once.
set -uo pipefail
cd "$(dirname "$0")/.."

rm -rf .test-build
npx tsc -p tsconfig.json --outDir .test-build --tsBuildInfoFile .test-build/.tsbuildinfo &
typecheck=$!
npx jest --config jest.config.js --maxWorkers=3 --testPathIgnorePatterns '/test/outages/fault-run'
suite=$?
wait "$typecheck"
types=$?
[ "$types" -eq 0 ] || echo 'the type check failed (see above)' >&2
TEST_SERVICE_BUILT=1 npx jest --config jest.config.js --runInBand test/outages/fault-run.e2e-spec.ts
faults=$?

[ "$types" -eq 0 ] && [ "$suite" -eq 0 ] && [ "$faults" -eq 0 ]
