#!/usr/bin/env bash
# Installs schemathesis (pinned) into a venv outside the clone and prints the venv's path.
# Used by run-schemathesis.sh and by `npm test`'s setup (tools/setup/ensure-prereqs.sh test).
set -euo pipefail
SCHEMATHESIS_VERSION=4.32.5
VENV="${RLN_TOOLS_DIR:-$HOME/.cache/rln-tools}/venv-schemathesis-$SCHEMATHESIS_VERSION"
if [ ! -x "$VENV/bin/schemathesis" ]; then
  command -v python3 >/dev/null || { echo "python3 is needed for schemathesis" >&2; exit 1; }
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    echo "installing python3-venv (apt)" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >&2 \
      || { apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >&2; }
  fi
  echo "installing schemathesis $SCHEMATHESIS_VERSION into $VENV" >&2
  rm -rf "$VENV"
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" >&2
fi
echo "$VENV"
