#!/usr/bin/env bash
# Smoke test of Spora on the other Node.js lines its users run (default: 22 and 24; the machines
# run 20). For each line it takes the Node binary from the npm registry's `node-linux-<arch>`
# package, then with that binary: builds (tsc -b, incremental after a build on another line),
# starts the fake LLM and `spora serve` on a throwaway PostgreSQL, checks /api/health and runs
# one task through the API (scripts/smoke-task.mjs). PostgreSQL, because better-sqlite3's native
# module is built for the Node that ran `npm ci`.
#
#   scripts/node-lines-smoke.sh [22 24 …]
#
# When the registry cannot be reached, it says so and exits 0 without testing: the lines are
# extra coverage, not something a machine without network can decide.
set -euo pipefail
cd "$(dirname "$0")/.."

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Waits for a URL to answer, at most 30 s.
wait_for() {
  for _ in $(seq 150); do curl -sf "$1" >/dev/null 2>&1 && return 0; sleep 0.2; done
  echo "no answer from $1" >&2
  return 1
}

# Runs inside with-postgres.mjs: start both servers with the line's node and drive one task.
if [ "${1:-}" = "--inside" ]; then
  node_bin=$2 logs=$3
  fake_port=$(free_port) spora_port=$(free_port)
  trap 'kill $(jobs -p) 2>/dev/null || true' EXIT
  "$node_bin" packages/fake-llm/bin/spora-fake-llm.js --port "$fake_port" >"$logs/fake-llm.log" 2>&1 &
  SPORA_DATABASE_URL="$SPORA_TEST_DATABASE_URL" SPORA_PORT="$spora_port" \
    SPORA_SECRET_KEY="$("$node_bin" -e "console.log(require('crypto').randomBytes(32).toString('base64'))")" \
    SPORA_ADMIN_EMAIL=smoke@example.test SPORA_ADMIN_PASSWORD='smoke test passphrase' \
    "$node_bin" packages/server/bin/spora.js serve >"$logs/spora.log" 2>&1 &
  wait_for "http://127.0.0.1:$fake_port/_fake/requests"
  wait_for "http://127.0.0.1:$spora_port/api/health"
  "$node_bin" scripts/smoke-task.mjs "http://127.0.0.1:$spora_port" "http://127.0.0.1:$fake_port" \
    smoke@example.test 'smoke test passphrase'
  exit 0
fi

lines=("$@")
[ ${#lines[@]} -gt 0 ] || lines=(22 24)
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node lines smoke: skipped, no Node binary package for $(uname -m)"; exit 0 ;;
esac
cache="${XDG_CACHE_HOME:-$HOME/.cache}/spora-node-lines"
mkdir -p "$cache"

if ! npm view "node-linux-$arch@${lines[0]}" version --fetch-timeout=15000 --fetch-retries=1 >/dev/null 2>&1; then
  echo "node lines smoke: skipped, the npm registry cannot be reached (npm view node-linux-$arch failed)"
  exit 0
fi

# The node binary of the newest release of one line, downloaded once into the cache.
node_binary() {
  local line=$1 version folder
  version=$(npm view "node-linux-$arch@$line" version | tail -n 1 | sed -E "s/.*'([^']+)'.*/\1/")
  folder="$cache/$version"
  if [ ! -x "$folder/package/bin/node" ]; then
    rm -rf "$folder" && mkdir -p "$folder"
    (cd "$folder" && npm pack "node-linux-$arch@$version" --silent >/dev/null && tar -xzf ./*.tgz && rm ./*.tgz)
  fi
  echo "$folder/package/bin/node"
}

for line in "${lines[@]}"; do
  started=$(date +%s)
  node_bin=$(node_binary "$line")
  logs=$(mktemp -d)
  echo "--- Node $("$node_bin" --version) ($node_bin)"
  "$node_bin" node_modules/typescript/bin/tsc -b packages/sdk packages/fake-llm packages/server
  if ! node scripts/with-postgres.mjs -- bash "$0" --inside "$node_bin" "$logs"; then
    echo "--- Node $line failed; the servers' logs:" >&2
    tail -n 40 "$logs"/*.log >&2 || true
    exit 1
  fi
  echo "--- Node $line passed in $(($(date +%s) - started)) s"
done
