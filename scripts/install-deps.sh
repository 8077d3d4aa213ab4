#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages DriveScope needs to build (and, with --test, to run
# its tests). Only what is missing; uses sudo when not root. Safe to run again.
# The lists were found by running both README commands on a minimal Debian 12 root
# (debootstrap --variant=minbase, what a debian:12 container starts from). Packages are
# installed with --no-install-recommends, so each one a build or test needs is named
# here even when a bigger install would have pulled it in.
set -euo pipefail

build_pkgs=(
    build-essential    # g++, make
    cmake              # the build
    ninja-build        # the presets' generator: starts each library's files as soon as their headers are there
    pkg-config         # finds liburing
    qt6-base-dev       # Qt Core, Widgets, Concurrent, DBus, PrintSupport, Test
    qt6-charts-dev     # Qt Charts (every chart)
    libqt6opengl6-dev  # Qt6OpenGL's CMake config: Qt6Charts' config requires it and qt6-charts-dev does not depend on it
    qt6-svg-dev        # SVG chart export and the icon
    libgl-dev          # Qt6Gui's CMake config looks for OpenGL headers
    liburing-dev       # io_uring
    zlib1g-dev         # session file columns (deflate, CRC-32)
    librsvg2-bin       # rsvg-convert: the PNG icon sizes from the SVG
    dpkg-dev           # dpkg-shlibdeps: the .deb's library dependencies
    file               # CPack's DEB generator runs file(1) on every binary
    qt6-l10n-tools     # lrelease (and lupdate): the window's translations
    qt6-translations-l10n # Qt's own words in German (dialog buttons, the file dialog)
)
test_pkgs=(
    util-linux         # losetup, mount, runuser: loop devices and an unprivileged user
    fdisk              # sfdisk: partitioned loop devices for the write guards
    e2fsprogs          # mkfs.ext4: mounted loop devices for the write guards
    dmsetup            # a device-mapper holder for the write guards, a failing device for fault tests
    python3            # the package and privilege tests read XML and hold dpkg's lock with it
    fio                # the reference the parity tests compare against
    pkexec polkitd dbus # a real polkit elevation of the helper
    desktop-file-utils # desktop-file-validate
    appstream          # appstreamcli validate
    shared-mime-info   # the session MIME type
    poppler-utils      # pdftotext: checks what the PDF report says
    clang libclang-rt-14-dev # the libFuzzer build of the session reader
    clang-format       # the tree is checked against .clang-format
    git                # lists the files to check (the checkout is a git clone)
    fonts-urw-base35   # URW Bookman: the layout tests again in a wide serif desktop font
    fonts-dejavu-extra # DejaVu's condensed and light faces: other fonts installed, as on a desktop
    fontconfig         # fc-match: checks that the wide font is the one the layout tests get
)

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
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt or dpkg (unattended-upgrades, a software centre) instead of failing.
lock_wait=(-o DPkg::Lock::Timeout=600)
# An install that was interrupted (a closed terminal, a machine that restarted) leaves
# packages half configured, and apt then refuses every install until dpkg finishes
# them. Finish them the way apt's own message says, and say so.
if [[ -n "$(dpkg --audit 2>/dev/null)" ]]; then
    echo "install-deps: an earlier install was interrupted; finishing it (dpkg --configure -a)" >&2
    "${sudo[@]}" dpkg --configure -a
fi
echo "install-deps: installing ${missing[*]}" >&2
"${sudo[@]}" apt-get "${lock_wait[@]}" update -qq
"${sudo[@]}" apt-get "${lock_wait[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
