#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Benchmark, not a test: DriveScope's sync-write benchmark (seed 002) against fio's
# equivalent — contiguous O_DIRECT|O_DSYNC writes, one at a time — on the same loop
# device, alternating, printing ours/fio ratios of the mean write latency (target
# within 10 %). Also O_DIRECT|O_SYNC (ours osync, fio --sync=sync).
#
# Usage: tests/perf/syncwrite_vs_fio.sh [--cli PATH] [--count N] [--rounds R]
#                                       [--sizes 512,4096] [--strict]
# Exit: 0 done (1 on FAIL with --strict), 2 bad usage, 77 cannot run here.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=$ROOT/build/release/app/cli/drivescope-cli
COUNT=2000 # seed 002's write count
ROUNDS=3
SIZES=512,4096
STRICT=0

usage() { sed -n '9,10s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }
while (($#)); do
    case $1 in
        --cli | --count | --rounds | --sizes)
            (($# >= 2)) || { echo "$1 needs a value" >&2; exit 2; }
            case $1 in --cli) CLI=$2 ;; --count) COUNT=$2 ;; --rounds) ROUNDS=$2 ;; *) SIZES=$2 ;; esac
            shift 2 ;;
        --strict) STRICT=1; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    esac
done
[[ $COUNT =~ ^[1-9][0-9]*$ && $ROUNDS =~ ^[1-9][0-9]*$ ]] || { echo "--count and --rounds must be positive integers" >&2; exit 2; }
IFS=, read -r -a SIZE_LIST <<<"$SIZES"
for s in "${SIZE_LIST[@]}"; do
    [[ $s =~ ^[1-9][0-9]*$ && $((s % 512)) == 0 ]] || { echo "--sizes: bytes, multiples of 512 (got '$s')" >&2; exit 2; }
done

((EUID == 0)) || { echo "syncwrite_vs_fio: needs root to attach a loop device (losetup); skipped"; exit 77; }
command -v fio >/dev/null || { echo "syncwrite_vs_fio: fio not installed (apt-get install fio); skipped"; exit 77; }
command -v python3 >/dev/null || { echo "syncwrite_vs_fio: python3 needed to read JSON; skipped"; exit 77; }
[[ -x $CLI ]] || { echo "syncwrite_vs_fio: $CLI not executable; build with: cmake --build build/release" >&2; exit 2; }

# The image must live on a real disk: on tmpfs the loop device cannot do direct I/O
# and every "synchronous" write would stop in RAM.
PARENT=
for d in "$ROOT/build" /var/tmp; do
    [[ -d $d && -w $d ]] || continue
    case $(stat -f -c %T "$d") in tmpfs | ramfs | overlayfs) continue ;; esac
    PARENT=$d && break
done
[[ -n $PARENT ]] || { echo "syncwrite_vs_fio: no disk-backed directory (tried build/, /var/tmp); skipped"; exit 77; }

