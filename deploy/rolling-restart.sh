#!/usr/bin/env bash
# Restarts the store processes behind nginx one at a time, sending no request to a process being
# restarted (docs/deploy.md section 4, decision 090; a client's idle keep-alive connection closed
# by a reload is the one thing it can cost, and only a client that does not retry). For each process: mark its upstream line `down` in nginx's site file and reload
# nginx, wait until nginx's old workers have finished their requests, restart the process
# (systemctl returns once it answers /api/health/ready), then put it back and reload again.
#
#   deploy/rolling-restart.sh              every process named in the site file
#   deploy/rolling-restart.sh 3001         one process
#   deploy/rolling-restart.sh down 3001    only take it out of nginx (and `up 3001` to put it back)
#
# Settings (environment): SITE (/etc/nginx/sites-available/solestock), NGINX_BIN (nginx),
# NGINX_ARGS (extra arguments for `nginx -t`, e.g. -p/-c), NGINX_PID (/run/nginx.pid),
# RESTART ("systemctl restart solestock@%s", %s being the port).
# reliability/nginx.test.ts runs it on the test's nginx, its RESTART asking the test to restart
# each process and answering once that process is ready.
set -euo pipefail

SITE=${SITE:-/etc/nginx/sites-available/solestock}
# NGINX_BIN, not NGINX: nginx reads an NGINX variable itself (sockets handed over by a binary
# upgrade) and `nginx -t` then fails with "invalid socket number". An NGINX set by an older
# instruction is taken as NGINX_BIN and kept from nginx.
NGINX_BIN=${NGINX_BIN:-${NGINX:-nginx}}
unset NGINX
NGINX_PID=${NGINX_PID:-/run/nginx.pid}
RESTART=${RESTART:-systemctl restart solestock@%s}

ports_in_site() {
  sed -n -E 's/^\s*server 127\.0\.0\.1:([0-9]+) .*/\1/p' "$SITE"
}

# Checks the site file, reloads nginx and waits for the workers of the old configuration to
# finish what they were doing and exit (they close idle client keep-alive connections at once).
reload_nginx() {
  # shellcheck disable=SC2086
  "$NGINX_BIN" ${NGINX_ARGS:-} -t -q
  local master old
  master=$(cat "$NGINX_PID")
  old=$(cat "/proc/$master/task/$master/children" 2>/dev/null || true)
  kill -HUP "$master"
  for _ in $(seq 600); do
    local left=0
    for pid in $old; do [ -e "/proc/$pid" ] && left=1; done
    [ "$left" = 0 ] && return 0
    sleep 0.1
  done
  echo "nginx's old workers did not exit within a minute" >&2
  return 1
}

mark() { # port down|up
  local port=$1 state=$2
  grep -q -E "^\s*server 127\.0\.0\.1:$port " "$SITE" || {
    echo "no upstream line for port $port in $SITE" >&2
    return 1
  }
  if [ "$state" = down ]; then
    sed -i -E "/^\s*server 127\.0\.0\.1:$port /{/ down;/!s/;\s*$/ down;/}" "$SITE"
  else
    sed -i -E "/^\s*server 127\.0\.0\.1:$port /s/ down;/;/" "$SITE"
  fi
  reload_nginx
}

case "${1:-}" in
  down | up)
    mark "$2" "$1"
    exit 0
    ;;
esac

ports=("$@")
[ ${#ports[@]} -gt 0 ] || mapfile -t ports < <(ports_in_site)
for port in "${ports[@]}"; do
  echo "== $port: out of nginx, restart, back in =="
  mark "$port" down
  # Put it back even when the restart fails: a failed process is then passed over by nginx's
  # own passive check, and the next deploy sees the error.
  trap 'mark "$port" up' EXIT
  # shellcheck disable=SC2059
  sh -c "$(printf "$RESTART" "$port")"
  trap - EXIT
  mark "$port" up
done
