#!/bin/bash
# SPDX-License-Identifier: LGPL-2.1-or-later
# preloadd under a real `systemd --user` manager, with the units and binaries installed from the
# build (meson install --destdir): socket activation, StatusText, reload (a broken config refused
# while the old one stays), the login warm (residency checked as root), the sandbox really applied,
# a clean stop, and nothing left behind, also when a step fails.
# Usage: user-manager.sh BUILD_DIR   (exit 77: skipped)
# The manager is run by the harness (USER_MANAGER_TEST, default user-manager-run next to this
# script), which gives it its own cgroup and a private /run/systemd/system and removes both
# afterwards.
set -euo pipefail

build=$(realpath "${1:?usage: user-manager.sh BUILD_DIR}")
here=$(dirname "$(realpath "$0")")
. "$here/user-manager-lib.sh"
um_prepare "$build" user-manager-test

um_fixture_home "$work"

export PRELOADCTL=$preloadctl WORK=$work
# The manager's own messages into its log (there is no journal), shown when a step fails.
export SYSTEMD_LOG_TARGET=console
rc=0
um_run_harness "$harness" "$work/units" "$work" "$work/tests/user-manager-inner.sh" || rc=$?
exit $rc
