#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# DriveScope's main job on a fresh Debian 12 machine: install what is missing, build
# (release, -j2) and run. Until the window lands (issue 4) the main job is the seek
# benchmark on the scratch file in ~/.cache/drivescope: no privilege needed.
# Extra arguments go to `drivescope-cli seek` (e.g. scripts/run.sh /dev/sdb -n 3000).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j2
exec build/release/app/cli/drivescope-cli seek "$@"