MAXSIZE=$(printf '%s\n' "${SIZE_LIST[@]}" | sort -n | tail -1)
# Room for COUNT+1 writes of the largest size, in whole MiB, at least 64 MiB.
MIB=$(((COUNT + 1) * MAXSIZE / 1048576 + 1))
((MIB >= 64)) || MIB=64
WORK=$(mktemp -d "$PARENT/syncwrite_vs_fio.XXXXXX")
DEV=
# shellcheck disable=SC2317 # called from the EXIT trap
cleanup() {
    if [[ -n $DEV ]]; then losetup -d "$DEV" || echo "warning: could not detach $DEV" >&2; fi
    rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

IMG=$WORK/backing.img
IMG_CMD=(dd if=/dev/urandom of="$IMG" bs=1M count="$MIB" oflag=direct status=none)
"${IMG_CMD[@]}"
DEV=$(losetup -f --show --direct-io=on "$IMG")
DIO=$(losetup -n -l -O DIO "$DEV" | tr -d ' ')
WC=$(cat "/sys/block/${DEV#/dev/}/queue/write_cache" 2>/dev/null || echo unknown)

# One (tool, mode, size) measurement into $WORK/<tool>-<mode>-<size>-<round>.json.
# fio's --sync=dsync opens O_DSYNC (our odsync); --sync=sync opens O_SYNC (our osync).
fio_cmd() { # mode size
    local flag=dsync
    [[ $1 == osync ]] && flag=sync
    echo fio --name=syncwrite --filename="$DEV" --rw=write --bs="$2" --direct=1 --sync="$flag" --ioengine=psync \
        --number_ios="$COUNT" --size=$(((COUNT + 1) * $2)) --output-format=json
}
ours_cmd() { # mode size
    echo "$CLI" syncwrite "$DEV" --destroy-data-on "$DEV" --sync "$1" --sizes "$2" -n "$COUNT" --no-hdparm --json
}

echo "# image:  ${IMG_CMD[*]}   ($(stat -f -c %T "$PARENT"))"
echo "# loop:   losetup -f --show --direct-io=on $IMG -> $DEV (DIO=$DIO, write_cache=$WC)"
echo "# fio:    $(fio_cmd odsync "${SIZE_LIST[0]}")"
echo "# ours:   $(ours_cmd odsync "${SIZE_LIST[0]}")"
echo "# $(fio --version), $("$CLI" --version), kernel $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"
[[ $DIO == 1 ]] || echo "# WARNING: loop device is not using direct I/O; the page cache will flatter both tools"

MODES=(odsync osync)
# Alternate A/B inside every round so drift (host caching, other tenants) hits both alike.
for ((i = 1; i <= ROUNDS; i++)); do
    for mode in "${MODES[@]}"; do
        for size in "${SIZE_LIST[@]}"; do
            # shellcheck disable=SC2046 # the commands are word lists on purpose
            $(fio_cmd "$mode" "$size") >"$WORK/fio-$mode-$size-$i.json"
            # shellcheck disable=SC2046
            $(ours_cmd "$mode" "$size") >"$WORK/ours-$mode-$size-$i.json"
        done
    done
    echo "# round $i of $ROUNDS done"
done

status=0
python3 - "$WORK" "$ROUNDS" "${MODES[*]}" "${SIZE_LIST[*]}" <<'PY' || status=$?
import json, statistics as st, sys
work, rounds, modes, sizes = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(), sys.argv[4].split()
def fio(path):
    w = json.load(open(path))["jobs"][0]["write"]
    return dict(mean=w["lat_ns"]["mean"], p50=w["clat_ns"]["percentile"]["50.000000"],
                p99=w["clat_ns"]["percentile"]["99.000000"], n=w["total_ios"])
def ours(path):
    runs = json.load(open(path)); d = runs[0]; s = d["summary"]
    if len(runs) != 1 or d["status"] != "completed" or not d["direct_io"]:
        print(f"# WARNING: {path}: runs={len(runs)} status={d['status']} direct_io={d['direct_io']}")
    return dict(mean=s["mean_ns"], p50=s["p50_ns"], p99=s["p99_ns"], n=s["count"])
print(f"\n{'mode':<7} {'size':>5} {'round':>5} {'fio mean':>10} {'ours mean':>10} {'ratio':>6} "
      f"{'fio p50':>9} {'ours p50':>9} {'writes':>12}")
fail = False
summary = []
for mode in modes:
    for size in sizes:
        F = [fio(f"{work}/fio-{mode}-{size}-{i}.json") for i in range(1, rounds + 1)]
        O = [ours(f"{work}/ours-{mode}-{size}-{i}.json") for i in range(1, rounds + 1)]
        for i, (f, o) in enumerate(zip(F, O), 1):
            print(f"{mode:<7} {size:>5} {i:>5} {f['mean'] / 1e3:8.1f}µs {o['mean'] / 1e3:8.1f}µs "
                  f"{o['mean'] / f['mean']:6.3f} {f['p50'] / 1e3:7.1f}µs {o['p50'] / 1e3:7.1f}µs "
                  f"{f['n']:>5}/{o['n']:<6}")
        fm, om = st.median(f["mean"] for f in F), st.median(o["mean"] for o in O)
        ratio = om / fm
        # Only odsync is the brief's comparison; osync is shown for information.
        target = mode == "odsync"
        ok = 0.90 <= ratio <= 1.10
        fail |= target and not ok
        spread = lambda rows: 100 * (max(r["mean"] for r in rows) / min(r["mean"] for r in rows) - 1)
        summary.append(f"{mode:<7} {size:>5} {fm / 1e3:9.1f}µs {om / 1e3:9.1f}µs {ratio:9.3f}  "
                       f"{'1.00 ± 10 %' if target else '(info)':<12} "
                       f"{('PASS' if ok else 'FAIL') if target else ('ok' if ok else 'off')}   "
                       f"spread fio {spread(F):.1f} %, ours {spread(O):.1f} %")
print(f"\nmedians over {rounds} rounds of the mean write latency (fio lat_ns = the whole pwrite; ours excludes "
      "one warm-up write)")
print(f"{'mode':<7} {'size':>5} {'fio':>11} {'ours':>11} {'ours/fio':>9}  {'target':<12} verdict")
print("\n".join(summary))
print("noise: a ratio off by less than the spread across rounds is not a finding")
print("RESULT:", "FAIL" if fail else "PASS")
sys.exit(10 if fail else 0)  # 10 = FAIL, anything else non-zero = broken
PY
((status == 0 || status == 10)) || exit "$status"
((STRICT && status == 10)) && exit 1
exit 0
