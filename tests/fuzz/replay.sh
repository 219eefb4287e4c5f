#!/bin/sh
# Replays one fuzz target over freshly generated seeds and the checked-in regression inputs.
# Usage: replay.sh FUZZ_BINARY NAME SRCDIR SEEDDIR
set -eu
bin=$1 name=$2 src=$3 seeds=$4
"$src/make-seeds.sh" "$name" "$seeds/$name" "$src/../.."
set -- "$seeds/$name"
[ -d "$src/corpus/$name" ] && set -- "$@" "$src/corpus/$name"
exec "$bin" "$@"
