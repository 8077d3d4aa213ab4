#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 14: a .deb from a tree configured the plain CMake way (default prefix
# /usr/local) would install a polkit policy and a CLI naming a helper the package does
# not contain. cpack must stop with one sentence naming the prefix to use, and make no .deb.
# Run by ctest as tst_packageprefix: prefix_test.sh SOURCE_DIR WORK_DIR
set -uo pipefail
src=$1 work=$2
rm -rf "$work" && mkdir -p "$work"
cmake -S "$src" -B "$work/tree" -DDRIVESCOPE_BUILD_TESTS=OFF -DDRIVESCOPE_BUILD_UI=OFF >"$work/configure.log" 2>&1 ||
    { cat "$work/configure.log"; echo "FAIL: configure"; exit 1; }
grep -q 'CMAKE_INSTALL_PREFIX:PATH=/usr/local' "$work/tree/CMakeCache.txt" ||
    { echo "FAIL: the plain configure's prefix is not /usr/local"; exit 1; }
# If the check were gone, cpack would build and package the tree: the timeout keeps
# that failure short.
(cd "$work/tree" && timeout 600 cpack -G DEB -B "$work/deb") >"$work/cpack.log" 2>&1
rc=$?
cat "$work/cpack.log"
failures=0
[[ $rc -ne 0 ]] && echo "PASS: cpack exited $rc" || { echo "FAIL: cpack succeeded with prefix /usr/local"; failures=1; }
# CMake wraps the message over several lines: compare it as one.
tr -s ' \n' '  ' <"$work/cpack.log" | grep -q "configure it with -DCMAKE_INSTALL_PREFIX=/usr " &&
    echo "PASS: cpack names the prefix to use" || { echo "FAIL: cpack did not say which prefix to use"; failures=1; }
if compgen -G "$work/deb/*.deb" >/dev/null; then echo "FAIL: a .deb was made"; failures=1; else echo "PASS: no .deb made"; fi
exit $failures
