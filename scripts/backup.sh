#!/usr/bin/env bash
# `npm run backup`: a consistent copy of the embedded database and files (DATA_DIR) as a tar.gz.
# The embedded database has one writer, so the server must be stopped while the copy is taken.
set -euo pipefail
data_dir=$(realpath -m "${DATA_DIR:-${INIT_CWD:-$PWD}/data}")
out_dir=$(realpath -m "${BACKUP_DIR:-${INIT_CWD:-$PWD}/backups}")
[ -d "$data_dir" ] || { echo "No data directory at $data_dir (set DATA_DIR)"; exit 1; }
if [ -f "$data_dir/server.lock" ] && kill -0 "$(cat "$data_dir/server.lock")" 2>/dev/null; then
  echo "The server (pid $(cat "$data_dir/server.lock")) is using $data_dir: stop it, then run the backup again."
  exit 1
fi
mkdir -p "$out_dir"
file="$out_dir/backoffice-$(date -u +%Y%m%dT%H%M%SZ).tar.gz"
tar -czf "$file" -C "$data_dir" --exclude=server.lock .
echo "Backup written to $file"
