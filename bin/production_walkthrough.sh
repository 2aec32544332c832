#!/usr/bin/env bash
# Follows docs/production.md once, from a clean directory, on this machine (issue 29):
# a git clone of the committed HEAD, the build, the migrations, two app instances started
# exactly as deploy/systemd/dreamhomes@.service starts them (its Environment= lines, the same
# EnvironmentFile, its WorkingDirectory and ExecStart), Debian's nginx in front of them with
# deploy/nginx/dreamhomes.conf (TLS with a self-signed certificate, on high ports), then checks
# with curl and a rolling restart (deploy/bin/rolling-restart.sh) under load (autocannon).
# Not part of CI: it takes a few minutes and needs nginx, openssl, redis-server and MySQL.
#
#   WALK_DB_DATABASE=dreamhomes_walk WALK_DB_USER=dreamhomes WALK_DB_PASSWORD=dreamhomes \
#     WALK_FRESH_DB=1 bin/production_walkthrough.sh
#
# Settings (environment):
#   WALK_DB_HOST/PORT/USER/PASSWORD/DATABASE  a MySQL database for the walk (WALK_FRESH_DB=1 empties it:
#                                             `migration:fresh`, never give it a database you keep)
#   WALK_NODE_MODULES=link                    link the checkout's node_modules instead of `npm ci`
#                                             (a machine without network; the guide says `npm ci`)
#   WALK_HTTPS_PORT (8443), WALK_HTTP_PORT (8080), WALK_PORTS ("3101 3102")
#   WALK_LOAD_SECONDS (60), WALK_CONNECTIONS (8)   the load during the rolling restart
#   WALK_KEEP=1                               keep the folder (logs, configs) afterwards
# Prints one line per check (ok / FAILED) and a summary; exits non-zero when a check failed.
set -uo pipefail
SOURCE=$(cd "$(dirname "$0")/.." && pwd)
HTTPS_PORT=${WALK_HTTPS_PORT:-8443}
HTTP_PORT=${WALK_HTTP_PORT:-8080}
read -r -a PORTS <<< "${WALK_PORTS:-3101 3102}"
DB_DATABASE=${WALK_DB_DATABASE:?set WALK_DB_DATABASE (a MySQL database for the walk)}
LOAD_SECONDS=${WALK_LOAD_SECONDS:-60}
CONNECTIONS=${WALK_CONNECTIONS:-8}
HOSTNAME_=dreamhomes.in
BASE="https://$HOSTNAME_:$HTTPS_PORT"
W=$(mktemp -d /tmp/dreamhomes-walk.XXXXXX)
chmod 755 "$W"
SRV="$W/srv/dreamhomes"
ETC="$W/etc"
ENV_FILE="$ETC/dreamhomes/dreamhomes.env"
LOGS="$W/logs"
mkdir -p "$SRV/releases" "$SRV/shared/public" "$SRV/shared/media" "$SRV/shared/mail" \
  "$ETC/dreamhomes" "$ETC/nginx/sites-enabled" "$ETC/nginx/snippets" "$ETC/ssl/dreamhomes" \
  "$W/nginx/logs" "$W/run" "$LOGS"
FAILED=0
RESULTS="$W/results.txt"

say() { printf '%s\n' "$*" | tee -a "$RESULTS"; }
check() { # check NAME CONDITION-COMMAND...
  local name=$1; shift
  if "$@"; then say "ok      $name"; else say "FAILED  $name"; FAILED=1; fi
}
step() { printf '\n== %s\n' "$*"; }
curl_() { curl -sS -k --resolve "$HOSTNAME_:$HTTPS_PORT:127.0.0.1" "$@"; }

