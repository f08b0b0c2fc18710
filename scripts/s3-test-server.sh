#!/usr/bin/env bash
# A single-node Ceph radosgw (a real S3 server) for the S3 tests, from Debian's ceph-mon, ceph-osd, radosgw and
# ceph-common packages.
#
#   scripts/s3-test-server.sh start DIR   starts it; `source DIR/env` then exports the TEST_S3_* variables
#   scripts/s3-test-server.sh stop DIR    stops what start started and removes DIR
#
# Everything (config, data, logs, sockets, pid files) lives under DIR, so several instances can run side by side.
# One monitor without cephx, one OSD (pools of size 1), and radosgw's beast frontend on 127.0.0.1. The OSD keeps its
# objects in memory, or with S3_TEST_STORE=disk in a sparse file under DIR (BlueStore), for runs larger than RAM.
# No manager daemon runs, so nothing here waits on `ceph pg stat` (it would hang).
set -euo pipefail

usage() {
  echo "usage: $0 start|stop DIR" >&2
  exit 2
}
[ $# -eq 2 ] || usage
action=$1
dir=$2

# Seconds to wait for the S3 API to answer once the daemons are started.
READY_TIMEOUT=${S3_TEST_SERVER_TIMEOUT:-120}
# The in-memory OSD's capacity (bytes of RAM it may fill): 4 GiB for the tests; the rush bench asks for what its
# founders' videos need.
STORE_BYTES=${S3_TEST_STORE_BYTES:-4294967296}
STORE=${S3_TEST_STORE:-memory}
case "$STORE" in
  memory) store_conf="osd objectstore = memstore
memstore device bytes = $STORE_BYTES" ;;
  # BlueStore on a file (created sparse at mkfs) with its cache held small: the data goes to the disk, not RAM.
  disk) store_conf="osd objectstore = bluestore
bluestore block create = true
bluestore block size = $STORE_BYTES
bluestore fsck on mkfs = false
osd memory target = 1073741824" ;;
  *)
    echo "s3-test-server: S3_TEST_STORE is memory or disk, not $STORE" >&2
    exit 2
    ;;
esac
BUCKET=portal-test
REGION=us-east-1
RGW_NAME=client.rgw.test

