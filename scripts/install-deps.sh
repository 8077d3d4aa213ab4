#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages DriveScope needs to build (and, with --test, to run
# its tests). Only what is missing; uses sudo when not root. Safe to run again.
set -euo pipefail

build_pkgs=(build-essential cmake pkg-config qt6-base-dev qt6-charts-dev qt6-svg-dev libgl-dev liburing-dev zlib1g-dev librsvg2-bin dpkg-dev)
test_pkgs=(util-linux fdisk e2fsprogs fio pkexec polkitd dbus desktop-file-utils appstream shared-mime-info poppler-utils clang libclang-rt-14-dev)

want=("${build_pkgs[@]}")
if [[ "${1:-}" == "--test" ]]; then
    want+=("${test_pkgs[@]}")
fi

missing=()
for pkg in "${want[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
if ((${#missing[@]} == 0)); then
    exit 0
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
    if ! command -v sudo >/dev/null; then
        echo "install-deps: these packages are missing and sudo is not available: ${missing[*]}" >&2
        exit 1
    fi
    sudo=(sudo)
fi
echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
