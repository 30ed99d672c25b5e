#!/usr/bin/env bash
# Restores a backup made by backup.sh into the database at DATABASE_URL, replacing the objects
# the backup contains. It runs as one transaction: if anything fails, the database is left as it
# was. Stop the API servers and workers first; their queries would hold up the restore.
set -euo pipefail

. "$(dirname -- "$0")/database-url.sh"
check_arguments backup-file "$@"
file=$1
if [ ! -f "$file" ] || [ ! -r "$file" ]; then
  echo "$0: $file is not a readable file" >&2
  exit 2
fi
# Reading the table of contents rejects a file that is not a pg_dump archive before the
# database is touched.
if ! pg_restore --list -- "$file" >/dev/null; then
  echo "$0: $file is not a pg_dump custom-format archive" >&2
  exit 1
fi

pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" -- "$file"
echo "restored: $file"
