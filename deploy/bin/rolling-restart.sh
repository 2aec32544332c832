#!/usr/bin/env bash
# Rolling restart of the app instances, one at a time (docs/production.md#upgrades-with-zero-downtime).
#
#   deploy/bin/rolling-restart.sh 3001 3002
#
# For each port: restart the instance (systemd sends SIGTERM; the app drains: no new connections, the
# requests in flight answered, then it exits, and systemd starts it again on the release that
# /srv/dreamhomes/current points at), wait until http://127.0.0.1:PORT/health/ready answers 200,
# then wait SETTLE_SECONDS so its first (slower) pages are rendered before the next one goes down.
# Meanwhile nginx sends the requests to the instances that are up (a refused connection is retried
# on the next instance at once: max_fails=0 in deploy/nginx/dreamhomes.conf).
#
# RESTART_CMD overrides the restart (%p is the port); bin/production_walkthrough.sh uses it.
set -euo pipefail
RESTART_CMD=${RESTART_CMD:-"systemctl restart dreamhomes@%p"}
READY_TIMEOUT_SECONDS=${READY_TIMEOUT_SECONDS:-90}
SETTLE_SECONDS=${SETTLE_SECONDS:-5}
[ $# -gt 0 ] || { echo "usage: $0 PORT [PORT...]" >&2; exit 2; }

for port in "$@"; do
  started=$(date +%s)
  echo "restarting the instance on :$port"
  ${RESTART_CMD//%p/$port}
  until curl -fs --max-time 2 -o /dev/null "http://127.0.0.1:$port/health/ready"; do
    if [ $(( $(date +%s) - started )) -gt "$READY_TIMEOUT_SECONDS" ]; then
      echo "the instance on :$port is not ready after ${READY_TIMEOUT_SECONDS}s: stopping here" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo ":$port ready after $(( $(date +%s) - started ))s"
  sleep "$SETTLE_SECONDS"
done
