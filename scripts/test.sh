#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Everything CI does: install what is missing (build and test packages), build
# (release, -j2) and run every test through ctest. As root (CI) the end-to-end tests
# use real loop devices and check permissions as an unprivileged user.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh --test

# The committed .clang-format holds for every C++ file (fix: clang-format -i FILE).
git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run --Werror
scripts/configure.sh release
cmake --build --preset release -j2
ctest --preset release

# The engine's threads and the window's under ThreadSanitizer (core, e2e and ui suites;
# tests/tsan.supp says what is suppressed and why).
scripts/configure.sh tsan
cmake --build --preset tsan -j2
ctest --preset tsan

# The session reader under libFuzzer for 20 s (issue 5): a second, clang-built copy of
# the engine with ASan/UBSan and coverage, starting from a valid session file. Longer by
# hand: DRIVESCOPE_FUZZ_SEED_DIR=build/fuzz/tests/fuzz/corpus build/fuzz/tests/fuzz/fuzz_sessionreader \
#   -max_total_time=900 build/fuzz/tests/fuzz/corpus
scripts/configure.sh fuzz
cmake --build --preset fuzz -j2
ctest --preset fuzz
