#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Benchmark, not a test: the speed grid's tests (the standard and nvme profiles:
# SEQ1M Q8T1, SEQ1M Q1T1, SEQ128K Q32T1, RND4K Q32T1, RND4K Q32T16, RND4K Q1T1), each
# by DriveScope (speed --tests T -n 1) and by fio (--ioengine=io_uring, the same block,
# depth, threads, area and time), alternating, on the same loop device; prints ours/fio
# ratios of MB/s per test and direction.
#
# Usage: tests/perf/speed_vs_fio.sh [--cli PATH] [--backing ram|disk] [--tests "SEQ1M Q8T1,..."]
#                  [--seconds S] [--area SIZE] [--rounds R] [--write] [--fio-scramble]
#                  [--cpu N|auto|none]
# --backing ram (default): the image in /dev/shm behind a buffered loop device (only
# what each tool adds per I/O); disk: on a real disk behind a direct-I/O loop device.
# --write: also the write direction (our whole-device writes go to the test's own loop
# device, confirmed with --destroy-data-on).
# Target: MB/s ours/fio within 3 % for every test. fio's sequential threads each get
# their own share of the area (offset_increment), as ours do, and its buffers and file
# are registered (--fixedbufs --registerfiles), as ours are: without that, fio pins
# every buffer's pages for every I/O, which at 1 MiB costs it a third of its MB/s.
# At depth 1 fio has no path like ours (io_uring, registered buffers, one
# io_uring_submit_and_wait per I/O): its io_uring makes two system calls per I/O
# (RND4K Q1T1 came out 1.12-1.13 x fio's), and psync pins a 1 MiB buffer's pages every
# time (SEQ1M Q1T1 1.27 x). Both run, and each round's reference is the faster of them.
# Deeper than 1, fio batches as ours does (--iodepth_batch_submit=Q
# --iodepth_batch_complete_min=1 --iodepth_batch_complete_max=Q: reap what has
# completed, refill every free slot, submit them together), the reference
# depth_vs_fio.sh uses: fio's default submits each I/O alone, and on a loop device each
# lone submission wakes the loop's worker (docs/perf-parity.md, Queue depth).
# Writes: both fill their buffers with random bytes once. Ours then stamps 8 bytes per
# 4 KiB on each write; fio by default (scramble_buffers) writes three words in every
# 512 B, 4096 cache lines per 1 MiB block, which cost it 10-40 % of SEQ1M Q1T1 write
# MB/s on the RAM-backed device. So fio writes with --scramble_buffers=0, as in
# bandwidth_vs_fio.sh: it then does less per write than ours, never more.
# --fio-scramble keeps fio's default. fio's --refill_buffers (which
# buffer_compress_percentage also turns on) regenerates the whole buffer on every
# submit and made our writes look 1.07-2.0 x fio's.
# Exit: 0 done, 2 bad usage, 77 cannot run here.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=$ROOT/build/release/app/cli/drivescope-cli
BACKING=ram
TESTS="SEQ1M Q8T1,SEQ1M Q1T1,SEQ128K Q32T1,RND4K Q32T1,RND4K Q32T16,RND4K Q1T1"
SECONDS_PER=3
AREA=1G
ROUNDS=3
WRITE=0
FIO_SCRAMBLE=--scramble_buffers=0
CPU=auto

usage() { sed -n '9,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//p}' "${BASH_SOURCE[0]}"; }
while (($#)); do
    case $1 in
        --cli | --backing | --tests | --seconds | --area | --rounds | --cpu)
            (($# >= 2)) || { echo "$1 needs a value" >&2; exit 2; }
            case $1 in
                --cli) CLI=$2 ;; --backing) BACKING=$2 ;; --tests) TESTS=$2 ;; --seconds) SECONDS_PER=$2 ;;
                --area) AREA=$2 ;; --rounds) ROUNDS=$2 ;; *) CPU=$2 ;;
            esac
            shift 2 ;;
        --write) WRITE=1; shift ;;
        --fio-scramble) FIO_SCRAMBLE=; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    esac
done

PERF_NAME=speed_vs_fio
# shellcheck source=lib/loopimage.sh
source "$ROOT/tests/perf/lib/loopimage.sh"

perf_positive --rounds "$ROUNDS" --seconds "$SECONDS_PER"
perf_whole_mib --area "$AREA" 16777216 ", at least 16M"

perf_loop_and_runner "$BACKING" $((BYTES / 1048576)) "$CPU"
echo "# loop:   ${LOOP_CMD[*]} -> $DEV (DIO=$DIO), backing $BACKING, area $AREA, ${SECONDS_PER} s per test"
echo "# ours:   $CLI speed $DEV --tests T -n 1 -t $SECONDS_PER --area $BYTES $([[ $WRITE == 1 ]] && echo "--destroy-data-on $DEV" || echo --read-only) --json"
echo "# fio:    fio --ioengine=io_uring --direct=1 --fixedbufs --registerfiles --thread --group_reporting --time_based --runtime=$SECONDS_PER --bs=B --iodepth=Q --numjobs=T (--rw=read|write with --size=AREA/T --offset_increment=AREA/T, or randread|randwrite --size=AREA --norandommap)"
[[ $WRITE == 1 ]] && echo "#         writes: + ${FIO_SCRAMBLE:-(scramble_buffers left at its default)}"
echo "#         at Q > 1: + --iodepth_batch_submit=Q --iodepth_batch_complete_min=1 --iodepth_batch_complete_max=Q; at Q = 1 also --ioengine=psync (without io_uring's options), the faster of the two each round"
echo "# both run as: ${RUN[*]} CMD   (pinned to CPU $PIN), $ROUNDS rounds alternating"
echo "# $(fio --version), $("$CLI" --version), kernel $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"

