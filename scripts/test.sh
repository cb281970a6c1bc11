#!/usr/bin/env bash
# npm test: the type check (compile-time rules such as the typed outbox are tests too), which also
# compiles the project and the portal page's bundle into .test-build/, beside the unit tier; then
# the medium and e2e tiers in three jest workers, each with a database and Redis prefix of its own,
# those that start the built service using that compile; then the outage tests (test/outages/) one
# at a time and alone, since they hold latency budgets that other test files sharing this
# machine's cores would eat into.
set -uo pipefail
cd "$(dirname "$0")/.."
jest=(npx jest --config jest.config.js)

rm -rf .test-build
{
  npx tsc -p tsconfig.json --outDir .test-build --tsBuildInfoFile .test-build/.tsbuildinfo &&
    npx tsc -p src/webhooks/portal/page/tsconfig.json &&
    npx ts-node --transpile-only scripts/build-portal.ts .test-build/portal
} &
typecheck=$!
"${jest[@]}" --selectProjects unit --maxWorkers=1
unit=$?
wait "$typecheck"
types=$?
[ "$types" -eq 0 ] || echo 'the type check failed (see above)' >&2
export TEST_SERVICE_BUILT=1
"${jest[@]}" --selectProjects medium e2e --maxWorkers=3 --testPathIgnorePatterns '/test/outages/'
suite=$?
"${jest[@]}" --selectProjects e2e --runInBand test/outages/
faults=$?

[ "$types" -eq 0 ] && [ "$unit" -eq 0 ] && [ "$suite" -eq 0 ] && [ "$faults" -eq 0 ]
