#!/usr/bin/env bash
# Backs up the PostgreSQL database at DATABASE_URL into one pg_dump custom-format file.
# The dump goes to a temporary file beside the target and is renamed into place only when
# pg_dump succeeded, so a failed or interrupted run never leaves a file that looks like a backup.
set -euo pipefail

. "$(dirname -- "$0")/database-url.sh"
check_arguments output-file "$@"
out=$1
dir=$(dirname -- "$out")
if [ ! -d "$dir" ] || [ ! -w "$dir" ]; then
  echo "$0: $dir is not a writable folder" >&2
  exit 2
fi

# mktemp creates the file readable by its owner only; the backup keeps that mode.
tmp=$(mktemp -- "$dir/.$(basename -- "$out").XXXXXX")
trap 'rm -f -- "$tmp"' EXIT
trap 'exit 130' INT TERM
pg_dump --format=custom --no-owner --no-privileges --file="$tmp" --dbname="$DATABASE_URL"
mv -f -- "$tmp" "$out"
trap - EXIT

bytes=$(wc -c <"$out" | tr -d ' ')
echo "backup written: $out ($bytes bytes)"
