#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund

# Debian packages the tests drive: Chromium (browser tests) and a Redis server (the gateways' shared limits)
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium fonts-dejavu-core)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
if [ "${#missing[@]}" -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "== Installing Debian's ${missing[*]} for the tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The tests need Debian's ${missing[*]} (Chromium at $CHROMIUM for the browser tests, redis-server for the gateways' shared limits)." >&2
    echo "Install them with: sudo apt-get install ${missing[*]}   (CHROMIUM_PATH points at another Chromium)" >&2
    exit 1
  fi
fi

# The static checks run as two groups at once (two cores); each group's output is printed when both are done.
logs="$(mktemp -d)"
types_checks() {
  echo "== Generated types are current (npm run codegen writes them)"
  npx graphql-codegen --config codegen.ts --check >"$logs/codegen" 2>&1 || {
    grep -A20 "stale" "$logs/codegen"
    echo "Generated GraphQL types are stale: run npm run codegen and commit them"
    return 1
  }
  echo "== Type-check (browser code with DOM types, server code with Node types, tests with both)"
  npx tsc -p tsconfig.browser.json && npx tsc -p tsconfig.server.json && npx tsc -p tsconfig.json
}
style_checks() {
  echo "== Format (npm run format fixes it)"
  npx prettier --check . --log-level warn
  echo "== Lint"
  npx eslint . --max-warnings 0
  echo "== Build"
  npx vite build --logLevel warn
}
types_checks >"$logs/types" 2>&1 &
types_pid=$!
style_checks >"$logs/style" 2>&1 &
style_pid=$!
failed=0
wait "$types_pid" || failed=1
wait "$style_pid" || failed=1
cat "$logs/types" "$logs/style"
[ "$failed" = 0 ] || { echo "A static check failed (above)." >&2; exit 1; }

echo "== Unit, screen, gateway and browser tests"
npx vitest run
