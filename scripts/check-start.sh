#!/usr/bin/env bash
# Starts the portal with `npm start` (a fresh data folder, SQLite, a free port) and waits for it to serve its health
# check and its first page, then stops it. Run by .ci/run after `npm ci`, with the machine's own Node on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
log="$data_dir/start.log"
DATA_DIR="$data_dir" PORT=$port HOST=127.0.0.1 BASE_URL="http://127.0.0.1:$port" setsid npm start >"$log" 2>&1 &
pid=$!
stop() { kill -TERM -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data_dir"; }
trap stop EXIT
for _ in $(seq 1 240); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
    if curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"'; then
      echo "check-start: npm start served the portal on port $port"
      exit 0
    fi
  fi
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  sleep 1
done
echo "check-start: npm start did not serve the portal; its output:"
cat "$log"
exit 1
