#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Benchmark, not a test: DriveScope's sync-write benchmark against fio's
# equivalent — contiguous O_DIRECT|O_DSYNC writes, one at a time — on the same loop
# device, alternating, printing ours/fio ratios of the mean write latency (target
# within 10 %). Also O_DIRECT|O_SYNC (ours osync, fio --sync=sync).
#
# Usage: tests/perf/syncwrite_vs_fio.sh [--cli PATH] [--count N] [--rounds R]
#                         [--sizes 512,4096] [--backing disk|ram] [--cpu N|auto|none]
#                         [--fio-process] [--strict]
# Both tools run under nice -n -10, pinned to one CPU (--cpu, default the one taking the
# disk's interrupts) and fio with --thread (its writer a thread like ours; --fio-process
# for fio's default): see perf_runner in lib/loopimage.sh and seek_vs_fio.sh.
# Exit: 0 done (1 on FAIL with --strict), 2 bad usage, 77 cannot run here.
#
# --backing disk (default): the loop device's image is on the build tree's disk, with
# direct I/O, so every sync write reaches that disk; on a shared VM its latency swings
# by several times between rounds and the ratio is mostly noise. --backing ram: the
# image is in /dev/shm (buffered loop), a sync write costs only the software path, so
# the ratio shows what each tool adds per write.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=$ROOT/build/release/app/cli/drivescope-cli
COUNT=2000 # the sync-write default
ROUNDS=3
CPU=auto
FIO_MODE=--thread
SIZES=512,4096
BACKING=disk
STRICT=0

usage() { sed -n '9,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//p}' "${BASH_SOURCE[0]}"; }
while (($#)); do
    case $1 in
        --cli | --count | --rounds | --sizes | --backing | --cpu)
            (($# >= 2)) || { echo "$1 needs a value" >&2; exit 2; }
            case $1 in --cli) CLI=$2 ;; --count) COUNT=$2 ;; --rounds) ROUNDS=$2 ;; --sizes) SIZES=$2 ;; --cpu) CPU=$2 ;; *) BACKING=$2 ;; esac
            shift 2 ;;
        --strict) STRICT=1; shift ;;
        --fio-process) FIO_MODE=; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    esac
done
PERF_NAME=syncwrite_vs_fio
# shellcheck source=lib/loopimage.sh
source "$ROOT/tests/perf/lib/loopimage.sh"
perf_positive --count "$COUNT" --rounds "$ROUNDS"
IFS=, read -r -a SIZE_LIST <<<"$SIZES"
for s in "${SIZE_LIST[@]}"; do
    [[ $s =~ ^[1-9][0-9]*$ && $((s % 512)) == 0 ]] || { echo "--sizes: bytes, multiples of 512 (got '$s')" >&2; exit 2; }
done

MAXSIZE=$(printf '%s\n' "${SIZE_LIST[@]}" | sort -n | tail -1)
# Room for COUNT+1 writes of the largest size, in whole MiB, at least 64 MiB.
MIB=$(((COUNT + 1) * MAXSIZE / 1048576 + 1))
((MIB >= 64)) || MIB=64
# --backing ram: the image in /dev/shm (tmpfs has no O_DIRECT: a buffered image and
# loop device), to measure each tool's own cost per write without a disk in the way.
perf_loop_and_runner "$BACKING" "$MIB" "$CPU"
WC=$(cat "/sys/block/${DEV#/dev/}/queue/write_cache" 2>/dev/null || echo unknown)

# One (tool, mode, size) measurement into $WORK/<tool>-<mode>-<size>-<round>.json.
# fio's --sync=dsync opens O_DSYNC (our odsync); --sync=sync opens O_SYNC (our osync).
fio_cmd() { # mode size
    local flag=dsync
    [[ $1 == osync ]] && flag=sync
    echo fio --name=syncwrite --filename="$DEV" --rw=write --bs="$2" --direct=1 --sync="$flag" --ioengine=psync \
        --number_ios="$COUNT" --size=$(((COUNT + 1) * $2)) --output-format=json $FIO_MODE
}
# fio's per-write latency log (ns), so both tools' writes are summarised the same way.
fio_log() { # mode size round
    echo --write_lat_log="$WORK/fiolat-$1-$2-$3" --log_avg_msec=0 --per_job_logs=0
}
ours_cmd() { # mode size
    echo "$CLI" syncwrite "$DEV" --destroy-data-on "$DEV" --sync "$1" --sizes "$2" -n "$COUNT" --no-hdparm --json
}

echo "# image:  ${IMG_CMD[*]}   ($(stat -f -c %T "$PARENT"))"
echo "# loop:   ${LOOP_CMD[*]} -> $DEV (DIO=$DIO, write_cache=$WC, backing $BACKING)"
echo "# fio:    $(fio_cmd odsync "${SIZE_LIST[0]}")"
echo "# ours:   $(ours_cmd odsync "${SIZE_LIST[0]}")"
echo "# both run as: ${RUN[*]} CMD   (pinned to CPU $PIN)"
echo "# $(fio --version), $("$CLI" --version), kernel $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ $BACKING == ram ]]; then
    echo "# RAM-backed: the writes never reach a drive; this compares the tools' own cost per write"
else
    [[ $DIO == 1 ]] || echo "# WARNING: loop device is not using direct I/O; the page cache will flatter both tools"
fi

