#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# DriveScope's main job on a fresh Debian 12 machine: install what is missing, build
# (release, -j2) and open the window. The scratch file in ~/.cache/drivescope is chosen
# at first, so Start works without any privilege.
# Without a display (no DISPLAY or WAYLAND_DISPLAY) drivescope says so and runs
# `drivescope-cli seek` on the scratch file instead; extra arguments go to it then
# (e.g. scripts/run.sh /dev/sdb -n 3000).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
scripts/configure.sh release
# Only the three programs, not the tests (scripts/test.sh builds those).
targets=(drivescope-cli drivescope-helper)
grep -q '^DRIVESCOPE_BUILD_UI:BOOL=ON' build/release/CMakeCache.txt && targets+=(drivescope)
cmake --build --preset release -j2 --target "${targets[@]}"
if [[ -x build/release/app/gui/drivescope ]]; then
    exec build/release/app/gui/drivescope "$@"
fi
# Built without the window (-DDRIVESCOPE_BUILD_UI=OFF): the CLI's default job.
exec build/release/app/cli/drivescope-cli seek "$@"
