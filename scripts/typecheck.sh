#!/usr/bin/env bash
# `npm run typecheck`: every TypeScript project, in two lanes at once (tsc runs on one core; the
# machine has two). The web app's and the browser tests' lane is the longer one.
set -uo pipefail
cd "$(dirname "$0")/.."
(npx tsc -p packages/contract/tsconfig.json && npx tsc -p apps/server/tsconfig.json) &
server=$!
(npx tsc -p apps/web/tsconfig.json && npx tsc -p e2e/tsconfig.json) &
web=$!
status=0
wait "$server" || status=1
wait "$web" || status=1
exit "$status"
