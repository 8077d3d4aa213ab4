#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package: build/release/drivescope_<version>_<arch>.deb.
# The tree is configured with prefix /usr because the helper's path is compiled into
# the engine and named by the polkit policy: both must be the path the package installs.
# Usage: scripts/package.sh [BUILD_DIR]   (default build/release, the release preset's)
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build/release}
scripts/install-deps.sh
# A new tree gets the presets' generator; an existing one keeps its own.
generator=()
[[ -f $build/CMakeCache.txt ]] || generator=(-G Ninja)
cmake "${generator[@]}" -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr >/dev/null
cmake --build "$build" -j2
(cd "$build" && cpack -G DEB)
ls -l "$build"/drivescope_*.deb
