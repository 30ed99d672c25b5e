# Sourced by backup.sh and restore.sh: checks for exactly one file argument (described by $1)
# and a postgres:// DATABASE_URL; prints the usage and exits 2 otherwise.
check_arguments() {
  local what=$1
  shift
  local usage="usage: DATABASE_URL=postgres://user@host:5432/db $0 <$what>"
  if [ "$#" -ne 1 ] || [ -z "$1" ]; then
    echo "$usage" >&2
    exit 2
  fi
  case "${DATABASE_URL:-}" in
    postgres://* | postgresql://*) ;;
    '') printf '%s: DATABASE_URL is not set\n%s\n' "$0" "$usage" >&2; exit 2 ;;
    *) echo "$0: DATABASE_URL must be a postgres:// URL" >&2; exit 2 ;;
  esac
}