fail() {
  echo "s3-test-server: $*" >&2
  for log in "$dir"/log/*.log; do
    [ -f "$log" ] || continue
    echo "--- last lines of $log" >&2
    tail -n 20 "$log" >&2
  done
  # Nothing started is left running; `stop DIR` removes what is left.
  for pid in $(pids); do kill "$pid" 2>/dev/null || true; done
  exit 1
}

free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

new_uuid() {
  cat /proc/sys/kernel/random/uuid
}

random_text() {
  head -c 64 /dev/urandom | od -An -tx1 | tr -d ' \n' | head -c "$1"
}

# A signed S3 request (SigV4) to the gateway: METHOD PATH [curl options...]. Prints the HTTP status.
s3_request() {
  local method=$1 path=$2
  shift 2
  curl -s -o "$dir/log/last-s3-response.txt" -w '%{http_code}' --max-time 10 -X "$method" \
    --aws-sigv4 "aws:amz:$REGION:s3" --user "$access_key:$secret_key" \
    -H 'x-amz-content-sha256: UNSIGNED-PAYLOAD' "$@" "$endpoint$path" || true
}

pids() {
  cat "$dir"/run/*.pid 2>/dev/null || true
}

start() {
  for tool in ceph-mon ceph-osd radosgw radosgw-admin monmaptool ceph curl node; do
    command -v "$tool" >/dev/null || { echo "s3-test-server: $tool not found (apt-get install ceph-mon ceph-osd radosgw ceph-common curl)" >&2; exit 1; }
  done
  if [ -e "$dir/ceph.conf" ]; then
    echo "s3-test-server: $dir already holds a server (stop it first)" >&2
    exit 1
  fi
  mkdir -p "$dir"/{mon,osd,run,log,tmp}
  dir=$(cd "$dir" && pwd)

  local fsid mon_port rgw_port osd_uuid osd_id conf
  fsid=$(new_uuid)
  mon_port=$(free_port)
  rgw_port=$(free_port)
  conf=$dir/ceph.conf
  # The monitor gets an explicit v1 address and msgr2 is off: with a v2 address radosgw waits 300 s for it.
  # `public network` (not `public addr`) so the OSD registers with the cluster's fsid.
  cat >"$conf" <<EOF
[global]
fsid = $fsid
mon host = [v1:127.0.0.1:$mon_port]
mon initial members = a
ms bind msgr2 = false
public network = 127.0.0.0/8
auth cluster required = none
auth service required = none
auth client required = none
keyring = $dir/keyring
run dir = $dir/run
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
log file = $dir/log/\$name.log
log to stderr = false
err to stderr = false
mon data = $dir/mon/\$name
osd data = $dir/osd/\$name
$store_conf
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon max pg per osd = 1000
mon data avail warn = 1
mon data avail crit = 0
osd crush update on start = false
osd class update on start = false
osd max object name len = 256
osd max object namespace len = 64

[$RGW_NAME]
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
rgw data = $dir/rgw
rgw dns name = 127.0.0.1
# Deleted objects' data is freed within seconds, not after radosgw's default two hours: the OSD keeps it in memory.
rgw gc obj min wait = 10
rgw gc processor period = 10
EOF

  monmaptool --create --fsid "$fsid" --addv a "[v1:127.0.0.1:$mon_port]" "$dir/monmap" >"$dir/log/setup.log" 2>&1 || fail "monmaptool failed"
  ceph-mon -c "$conf" -i a --mkfs --monmap "$dir/monmap" >>"$dir/log/setup.log" 2>&1 || fail "ceph-mon --mkfs failed"
  ceph-mon -c "$conf" -i a >>"$dir/log/setup.log" 2>&1 || fail "ceph-mon did not start"

  osd_uuid=$(new_uuid)
  osd_id=$(timeout 60 ceph -c "$conf" --connect-timeout 30 osd new "$osd_uuid" 2>>"$dir/log/setup.log") || fail "the monitor did not answer 'ceph osd new'"
  # Placed in the CRUSH map from here: the OSD's own update at start can go out before it has the cluster's
  # monitor map, with a zero fsid, and then the monitor refuses it and the OSD exits.
  timeout 60 ceph -c "$conf" --connect-timeout 30 osd crush add "osd.$osd_id" 1.0 root=default >>"$dir/log/setup.log" 2>&1 || fail "'ceph osd crush add' failed"
  mkdir -p "$dir/osd/osd.$osd_id"
  ceph-osd -c "$conf" -i "$osd_id" --mkfs --osd-uuid "$osd_uuid" >>"$dir/log/setup.log" 2>&1 || fail "ceph-osd --mkfs failed"
  ceph-osd -c "$conf" -i "$osd_id" >>"$dir/log/setup.log" 2>&1 || fail "ceph-osd did not start"

  mkdir -p "$dir/rgw"
  radosgw -c "$conf" -n "$RGW_NAME" >>"$dir/log/setup.log" 2>&1 || fail "radosgw did not start"

  access_key=$(random_text 20 | tr 'a-f' 'A-F')
  secret_key=$(random_text 40)
  endpoint=http://127.0.0.1:$rgw_port

  # The user can be created once radosgw has made its pools; then the bucket, which proves S3 answers.
  local deadline=$((SECONDS + READY_TIMEOUT)) status=""
  until timeout 30 radosgw-admin -c "$conf" user create --uid=portal-test --display-name='Portal tests' \
    --access-key="$access_key" --secret="$secret_key" >>"$dir/log/setup.log" 2>&1; do
    [ $SECONDS -lt $deadline ] || fail "radosgw-admin could not create the user within ${READY_TIMEOUT}s"
    sleep 1
  done
  until [ "$status" = 200 ]; do
    status=$(s3_request PUT "/$BUCKET")
    [ "$status" = 200 ] && break
    [ $SECONDS -lt $deadline ] || fail "S3 at $endpoint did not create a bucket within ${READY_TIMEOUT}s (last status: ${status:-none}, body: $(cat "$dir/log/last-s3-response.txt" 2>/dev/null))"
    sleep 1
  done
  status=$(s3_request GET "/$BUCKET?list-type=2")
  [ "$status" = 200 ] || fail "S3 at $endpoint could not list the new bucket (status $status)"

  cat >"$dir/env" <<EOF
export TEST_S3_ENDPOINT=$endpoint
export TEST_S3_REGION=$REGION
export TEST_S3_BUCKET=$BUCKET
export TEST_S3_ACCESS_KEY_ID=$access_key
export TEST_S3_SECRET_ACCESS_KEY=$secret_key
EOF
  echo "s3-test-server: S3 at $endpoint, bucket $BUCKET (source $dir/env)"
}

stop() {
  [ -d "$dir" ] || return 0
  if [ ! -f "$dir/ceph.conf" ]; then
    rmdir "$dir" 2>/dev/null && return 0 # an empty directory: start failed before it began
    echo "s3-test-server: $dir holds no server" >&2
    exit 1
  fi
  local pid remaining
  for pid in $(pids); do kill "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 50); do
    remaining=""
    for pid in $(pids); do kill -0 "$pid" 2>/dev/null && remaining="$remaining $pid"; done
    [ -z "$remaining" ] && break
    sleep 0.2
  done
  for pid in $remaining; do kill -9 "$pid" 2>/dev/null || true; done
  rm -rf "$dir"
}

case $action in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
