#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures one CMake preset's build tree (build/<preset>), quietly. The presets build
# with Ninja; a tree an older checkout made with Unix Makefiles is configured afresh
# (its cache and CMakeFiles/ replaced) instead of stopping with CMake's "Does not match
# the generator used previously".
# Usage: scripts/configure.sh PRESET
set -euo pipefail
cd "$(dirname "$0")/.."

preset=$1
cache=build/$preset/CMakeCache.txt
fresh=()
if [[ -f $cache ]] && ! grep -qx 'CMAKE_GENERATOR:INTERNAL=Ninja' "$cache"; then
    fresh=(--fresh)
fi
cmake --preset "$preset" "${fresh[@]}" >/dev/null
