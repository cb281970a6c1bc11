#!/usr/bin/env bash
# npm test: the type check (compile-time rules such as the typed outbox are tests too), which also
# compiles the project and the portal page's bundle into .test-build/, beside the unit tier; then,
# side by side, the medium and e2e tiers in three jest workers (each with a database and Redis
# prefix of its own; those that start the built service use that compile) and the outage tests
# (test/outages/) one at a time. The outage tests hold latency budgets, so the other tiers run at a
# lower CPU priority (nice) and take only the cores the outages leave idle; the outages' report is
# printed once both are done, so the two never interleave.
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

outages_report=$(mktemp)
trap 'rm -f "$outages_report"' EXIT
"${jest[@]}" --selectProjects e2e --runInBand test/outages/ >"$outages_report" 2>&1 &
outages=$!
nice -n 10 "${jest[@]}" --selectProjects medium e2e --maxWorkers=3 --testPathIgnorePatterns '/test/outages/'
suite=$?
wait "$outages"
faults=$?
printf '\n== the outage tests (test/outages/), run beside the tiers above\n'
cat "$outages_report"

[ "$types" -eq 0 ] && [ "$unit" -eq 0 ] && [ "$suite" -eq 0 ] && [ "$faults" -eq 0 ]
