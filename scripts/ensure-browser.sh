#!/usr/bin/env bash
# The browser the end-to-end suite drives: Chromium (CHROME_PATH or /usr/bin/chromium) and a Devanagari font for
# the Hindi pages. Missing ones are installed from Debian's packages when this runs as root with apt-get (a fresh
# machine of this project's kind); elsewhere it says what to install and fails.
set -euo pipefail
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
fc-list :lang=hi 2>/dev/null | grep -q . || missing+=(fonts-noto-core)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "e2e: installing ${missing[*]} from Debian's packages"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "e2e: the end-to-end suite needs ${missing[*]}: install them (Debian: apt-get install ${missing[*]}), or set CHROME_PATH to a Chromium" >&2
exit 1