MODES=(odsync osync)
# Alternate A/B inside every round so drift (host caching, other tenants) hits both alike.
for ((i = 1; i <= ROUNDS; i++)); do
    for mode in "${MODES[@]}"; do
        for size in "${SIZE_LIST[@]}"; do
            # Who goes first swaps every round, so a steady drift favours neither tool.
            if ((i % 2)); then order=(fio ours); else order=(ours fio); fi
            for tool in "${order[@]}"; do
                if [[ $tool == fio ]]; then
                    # shellcheck disable=SC2046 # the commands are word lists on purpose
                    "${RUN[@]}" $(fio_cmd "$mode" "$size") $(fio_log "$mode" "$size" "$i") >"$WORK/fio-$mode-$size-$i.json"
                else
                    # shellcheck disable=SC2046
                    "${RUN[@]}" $(ours_cmd "$mode" "$size") >"$WORK/ours-$mode-$size-$i.json"
                fi
            done
        done
    done
    echo "# round $i of $ROUNDS done"
done

status=0
python3 - "$WORK" "$ROUNDS" "${MODES[*]}" "${SIZE_LIST[*]}" <<'PY' || status=$?
import json, statistics as st, sys
work, rounds, modes, sizes = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(), sys.argv[4].split()

def stats(lat):
    """Mean, mean of the fastest 99 % and median of one run's per-write latencies (ns)."""
    lat = sorted(lat)
    keep = lat[:max(1, len(lat) * 99 // 100)]
    return dict(mean=st.fmean(lat), trim=st.fmean(keep), p50=lat[(len(lat) + 1) // 2 - 1], n=len(lat))

def fio(mode, size, i):
    w = json.load(open(f"{work}/fio-{mode}-{size}-{i}.json"))["jobs"][0]["write"]
    lat = [int(l.split(",")[1]) for l in open(f"{work}/fiolat-{mode}-{size}-{i}_lat.log")]
    if len(lat) != w["total_ios"]:
        print(f"# WARNING: fio log has {len(lat)} writes, its JSON {w['total_ios']}")
    r = stats(lat[1:])  # fio's first write out, as our warm-up write is
    r["fio_mean"] = w["lat_ns"]["mean"]  # fio's own figure, all writes
    return r

def ours(mode, size, i):
    runs = json.load(open(f"{work}/ours-{mode}-{size}-{i}.json")); d = runs[0]
    if len(runs) != 1 or d["status"] != "completed" or not d["direct_io"]:
        print(f"# WARNING: ours {mode} {size} {i}: runs={len(runs)} status={d['status']} direct_io={d['direct_io']}")
    smp = d["samples"]
    lat = [l for l, f in zip(smp["latency_ns"], smp["flags"]) if not f & 1]
    r = stats(lat)
    assert abs(r["mean"] - d["summary"]["mean_ns"]) < 1, "our summary disagrees with our samples"
    return r

us = lambda ns: f"{ns / 1e3:8.1f}µs"
print(f"\n{'mode':<7} {'size':>5} {'round':>5} {'fio mean':>10} {'ours mean':>10} {'ratio':>6} "
      f"{'fio trim':>10} {'ours trim':>10} {'ratio':>6} {'fio p50':>10} {'ours p50':>10} {'writes':>11}")
fail = False
summary = []
for mode in modes:
    for size in sizes:
        F = [fio(mode, size, i) for i in range(1, rounds + 1)]
        O = [ours(mode, size, i) for i in range(1, rounds + 1)]
        for i, (f, o) in enumerate(zip(F, O), 1):
            print(f"{mode:<7} {size:>5} {i:>5} {us(f['mean'])} {us(o['mean'])} {o['mean'] / f['mean']:6.3f} "
                  f"{us(f['trim'])} {us(o['trim'])} {o['trim'] / f['trim']:6.3f} {us(f['p50'])} {us(o['p50'])} "
                  f"{f['n']:>5}/{o['n']:<5}")
        # Each round's two runs ran back to back under the same conditions: the median of
        # the paired ratios resists drift between rounds better than a ratio of medians.
        ratio = lambda k: st.median(o[k] / f[k] for f, o in zip(F, O))
        r_mean, r_trim, r_p50 = ratio("mean"), ratio("trim"), ratio("p50")
        target = mode == "odsync"  # the brief's comparison; osync is shown for information
        ok = lambda r: 0.90 <= r <= 1.10
        fail |= target and not ok(r_mean)
        verdict = lambda r: ("PASS" if ok(r) else "FAIL") if target else ("ok" if ok(r) else "off")
        spread = lambda rows: 100 * (max(r["mean"] for r in rows) / min(r["mean"] for r in rows) - 1)
        summary.append(f"{mode:<7} {size:>5} {us(st.median(f['mean'] for f in F))} {us(st.median(o['mean'] for o in O))} "
                       f"{r_mean:7.3f} {verdict(r_mean):<5} {r_trim:7.3f} {verdict(r_trim):<5} {r_p50:7.3f} {verdict(r_p50):<5} "
                       f"{spread(F):5.0f} % {spread(O):5.0f} %")
print(f"\nours/fio = median over {rounds} rounds of the per-round ratio; target 1.00 ± 10 % for odsync "
      "(verdict on the mean), osync for information.\nmean = all writes but the first; trim = mean of the "
      "fastest 99 %; both tools' writes summarised identically from per-write latencies (fio's lat log).")
print(f"{'mode':<7} {'size':>5} {'fio mean':>10} {'ours mean':>10} {'mean':>7} {'':<5} {'trim':>7} {'':<5} "
      f"{'p50':>7} {'':<5} {'spread of means fio, ours':>15}")
print("\n".join(summary))
print("noise: a ratio off by less than the spread of the means across rounds is not a finding")
print("RESULT:", "FAIL" if fail else "PASS")
sys.exit(10 if fail else 0)  # 10 = FAIL, anything else non-zero = broken
PY
((status == 0 || status == 10)) || exit "$status"
((STRICT && status == 10)) && exit 1
exit 0
