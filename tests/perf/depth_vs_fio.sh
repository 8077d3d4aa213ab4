#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Benchmark, not a test: 4 KiB O_DIRECT random reads at several queue depths and
# thread counts, DriveScope (seek -q N -w T) against fio, alternating, on the same loop
# device; judges ours/fio IOPS over many rounds (median, bootstrap 95 % interval, sign
# test: lib/roundstats.py), and prints mean and p99 latency and CPU time per I/O.
#
# Two references, both fio on the same device: "batched" --ioengine=io_uring
# --iodepth=N --iodepth_batch_submit=N --iodepth_batch_complete_min=1
# --iodepth_batch_complete_max=N (as ours: reap every completion there is, refill every
# free slot, send them with the next wait), and fio's defaults (--ioengine=io_uring
# --iodepth=N: one I/O submitted at a time). At depth 1 the batched reference is
# --ioengine=psync (ours reads with pread there).
#
# Usage: tests/perf/depth_vs_fio.sh [--cli PATH] [--backing ram|disk] [--depths "1 4 32 128"]
#                  [--threads "1 2"] [--count N] [--size SIZE] [--rounds R] [--cpu N|auto|none]
# --backing ram (default): the image in /dev/shm behind a buffered loop device, so no
# disk is in the way and only what each tool adds per I/O is compared. disk: the image
# on a real disk behind a direct-I/O loop device.
# --count: reads per thread per run (default 100000 for ram, 20000 for disk).
# --rounds: alternations per test (default 15; each round runs the three, the order
# rotated).
# All run under nice -n -10, pinned to one CPU (perf_runner in lib/loopimage.sh).
# Target: at no depth and thread count is ours behind either reference in 80 % of the
# rounds or more (12 of 15); RESULT: FAIL names such a test. CPU is user + system time
# of the whole process (getrusage via /usr/bin/time): this VM has no hardware counters.
# Each tool prints its summary report (ours: the text report, read back here; fio: its
# JSON), so neither pays for writing every sample.
# Exit: 0 done, 2 bad usage, 77 cannot run here.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=$ROOT/build/release/app/cli/drivescope-cli
BACKING=ram
DEPTHS="1 4 32 128"
THREADS="1 2"
COUNT=
SIZE=1G
ROUNDS=15
CPU=auto

usage() { sed -n '3,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//p}' "${BASH_SOURCE[0]}"; }
while (($#)); do
    case $1 in
        --cli | --backing | --depths | --threads | --count | --size | --rounds | --cpu)
            (($# >= 2)) || { echo "$1 needs a value" >&2; exit 2; }
            case $1 in
                --cli) CLI=$2 ;; --backing) BACKING=$2 ;; --depths) DEPTHS=$2 ;; --threads) THREADS=$2 ;;
                --count) COUNT=$2 ;; --size) SIZE=$2 ;; --rounds) ROUNDS=$2 ;; *) CPU=$2 ;;
            esac
            shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    esac
done

PERF_NAME=depth_vs_fio
# shellcheck source=lib/loopimage.sh
source "$ROOT/tests/perf/lib/loopimage.sh"

[[ -z $COUNT ]] && { [[ $BACKING == ram ]] && COUNT=100000 || COUNT=20000; }
perf_positive --count "$COUNT" --rounds "$ROUNDS"
for d in $DEPTHS; do [[ $d =~ ^[1-9][0-9]*$ ]] || { echo "--depths: '$d' is not a depth" >&2; exit 2; }; done
for t in $THREADS; do [[ $t =~ ^[1-9][0-9]*$ ]] || { echo "--threads: '$t' is not a thread count" >&2; exit 2; }; done
perf_whole_mib --size "$SIZE" 1048576 " (256M, 1G)"

[[ -x /usr/bin/time ]] || { echo "$PERF_NAME: /usr/bin/time needed for CPU time (apt-get install time); skipped"; exit 77; }
perf_loop_and_runner "$BACKING" $((BYTES / 1048576)) "$CPU"

echo "# loop:   ${LOOP_CMD[*]} -> $DEV (DIO=$DIO), backing $BACKING"
echo "# fio:    fio --name=qd --filename=$DEV --direct=1 --rw=randread --bs=4k --numjobs=T --thread --group_reporting --norandommap --randrepeat=0 --number_ios=$COUNT --size=100% --lat_percentiles=1 --output-format=json"
echo "#         + depth 1: --ioengine=psync; depth N > 1: --ioengine=io_uring --iodepth=N --iodepth_batch_submit=N --iodepth_batch_complete_min=1 --iodepth_batch_complete_max=N"
echo "#         fio defaults (column 'o/fio-default'): + --ioengine=io_uring --iodepth=N"
echo "# ours:   $CLI seek $DEV -s 4KiB -n $COUNT -q N -w T   (its text report)"
echo "# both run as: ${RUN[*]} CMD   (pinned to CPU $PIN), $ROUNDS rounds alternating"
echo "# $(fio --version), $("$CLI" --version), kernel $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"

# $1 = stem; the rest: the command. Its output in STEM.json, its CPU seconds in STEM.cpu.
measure() {
    local stem=$1
    shift
    "${RUN[@]}" /usr/bin/time -f '%U %S' -o "$stem.cpu" "$@" >"$stem.json"
}