cleanup() {
  step "cleanup"
  for port in "${PORTS[@]}"; do
    [ -f "$W/run/app-$port.pid" ] && kill -TERM "$(cat "$W/run/app-$port.pid")" 2>/dev/null
  done
  [ -f "$W/nginx/nginx.pid" ] && nginx -p "$W/nginx" -c "$ETC/nginx/nginx.conf" -s stop 2>/dev/null
  [ -f "$W/run/redis.pid" ] && kill "$(cat "$W/run/redis.pid")" 2>/dev/null
  sleep 2
  if [ "${WALK_KEEP:-0}" = 1 ]; then echo "kept $W"; else rm -rf "$W"; fi
}
trap cleanup EXIT

# --- 1. Get the code: a clone of the committed HEAD into a release folder -------------------
step "clone"
COMMIT=$(git -C "$SOURCE" rev-parse --short HEAD)
RELEASE="$SRV/releases/$COMMIT"
git clone -q "$SOURCE" "$RELEASE" && git -C "$RELEASE" checkout -q "$COMMIT" || exit 1
ln -sfn "$RELEASE" "$SRV/current"
say "walk-through of $COMMIT in $W ($(nproc) cores, $(date -u +%FT%TZ))"

# --- 2. Install and build ------------------------------------------------------------------
step "install"
if [ "${WALK_NODE_MODULES:-}" = link ]; then
  mkdir "$RELEASE/node_modules"
  for entry in "$SOURCE"/node_modules/* "$SOURCE"/node_modules/.bin; do
    ln -s "$entry" "$RELEASE/node_modules/$(basename "$entry")"
  done
else
  (cd "$RELEASE" && npm ci --no-audit --no-fund) || exit 1
fi
step "build"
started=$(date +%s)
(cd "$RELEASE" && VITE_CACHE_DIR="$W/vite" npm run build > "$LOGS/build.log" 2>&1)
check "npm run build ($(( $(date +%s) - started )) s)" test -f "$RELEASE/build/bin/server.js"
# The assets of every release stay served (rolling restarts): copied, never deleted.
cp -a "$RELEASE/build/public/." "$SRV/shared/public/"

# --- 3. The env file: deploy/env/dreamhomes.env with this walk's values ---------------------
step "env file"
sed "s|/srv/dreamhomes|$SRV|g" "$RELEASE/deploy/env/dreamhomes.env" > "$ENV_FILE"
set_env() { # set_env KEY VALUE: replace the line (commented or not) or append it
  if grep -qE "^#? ?$1=" "$ENV_FILE"; then
    sed -i -E "s|^#? ?$1=.*|$1=$2|" "$ENV_FILE"
  else
    echo "$1=$2" >> "$ENV_FILE"
  fi
}
REDIS_PORT=$(( HTTPS_PORT + 1000 ))
set_env APP_KEY "walk-$(openssl rand -hex 16)"
set_env APP_URL "$BASE"
set_env DB_HOST "${WALK_DB_HOST:-127.0.0.1}"
set_env DB_PORT "${WALK_DB_PORT:-3306}"
set_env DB_USER "${WALK_DB_USER:-dreamhomes}"
set_env DB_PASSWORD "${WALK_DB_PASSWORD:-dreamhomes}"
set_env DB_DATABASE "$DB_DATABASE"
set_env REDIS_PORT "$REDIS_PORT"
# One machine: photos on its disk (the guide says s3 from two machines on).
set_env DRIVE_DISK fs
sed -i -E '/^S3_[A-Z_]+=$/d' "$ENV_FILE"
# No gateway keys on a walk: checkout answers 503, the rest works.
chmod 640 "$ENV_FILE"

# Runs a command in the release with the env file, as a unit or the cron lines would.
with_env() { (cd "$SRV/current" && env -i PATH="$PATH" HOME="$HOME" node --env-file="$ENV_FILE" "$@"); }

# --- 4. Redis of its own (sessions and rate limits shared by the instances) ------------------
step "redis on :$REDIS_PORT"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no --dir "$W/run" \
  --daemonize yes --pidfile "$W/run/redis.pid" > /dev/null
for _ in $(seq 1 20); do redis-cli -p "$REDIS_PORT" ping > /dev/null 2>&1 && break; sleep 0.25; done

# --- 5. Migrations and master data ---------------------------------------------------------
step "migrate"
# Lucid's migration lock is MySQL's GET_LOCK('1'): one name for the whole server, so a migration of
# ANY database on it at the same moment (here: the other test runs) makes this one give up, reported
# as "unable to release database lock". The guide says to run it again; so does the walk.
migrated=1
for attempt in 1 2 3 4 5; do
  if [ "${WALK_FRESH_DB:-0}" = 1 ]; then
    with_env ace migration:fresh --force > "$LOGS/migrate.log" 2>&1
  else
    with_env ace migration:run --force > "$LOGS/migrate.log" 2>&1
  fi
  migrated=$?
  [ $migrated = 0 ] && grep -q 'migrated database/migrations' "$LOGS/migrate.log" && break
  [ $migrated = 0 ] && [ "${WALK_FRESH_DB:-0}" != 1 ] && break
  migrated=1
  say "        migration attempt $attempt failed: $(grep -o 'unable to [a-z ]*lock' "$LOGS/migrate.log" | head -1)"
  sleep 5
done
check "node ace migration:run --force" test $migrated -eq 0
[ $migrated = 0 ] || exit 1
with_env ace db:seed > "$LOGS/seed.log" 2>&1
check "node ace db:seed" test $? -eq 0
with_env ace user:create walker@example.com --name="Walk Through" --password=walk-password-29 \
  > "$LOGS/user.log" 2>&1
check "node ace user:create" test $? -eq 0
with_env ace credits:expire > "$LOGS/cron.log" 2>&1
check "the cron line's command (node --env-file=… ace credits:expire)" test $? -eq 0

# --- 6. Two instances, as deploy/systemd/dreamhomes@.service starts them --------------------
UNIT="$RELEASE/deploy/systemd/dreamhomes@.service"
NODE=$(command -v node)
unit_value() { grep -E "^$1=" "$UNIT" | cut -d= -f2-; }
WORKDIR=$(unit_value WorkingDirectory | sed "s|/srv/dreamhomes|$SRV|")
EXEC=$(unit_value ExecStart | sed "s|/usr/local/bin/node|$NODE|")
# The unit's Environment= lines (PORT=%i, NODE_OPTIONS=...) first; the EnvironmentFile wins over them.
cat > "$W/run/start-instance" <<SCRIPT
#!/usr/bin/env bash
port=\$1
cd "$WORKDIR" || exit 1
env -i PATH="$PATH" HOME="$HOME" \\
  $(unit_value Environment | sed 's/^/"/; s/$/"/' | tr '\n' ' ' | sed 's/%i/$port/g') \\
  bash -c 'set -a; . "$ENV_FILE"; set +a; exec $EXEC' >> "$LOGS/app-\$port.log" 2>&1 &
echo \$! > "$W/run/app-\$port.pid"
SCRIPT
cat > "$W/run/restart-instance" <<SCRIPT
#!/usr/bin/env bash
# systemctl restart dreamhomes@PORT: SIGTERM, wait for the exit (TimeoutStopSec 20 s), start again.
port=\$1
pid=\$(cat "$W/run/app-\$port.pid")
kill -TERM "\$pid"
for _ in \$(seq 1 200); do kill -0 "\$pid" 2>/dev/null || break; sleep 0.1; done
kill -KILL "\$pid" 2>/dev/null
"$W/run/start-instance" "\$port"
SCRIPT
chmod +x "$W/run/start-instance" "$W/run/restart-instance"
step "instances on ${PORTS[*]}"
for port in "${PORTS[@]}"; do "$W/run/start-instance" "$port"; done
for port in "${PORTS[@]}"; do
  ready=0
  for _ in $(seq 1 240); do
    curl -fs --max-time 2 -o /dev/null "http://127.0.0.1:$port/health/ready" && { ready=1; break; }
    sleep 0.5
  done
  check "instance :$port ready (GET /health/ready 200)" test $ready -eq 1
done

# --- 7. nginx: deploy/nginx/dreamhomes.conf with this walk's ports and paths ---------------
step "nginx on :$HTTPS_PORT (TLS) and :$HTTP_PORT"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=$HOSTNAME_" \
  -addext "subjectAltName=DNS:$HOSTNAME_,DNS:localhost" \
  -keyout "$ETC/ssl/dreamhomes/privkey.pem" -out "$ETC/ssl/dreamhomes/fullchain.pem" 2> /dev/null
sed -e "s|listen 443 |listen $HTTPS_PORT |; s|listen \[::\]:443 |listen [::]:$HTTPS_PORT |" \
  -e "s|listen 80;|listen $HTTP_PORT;|; s|listen \[::\]:80;|listen [::]:$HTTP_PORT;|" \
  -e "s|127.0.0.1:3001|127.0.0.1:${PORTS[0]}|; s|127.0.0.1:3002|127.0.0.1:${PORTS[1]}|" \
  -e "s|/etc/ssl/dreamhomes|$ETC/ssl/dreamhomes|; s|/etc/nginx/snippets|$ETC/nginx/snippets|" \
  -e "s|/srv/dreamhomes|$SRV|" \
  "$RELEASE/deploy/nginx/dreamhomes.conf" > "$ETC/nginx/sites-enabled/dreamhomes"
cp "$RELEASE/deploy/nginx/dreamhomes-proxy.conf" "$ETC/nginx/snippets/"
# Debian's /etc/nginx/nginx.conf, reduced to what the site needs, with this walk's paths.
cat > "$ETC/nginx/nginx.conf" <<CONF
user $(id -un);
worker_processes auto;
pid $W/nginx/nginx.pid;
error_log $W/nginx/logs/error.log;
events { worker_connections 768; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log $W/nginx/logs/access.log;
  client_body_temp_path $W/nginx/client_body;
  proxy_temp_path $W/nginx/proxy;
  fastcgi_temp_path $W/nginx/fastcgi;
  uwsgi_temp_path $W/nginx/uwsgi;
  scgi_temp_path $W/nginx/scgi;
  include $ETC/nginx/sites-enabled/*;
}
CONF
nginx -t -p "$W/nginx" -c "$ETC/nginx/nginx.conf" > "$LOGS/nginx-t.log" 2>&1
check "nginx -t" test $? -eq 0
nginx -p "$W/nginx" -c "$ETC/nginx/nginx.conf"
sleep 1

# --- 8. Checks through nginx --------------------------------------------------------------
step "checks"
status=$(curl_ -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HTTP_PORT/" -H "Host: $HOSTNAME_")
check "http:// redirects to https:// (301)" test "$status" = 301
headers=$(curl_ -D - -o "$W/home.html" -H 'Accept-Encoding: br, gzip' -H 'Accept-Language: en-IN' "$BASE/")
check "home page over https: 200" grep -q '^HTTP/2 200' <<< "$headers"
check "home page compressed by the app (content-encoding: br), not again by nginx" \
  grep -qi '^content-encoding: br' <<< "$headers"
check "HSTS from the app" grep -qi '^strict-transport-security:' <<< "$headers"
upstreams=$(for _ in $(seq 1 10); do curl_ -o /dev/null -D - "$BASE/robots.txt" | grep -i '^x-upstream:'; done | sort -u)
count=$(grep -c 127.0.0.1 <<< "$upstreams")
say "        upstreams seen: $(tr -d '\r' <<< "$upstreams" | awk '{print $2}' | tr '\n' ' ')"
check "both instances serve (two X-Upstream addresses in 10 requests)" test "$count" -eq 2
ready=$(curl_ "$BASE/health/ready")
check "GET /health/ready through nginx: ready" grep -q '"status":"ready"' <<< "$ready"
say "        $ready"
asset=$(cd "$SRV/shared/public" && ls assets/*.js | head -1)
asset_headers=$(curl_ -o /dev/null -D - -H 'Accept-Encoding: gzip' "$BASE/$asset")
check "an asset (/$asset): 200 from nginx's disk" grep -qi '^x-upstream: nginx' <<< "$asset_headers"
check "  cached a year, immutable" grep -qi '^cache-control: public, max-age=31536000, immutable' <<< "$asset_headers"
check "  the build's .gz copy (gzip_static)" grep -qi '^content-encoding: gzip' <<< "$asset_headers"
missing=$(curl_ -o /dev/null -w '%{http_code}' "$BASE/assets/nothing-here-12345678.js")
check "a missing asset: the app's 404" test "$missing" = 404

# Sign in through nginx, then the signed-in page on both instances (the session is in Redis).
JAR="$W/cookies.txt"
curl_ -c "$JAR" -b "$JAR" -o /dev/null "$BASE/robots.txt"
xsrf=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$JAR" | node -e 'process.stdin.on("data", d => process.stdout.write(decodeURIComponent(String(d).trim())))')
login=$(curl_ -c "$JAR" -b "$JAR" -o /dev/null -w '%{http_code}' -X POST "$BASE/login" \
  -H 'content-type: application/json' -H "x-xsrf-token: $xsrf" \
  -d '{"email":"walker@example.com","password":"walk-password-29"}')
check "sign in through nginx (302)" test "$login" = 302
signed=$(for _ in $(seq 1 6); do
  curl_ -b "$JAR" -o /dev/null -D - -H 'accept: application/json' "$BASE/bulk-upload/imports" \
    | grep -iE '^(HTTP/|x-upstream:)' | tr -d '\r' | awk '{print $2}' | paste -sd' '
done | sort -u)
say "        signed-in answers (status upstream): $(paste -sd',' <<< "$signed")"
check "signed in on both instances (200 from each)" \
  test "$(grep -c '^200 127.0.0.1' <<< "$signed")" -eq 2

# --- 9. Rolling restart under load ---------------------------------------------------------
step "rolling restart under load ($CONNECTIONS connections, $LOAD_SECONDS s)"
NODE_TLS_REJECT_UNAUTHORIZED=0 "$SOURCE/node_modules/.bin/autocannon" -c "$CONNECTIONS" \
  -d "$LOAD_SECONDS" -H "host=$HOSTNAME_" -H 'accept-language=en-IN' -j \
  "https://127.0.0.1:$HTTPS_PORT/" > "$W/load.json" 2> "$LOGS/autocannon.log" &
load=$!
sleep 5
restart_started=$(date +%s)
RESTART_CMD="$W/run/restart-instance %p" "$RELEASE/deploy/bin/rolling-restart.sh" "${PORTS[@]}" \
  | tee -a "$RESULTS"
check "rolling restart of ${PORTS[*]} ($(( $(date +%s) - restart_started )) s)" test "${PIPESTATUS[0]}" -eq 0
wait $load
summary=$(node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))
  console.log(JSON.stringify({ requests: r.requests.total, "2xx": r["2xx"], non2xx: r.non2xx,
    errors: r.errors, timeouts: r.timeouts, rps: r.requests.average,
    latency_ms: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max } }))' "$W/load.json")
say "        load: $summary"
check "no failed request during the rolling restart" \
  node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    process.exit(r.non2xx === 0 && r.errors === 0 && r.timeouts === 0 && r["2xx"] > 0 ? 0 : 1)' \
  "$W/load.json"
drained=$(cat "$LOGS"/app-*.log | grep -c "draining requests in flight")
check "each instance drained on SIGTERM (log lines: $drained)" test "$drained" -eq "${#PORTS[@]}"
for port in "${PORTS[@]}"; do
  curl -fs -o /dev/null "http://127.0.0.1:$port/health/ready"
  check "instance :$port ready again" test $? -eq 0
done

step "summary"
if [ $FAILED = 0 ]; then say "all checks passed"; else say "SOME CHECKS FAILED (logs: $LOGS)"; fi
cp "$RESULTS" "/tmp/dreamhomes-walk-results.txt"
echo "results: /tmp/dreamhomes-walk-results.txt"
exit $FAILED
