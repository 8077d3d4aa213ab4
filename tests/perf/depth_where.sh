#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Benchmark, not a test: where the time goes when DriveScope and fio keep 4 KiB random
# reads in flight on a loop device (docs/perf-parity.md, "At depth"). For each depth,
# ours (seek -q N) and the two fio references of depth_vs_fio.sh run alternating under
# perf stat, and per I/O it prints what the kernel counted:
#   enter   io_uring_enter calls (submits and waits)
#   wait    times the reader slept in the kernel for a completion (io_uring_cqring_wait)
#   cs      the reader's context switches (each sleep, each preemption)
#   cpu     the reader's CPU µs (task-clock of the whole process)
#   busy    that CPU time over the command's wall time: the share of the run the reader
#           was on a CPU (the rest it slept, waiting for the device)
#   wq      loop-worker runs (workqueue_execute_start, system-wide): each is the device
#           waking to serve what was queued; I/Os per run = the device's own batch
#   wake    wake-ups system-wide (sched_wakeup)
# and IOPS. Medians over --rounds.
#
# Usage: tests/perf/depth_where.sh [--cli PATH] [--depths "4 32"] [--count N] [--rounds R]
#                                  [--cpu N|auto|none]
# Needs root (a loop device, perf's tracepoints) and perf. Exit: 0 done, 2 bad usage,
# 77 cannot run here.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=$ROOT/build/release/app/cli/drivescope-cli
DEPTHS="4 32"
COUNT=200000
ROUNDS=3
CPU=auto
SIZE=1G

usage() { sed -n '3,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//p}' "${BASH_SOURCE[0]}"; }
while (($#)); do
    case $1 in
        --cli | --depths | --count | --rounds | --cpu)
            (($# >= 2)) || { echo "$1 needs a value" >&2; exit 2; }
            case $1 in
                --cli) CLI=$2 ;; --depths) DEPTHS=$2 ;; --count) COUNT=$2 ;; --rounds) ROUNDS=$2 ;; *) CPU=$2 ;;
            esac
            shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    esac
done

PERF_NAME=depth_where
# shellcheck source=lib/loopimage.sh
source "$ROOT/tests/perf/lib/loopimage.sh"
perf_positive --count "$COUNT" --rounds "$ROUNDS"
for d in $DEPTHS; do [[ $d =~ ^[1-9][0-9]*$ ]] || { echo "--depths: '$d' is not a depth" >&2; exit 2; }; done
command -v perf >/dev/null || { echo "$PERF_NAME: perf not installed (apt-get install linux-perf); skipped"; exit 77; }
perf_whole_mib --size "$SIZE" 1048576 ""
perf_loop_and_runner ram $((BYTES / 1048576)) "$CPU"
[[ $(perf list 2>/dev/null) == *io_uring:io_uring_cqring_wait* ]] ||
    { echo "$PERF_NAME: this kernel's io_uring tracepoints are not visible to perf; skipped"; exit 77; }

echo "# loop:   ${LOOP_CMD[*]} -> $DEV (DIO=$DIO), backing ram; both pinned to CPU $PIN; $COUNT reads per run"
echo "# $(fio --version), $("$CLI" --version), kernel $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"

READER_EVENTS=task-clock,context-switches,syscalls:sys_enter_io_uring_enter,io_uring:io_uring_cqring_wait
SYSTEM_EVENTS=workqueue:workqueue_execute_start,sched:sched_wakeup

# $1 = stem; the rest: the command. The reader's counts in STEM.reader, the system's in
# STEM.system (perf stat -x, CSV), the command's output in STEM.out.
measure() {
    local stem=$1 t0
    shift
    t0=$(date +%s%N)
    perf stat -a -x, -e "$SYSTEM_EVENTS" -o "$stem.system" -- \
        perf stat -x, -e "$READER_EVENTS" -o "$stem.reader" -- "${RUN[@]}" "$@" >"$stem.out"
    echo $(($(date +%s%N) - t0)) >"$stem.wall"
}

report() {
    python3 - "$@" <<'PY'
import json, re, statistics as st, sys
work, depth, rounds, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
def counters(path):
    out = {}
    for line in open(path):
        parts = line.strip().split(",")
        if len(parts) > 3 and parts[0] and not line.startswith("#"):
            try:
                out[parts[2]] = float(parts[0])
            except ValueError:
                pass
    return out
def iops(stem, who):
    text = open(stem + ".out").read()
    if who == "ours":
        return float(re.search(r"^Reads/s: ([0-9.]+)", text, re.M).group(1))
    return json.loads(text)["jobs"][0]["read"]["iops"]
rows = {}
for who in ("ours", "fio-batched", "fio-default"):
    per = []
    for i in range(1, rounds + 1):
        stem = f"{work}/qd{depth}.{who}{i}"
        r, s = counters(stem + ".reader"), counters(stem + ".system")
        n = count
        wall = float(open(stem + ".wall").read()) / 1e9  # the whole command, start-up included
        per.append(dict(iops=iops(stem, who), enter=r.get("syscalls:sys_enter_io_uring_enter", 0) / n,
                        wait=r.get("io_uring:io_uring_cqring_wait", 0) / n, cs=r.get("context-switches", 0) / n,
                        cpu=r.get("task-clock", 0) * 1e3 / n, busy=r.get("task-clock", 0) / 1e3 / wall,  # msec
                        wq=s.get("workqueue:workqueue_execute_start", 0) / n,
                        wake=s.get("sched:sched_wakeup", 0) / n))
    rows[who] = {k: st.median(p[k] for p in per) for k in per[0]}
for who, r in rows.items():
    print(f"QD{depth:<4} {who:<12} {r['iops']:8.0f} {r['enter']:6.3f} {r['wait']:6.3f} {r['cs']:6.3f} "
          f"{r['cpu']:6.2f} {r['busy']:5.2f} {r['wq']:6.3f} {1 / r['wq'] if r['wq'] else float('inf'):7.1f} "
          f"{r['wake']:6.3f}")
PY
}

printf '%-5s %-12s %8s %6s %6s %6s %6s %5s %6s %7s %6s\n' test tool IOPS enter wait cs "cpu µs" busy wq "I/O/wq" wake
for d in $DEPTHS; do
    common=(fio --name=qd --filename="$DEV" --direct=1 --rw=randread --bs=4k --thread --norandommap
        --randrepeat=0 --number_ios="$COUNT" --size=100% --output-format=json --ioengine=io_uring --iodepth="$d")
    for ((i = 1; i <= ROUNDS; i++)); do
        measure "$WORK/qd$d.ours$i" "$CLI" seek "$DEV" -s 4KiB -n "$COUNT" -q "$d"
        measure "$WORK/qd$d.fio-batched$i" "${common[@]}" --iodepth_batch_submit="$d" \
            --iodepth_batch_complete_min=1 --iodepth_batch_complete_max="$d"
        measure "$WORK/qd$d.fio-default$i" "${common[@]}"
    done
    report "$WORK" "$d" "$ROUNDS" "$COUNT"
done
