#!/usr/bin/env bash
# `npm test`: every test. Lint, types, unit, server integration (embedded database, and PostgreSQL
# when TEST_DATABASE_URL is set), then browser tests against the built app on the real server.
set -uo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
[ -x /usr/sbin/pdns_server ] || need_apt+=(pdns-server pdns-backend-sqlite3)
command -v dig >/dev/null || need_apt+=(dnsutils)
[ -x /usr/sbin/nginx ] || need_apt+=(nginx-light)
command -v pebble >/dev/null || need_apt+=(pebble)
if ((${#need_apt[@]})); then
  echo "Installing ${need_apt[*]} with apt-get"
  as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need_apt[@]}" >/dev/null || exit 1
fi

# The realtime tests run two instances over Redis (TEST_REDIS_URL, by default the local one):
# when that is the local one and none answers, start a throwaway Redis, installing it when missing.
if [ "${TEST_REDIS_URL:-redis://127.0.0.1:6379}" = redis://127.0.0.1:6379 ] &&
  ! (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  if ! command -v redis-server >/dev/null; then
    echo "Installing redis-server with apt-get"
    as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq redis-server >/dev/null || exit 1
  fi
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir "${TMPDIR:-/tmp}" >/dev/null
fi

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
failed_steps=()

timings=()
step() {
  local name=$1 started=$SECONDS
  shift
  echo "::: $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  timings+=("$name $((SECONDS - started))s")
}
vitest() {
  local name=$1
  shift
  step "$name" npx vitest run --reporter=default --reporter=json --outputFile="$results/$name.json" "$@"
}

step lint npm run --silent lint
step typecheck npm run --silent typecheck
step build npm run --silent build
vitest unit --project unit
vitest components --project components
vitest server-pglite --project server
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  TEST_ENGINE=postgres vitest server-postgres --project server
fi
vitest e2e --project e2e
vitest perf --project perf

node -e '
const fs = require("fs"), path = require("path");
let passed = 0, failed = 0, skipped = 0;
const failures = [], flaky = [];
for (const f of fs.readdirSync(process.argv[1]).sort()) {
  const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests || 0);
  for (const file of r.testResults) {
    const where = `${path.basename(f, ".json")}: ${path.relative(process.cwd(), file.name)}`;
    // A test that passed with failure messages passed on its second try (the browser tests retry once).
    for (const t of file.assertionResults.filter((t) => t.status === "passed" && (t.failureMessages || []).length))
      flaky.push(`${where} > ${t.fullName}\n      ${String(t.failureMessages[0]).split("\n").slice(0, 2).join("\n      ").slice(0, 400)}`);
    const tests = file.assertionResults.filter((t) => t.status === "failed");
    // A file that failed without a failed test (an error in a hook or while loading) says so too.
    if (!tests.length && file.status === "failed") failures.push(`${where}\n    ${(file.message || "").slice(0, 600)}`);
    for (const t of tests) {
      const reason = (t.failureMessages || []).join("\n").split("\n")
        .filter((line) => line.trim() && !/node_modules|node:internal|new Promise|^Hint:/.test(line)).slice(0, 8).join("\n      ");
      failures.push(`${where} > ${t.fullName}\n      ${reason.slice(0, 800)}`);
    }
  }
}
// The end of the output is what a reader of the CI log sees first: the failures go there.
if (flaky.length) console.log(`\nFlaky: passed on the second try (mend them):\n  ${flaky.join("\n  ")}`);
if (failures.length) console.log(`\nFailed tests:\n  ${failures.join("\n  ")}`);
console.log(`\n${passed} passed (${flaky.length} on the second try), ${failed} failed, ${skipped} skipped`);
' "$results"
echo "Steps: ${timings[*]} (total ${SECONDS}s)"
if ((${#failed_steps[@]})); then
  echo "FAILED: ${failed_steps[*]}"
  exit 1
fi
