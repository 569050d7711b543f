#!/usr/bin/env bash
# Makes sure a Chromium is available for the browser tests (Playwright drives it through
# executablePath; its own browser download is not used). Set CHROMIUM_PATH to use another build.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$chromium" ]; then
  exit 0
fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', but no executable is there." >&2
  echo "Point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests (apt-get install chromium)..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  if [ -x "$chromium" ]; then
    exit 0
  fi
  echo "apt-get finished but $chromium is still missing." >&2
  exit 1
fi

cat >&2 <<MSG
The browser tests need Chromium at $chromium, and it is not installed.
Install it, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install -y chromium
  Fedora:         sudo dnf install -y chromium
  macOS:          brew install --cask chromium
Or point CHROMIUM_PATH at an existing Chromium or Chrome binary, for example:
  CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm run test:e2e
MSG
exit 1
