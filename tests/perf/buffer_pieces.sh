#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Benchmark, not a test: how fast 1 MiB O_DIRECT reads of a loop device are when the
# reading buffer is in K physically contiguous pieces per 512 KiB request (one
# scatter-gather segment each), and which way their I/O completed (ksoftirqd wake-ups per
# read: ~0 inline, ~1 deferred; lib/completionmode.py). It shows why --huge-pages exists
# and why the *_vs_fio.sh scripts put both tools' buffers in huge pages: on the build VM
# (virtio-blk without indirect descriptors) a request of K pieces takes K + 2 of the
# ring's 256 descriptors, so the loop device's two 512 KiB requests per block fit at once
# only up to K = 126; from K = 127 the second waits for the first.
#
# Usage: tests/perf/buffer_pieces.sh [--pieces "1 64 126 127 128"] [--rounds R] [--cpu N|auto|none]
# Needs root (loop device, /proc/self/pagemap), a C compiler and transparent huge pages.
# Exit: 0 done, 2 bad usage, 77 cannot run here.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
PIECES="1 64 120 126 127 128"
ROUNDS=3
CPU=auto
usage() { sed -n '12,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//p}' "${BASH_SOURCE[0]}"; }
while (($#)); do
    case $1 in
        --pieces | --rounds | --cpu)
            (($# >= 2)) || { echo "$1 needs a value" >&2; exit 2; }
            case $1 in --pieces) PIECES=$2 ;; --rounds) ROUNDS=$2 ;; *) CPU=$2 ;; esac
            shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    esac
done
[[ $ROUNDS =~ ^[1-9][0-9]*$ ]] || { echo "--rounds must be a positive integer" >&2; exit 2; }
for k in $PIECES; do
    [[ $k =~ ^[0-9]+$ ]] && ((k >= 1 && k <= 128)) || { echo "--pieces: each from 1 to 128, got '$k'" >&2; exit 2; }
done
((EUID == 0)) || { echo "buffer_pieces: needs root (loop device, pagemap); skipped"; exit 77; }
CC=$(command -v cc || command -v gcc || true)
[[ -n $CC ]] || { echo "buffer_pieces: no C compiler; skipped"; exit 77; }

PERF_NAME=buffer_pieces
CLI=/bin/true # perf_require is not used: no DriveScope binary is needed here
# shellcheck source=lib/loopimage.sh
source "$ROOT/tests/perf/lib/loopimage.sh"
perf_pick_parent $((1 << 30))
perf_workdir
perf_make_loop 1024
perf_runner "$CPU"
"$CC" -O2 -o "$WORK/buffer_pieces" "$ROOT/tests/perf/buffer_pieces.c"
"${RUN[@]}" dd if="$DEV" of=/dev/null bs=1M iflag=direct status=none # untimed: the host has the image

echo "# loop: $DEV (DIO=$DIO) over $IMG; 512 reads of 1 MiB per run, pinned to CPU $PIN"
echo "# virtio features of the disks (bit 28 = indirect descriptors):"
for f in /sys/bus/virtio/devices/virtio*/features; do
    [[ $(cat "${f%/features}/device") == 0x0002 ]] && echo "#   ${f%/features}: bit 28 = $(cut -c29 "$f")"
done
printf '%-8s %-14s %10s %12s  %s\n' round pieces "MB/s" "ksoftirqd/IO" completion
for ((r = 1; r <= ROUNDS; r++)); do
    for k in $PIECES; do
        a=$(perf_softirq_switches)
        read -r p1 p2 mbs < <("${RUN[@]}" "$WORK/buffer_pieces" "$DEV" "$k" 512)
        b=$(perf_softirq_switches)
        per=$(awk -v d=$((b - a)) 'BEGIN { printf "%.2f", d / 512 }')
        printf '%-8s %-14s %10s %12s  %s\n' "$r" "$p1/$p2" "$mbs" "$per" "$(awk -v p="$per" 'BEGIN { print (p >= 0.5 ? "deferred" : "inline") }')"
    done
done