report() {
    PYTHONPATH="$ROOT/tests/perf/lib" python3 - "$@" <<'PY'
import json, re, statistics as st, sys
from roundstats import judge, cell
work, label, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
def cpu(stem):
    u, s = open(stem + ".cpu").read().split()[-2:]
    return float(u) + float(s)
def fio(stem):
    job = json.load(open(stem + ".json"))["jobs"][0]
    r = job["read"]
    levels = job.get("iodepth_level", {})
    return dict(iops=r["iops"], mean=r["lat_ns"]["mean"], p99=r["lat_ns"]["percentile"]["99.000000"],
                cpu=cpu(stem) / r["total_ios"], levels=levels)
UNIT_NS = {"ns": 1, "µs": 1e3, "ms": 1e6, "s": 1e9}
def ours(stem):
    # The text report: "Mean: 96.9 µs; …", "Percentiles: …; p99 231 µs; …",
    # "Reads/s: 328535 (100000 reads in …", "In flight at submission: …; mean 31.98 of 32."
    text = open(stem + ".json").read()
    if "O_DIRECT" not in text.splitlines()[0]:
        print(f"# WARNING: {stem}: not O_DIRECT: {text.splitlines()[0]}")
    ns = lambda m: float(m.group(1)) * UNIT_NS[m.group(2)]
    mean = ns(re.search(r"^Mean: ([0-9.]+) (ns|µs|ms|s);", text, re.M))
    p99 = ns(re.search(r"; p99 ([0-9.]+) (ns|µs|ms|s);", text))
    rate = re.search(r"^Reads/s: ([0-9.]+) \(([0-9]+) reads", text, re.M)
    depth = re.search(r"^In flight at submission: .*; mean ([0-9.]+) of", text, re.M)
    return dict(iops=float(rate.group(1)), mean=mean, p99=p99, cpu=cpu(stem) / int(rate.group(2)),
                inflight=float(depth.group(1)) if depth else 1.0)
F = [fio(f"{work}/{label}.fio{i}") for i in range(1, rounds + 1)]
O = [ours(f"{work}/{label}.ours{i}") for i in range(1, rounds + 1)]
D = [fio(f"{work}/{label}.fiodefault{i}") for i in range(1, rounds + 1)]
med = lambda rows, k: st.median(r[k] for r in rows)
# Same-round ratios: drift between rounds hits both sides of each ratio alike.
vs_batched = judge([o["iops"] / f["iops"] for o, f in zip(O, F)])
vs_default = judge([o["iops"] / d["iops"] for o, d in zip(O, D)])
lat = lambda k: st.median(o[k] / f[k] for o, f in zip(O, F))
cpu_ratio = st.median(o["cpu"] / f["cpu"] for o, f in zip(O, F))
print(f"{label:<7} {med(F, 'iops'):8.0f} {med(D, 'iops'):8.0f} {med(O, 'iops'):8.0f}   "
      f"{cell(vs_batched):<38} {cell(vs_default):<38} {lat('mean'):6.3f} {lat('p99'):6.3f} {cpu_ratio:6.3f} "
      f"{med(O, 'inflight'):7.2f}")
sys.exit(10 if "behind" in (vs_batched["verdict"], vs_default["verdict"]) else 0)
PY
}

echo
echo "medians over $ROUNDS rounds alternating; IOPS o/f: the median of the rounds' ours/fio ratios [bootstrap 95 % interval]"
echo "rounds ours was ahead/rounds, sign-test p, verdict (behind: behind in >= 80 % of rounds; ahead: interval above 1"
echo "and p < 0.05; else tied). Latency and CPU: median ours/fio-batched ratios (fio lat: from the I/O's preparation to"
echo "its completion; ours: from just before the submitting system call). In flight: ours, mean at submission."
printf '%-7s %8s %8s %8s   %-38s %-38s %6s %6s %6s %7s\n' \
    test "fio-bat" "fio-def" ours "IOPS ours/fio-batched" "IOPS ours/fio-default" "mean" "p99" "CPU" "inflight"
status=0
for t in $THREADS; do
    for d in $DEPTHS; do
        label="Q${d}T${t}"
        fio_common=(fio --name=qd --filename="$DEV" --direct=1 --rw=randread --bs=4k
            --numjobs="$t" --thread --group_reporting --norandommap --randrepeat=0
            --number_ios="$COUNT" --size=100% --lat_percentiles=1 --output-format=json)
        if ((d == 1)); then
            fio_cmd=("${fio_common[@]}" --ioengine=psync)
        else
            fio_cmd=("${fio_common[@]}" --ioengine=io_uring --iodepth="$d" --iodepth_batch_submit="$d"
                --iodepth_batch_complete_min=1 --iodepth_batch_complete_max="$d")
        fi
        fio_default=("${fio_common[@]}" --ioengine=io_uring --iodepth="$d")
        ours_cmd=("$CLI" seek "$DEV" -s 4KiB -n "$COUNT" -q "$d" -w "$t")
        # Alternate, and rotate who goes first every round, so drift hits all alike.
        for ((i = 1; i <= ROUNDS; i++)); do
            case $((i % 3)) in
                1) order="fio ours default" ;; 2) order="ours default fio" ;; *) order="default fio ours" ;;
            esac
            for who in $order; do
                case $who in
                    fio) measure "$WORK/$label.fio$i" "${fio_cmd[@]}" ;;
                    ours) measure "$WORK/$label.ours$i" "${ours_cmd[@]}" ;;
                    *) measure "$WORK/$label.fiodefault$i" "${fio_default[@]}" ;;
                esac
            done
        done
        rc=0
        report "$WORK" "$label" "$ROUNDS" || rc=$?
        ((rc == 0 || rc == 10)) || exit "$rc"
        ((rc == 10)) && status=10
    done
done
echo "RESULT: $([[ $status == 0 ]] && echo PASS || echo FAIL)"
exit 0
