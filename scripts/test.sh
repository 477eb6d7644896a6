#!/usr/bin/env bash
# npm test: every check and test suite, the API suite and BookCars' browser walk on both engines
# (the embedded PGlite, then PostgreSQL: TEST_DATABASE_URL, or a throwaway server that
# scripts/withPostgres.sh starts), and a rolling restart of three instances behind nginx. First it
# installs the Debian packages the tests need (chromium, postgresql, nginx: only its binary, run by
# the test itself, the system's service is not used) when they are missing and it can (root with
# apt-get), otherwise it stops at once with the command to run.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then missing+=(postgresql); fi
[ -n "${NGINX:-}" ] || [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing ${missing[*]}…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The tests need ${missing[*]}. Run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

npm run lint
npm run format:check
npm run typecheck
npm run api:lint
npm run api:check
npm run i18n:check
# The suites that need PostgreSQL run in the second pass, not skipped in the first.
env -u TEST_DATABASE_URL npm run test:unit -- --testPathIgnorePatterns '[pP]ostgres\.test\.ts$'
npm run test:postgres
npm run test:rolling
# The browser tests on the embedded PGlite; then BookCars' own app walks its journey once more with the
# server on PostgreSQL (the issue's acceptance: both engines), served by the same build.
env -u TEST_DATABASE_URL npm run e2e
bash scripts/withPostgres.sh env TZ=UTC npx jest --config config/jest/e2e.config.js test/e2e/bookcarsClient.e2e.test.ts
