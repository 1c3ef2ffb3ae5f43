#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "== Installing Debian's chromium for the browser tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  else
    echo "The browser tests need Chromium at $CHROMIUM (Debian package 'chromium')." >&2
    echo "Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH)" >&2
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
