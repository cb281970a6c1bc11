#!/usr/bin/env bash
# Retention drops one day's partition of 1,000,000 deliveries and of 1,000,000 events:
# a throwaway database, migrated, seeded with generate_series, then dropped; sizes before/after.
set -euo pipefail
cd "$(dirname "$0")/../.."
PG=${PG:-postgres://postgres@127.0.0.1:5432}
DB=${BENCH_DB:-partitions_bench_$$}
psql "$PG/postgres" -qc "CREATE DATABASE $DB"
[ -n "${KEEP:-}" ] || trap 'psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB"' EXIT
DATABASE_URL="$PG/$DB" npx ts-node --transpile-only -e \
  "require('./src/database/migrate').runMigrations(process.env.DATABASE_URL).then(() => undefined)"
psql "$PG/$DB" -q -f bench/partitions/drop-day.sql