# fio's job for test "$1" in direction "$2" (read|write), by io_uring or, with "$3" =
# psync, by pread/pwrite: that one only at depth 1, and nothing printed deeper.
fio_job() {
    local test=$1 dir=$2 engine=${3:-io_uring} kind size depth threads bs rw
    [[ $test =~ ^(SEQ|RND)([0-9]+)([KM])\ Q([0-9]+)T([0-9]+)$ ]] || { echo "bad test '$test'" >&2; exit 2; }
    kind=${BASH_REMATCH[1]} size=${BASH_REMATCH[2]} depth=${BASH_REMATCH[4]} threads=${BASH_REMATCH[5]}
    [[ $engine == psync ]] && ((depth > 1)) && return 0
    [[ ${BASH_REMATCH[3]} == M ]] && bs=$((size << 20)) || bs=$((size << 10))
    local job=(fio --name=grid --filename="$DEV" --direct=1 --thread --group_reporting
        --time_based --runtime="$SECONDS_PER" --bs="$bs" --numjobs="$threads" --randrepeat=0 --output-format=json)
    if [[ $engine == psync ]]; then
        job+=(--ioengine=psync)
    else
        job+=(--ioengine=io_uring --iodepth="$depth" --fixedbufs --registerfiles)
        ((depth > 1)) && job+=(--iodepth_batch_submit="$depth" --iodepth_batch_complete_min=1
            --iodepth_batch_complete_max="$depth")
    fi
    if [[ $kind == SEQ ]]; then
        [[ $dir == read ]] && rw=read || rw=write
        local share=$((BYTES / threads / bs * bs))
        job+=(--rw="$rw" --size="$share" --offset_increment="$share")
    else
        [[ $dir == read ]] && rw=randread || rw=randwrite
        job+=(--rw="$rw" --size="$BYTES" --norandommap --blockalign="$bs")
    fi
    [[ $dir == write && -n $FIO_SCRAMBLE ]] && job+=("$FIO_SCRAMBLE")
    printf '%s\0' "${job[@]}"
}

report() {
    python3 - "$@" <<'PY'
import json, os, statistics as st, sys
work, label, rounds, dirs = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4].split()
fail = False
for d in dirs:
    F, O = [], []
    for i in range(1, rounds + 1):
        # At depth 1 the faster of fio's io_uring and psync runs of the round.
        paths = [f"{work}/{label}.{kind}-{d}{i}.json" for kind in ("fio", "fiopsync")]
        F.append(max(json.load(open(p))["jobs"][0][d]["bw_bytes"] / 1e6 for p in paths if os.path.exists(p)))
        doc = json.load(open(f"{work}/{label}.ours{i}.json"))
        if doc["status"] != "completed" or not doc["direct_io"]:
            print(f"# WARNING: {label} round {i}: status={doc['status']} direct_io={doc['direct_io']}")
        cell = next(c for c in doc["speed"]["cells"] if c["direction"] == d)
        O.append(cell["median"]["mb_per_s"])
    f, o = st.median(F), st.median(O)
    ratio = o / f
    ok = 0.97 <= ratio <= 1.03
    fail |= not ok
    spread = lambda xs: 100 * (max(xs) / min(xs) - 1)
    print(f"{label:<14} {d:<5} {f:10.1f} {o:10.1f}   {ratio:6.3f} {'PASS' if ok else 'FAIL'}   {spread(F):4.0f} % {spread(O):4.0f} %")
sys.exit(10 if fail else 0)
PY
}

DIRS=read
[[ $WRITE == 1 ]] && DIRS="read write"
echo
echo "medians over $ROUNDS rounds, MB/s (10^6 B/s)"
printf '%-14s %-5s %10s %10s   %-11s   %s\n' test I/O fio ours "MB/s o/f" "spread fio/ours"
status=0
IFS=, read -ra test_list <<<"$TESTS"
for test in "${test_list[@]}"; do
    test=$(echo "$test" | xargs)
    label=${test// /_}
    ours_cmd=("$CLI" speed "$DEV" --tests "$test" -n 1 -t "$SECONDS_PER" --area "$BYTES" --json)
    if [[ $WRITE == 1 ]]; then ours_cmd+=(--destroy-data-on "$DEV"); else ours_cmd+=(--read-only); fi
    for ((i = 1; i <= ROUNDS; i++)); do
        run_fio() {
            local d job
            for d in $DIRS; do
                mapfile -d '' job < <(fio_job "$test" "$d")
                "${RUN[@]}" "${job[@]}" >"$WORK/$label.fio-$d$i.json"
                mapfile -d '' job < <(fio_job "$test" "$d" psync)
                ((${#job[@]} == 0)) || "${RUN[@]}" "${job[@]}" >"$WORK/$label.fiopsync-$d$i.json"
            done
        }
        # Alternate, and swap who goes first every round, so drift hits both alike.
        if ((i % 2)); then
            run_fio
            "${RUN[@]}" "${ours_cmd[@]}" >"$WORK/$label.ours$i.json"
        else
            "${RUN[@]}" "${ours_cmd[@]}" >"$WORK/$label.ours$i.json"
            run_fio
        fi
    done
    rc=0
    report "$WORK" "$label" "$ROUNDS" "$DIRS" || rc=$?
    ((rc == 0 || rc == 10)) || exit "$rc"
    ((rc == 10)) && status=10
done
echo "RESULT: $([[ $status == 0 ]] && echo PASS || echo FAIL)"
exit 0
