#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Benchmark, not a test: DriveScope's bandwidth benchmark against fio's equivalent
# (sequential 1 MiB O_DIRECT pread/pwrite, one at a time) on the same loop device,
# alternating A/B, reads then writes. Prints ours/fio MB/s ratios, and checks that the
# average request size we report equals what /proc/diskstats says over the same run.
#
# Usage: tests/perf/bandwidth_vs_fio.sh [--cli PATH] [--size SIZE] [--bs SIZE]
#                                       [--rounds R] [--cpu N|auto|none] [--fio-process]
#                                       [--fio-scramble] [--pages huge|normal] [--backing DIR]
#                                       [--wq-cpu N|auto|none] [--reference] [--strict]
# --reference: a third program in every round, tests/perf/plain_io.c (pread/pwrite in a
# loop, nothing else; compiled with cc; its writes stamped like ours), and its ratios to
# fio and to ours: on a machine where it differs from fio as much as we do, the
# difference is the machine's (docs/perf-parity.md, "Writes: about 1.7 % below fio, and why that stays").
# --wq-cpu: the CPU all unbound kernel workqueues run on during the run, the loop
# device's worker among them (auto, the default: a CPU other than the tools'; none: the
# scheduler decides per request, which favoured fio --thread's writes by ~2 %; see
# perf_pin_workqueues in lib/loopimage.sh). Put back on exit.
# --backing DIR puts the image elsewhere: /dev/shm takes the VM's disk out (the loop
# device then does buffered I/O into RAM), leaving the tools and the kernel's path.
# --pages: both tools' I/O buffer in 2 MiB hugetlb pages (huge, the default: fio
# --mem=shmhuge, ours --huge-pages; 4 pages are reserved for the run) or in ordinary
# 4 KiB pages (normal, both tools' own default). With 4 KiB pages how fast a block
# reaches the build VM's disk depends on how many of the buffer's pages happen to be
# physically adjacent, per process (perf_buffer_pages in lib/loopimage.sh): only the
# rounds that completed alike compare the tools then.
# Both tools run under nice -n -10, pinned to one CPU (--cpu, default the one taking the
# disk's interrupts) and fio with --thread (its reader a thread like ours; --fio-process
# for fio's default): see perf_runner in lib/loopimage.sh and seek_vs_fio.sh.
# fio writes with --scramble_buffers=0: by default fio rewrites two words in every 512 B
# of the buffer before each write, ~40 µs per 1 MiB block on the build VM (its lat_ns -
# clat_ns; 0.1 µs without), 5 % of a block's time, spent between writes and so inside
# its MB/s. We stamp one word per 4 KiB page instead (blocks still all differ).
# --fio-scramble keeps fio's default. Before the rounds both tools read the whole device
# once, untimed, so the host has the freshly written image where it will stay.
# A pair of runs is compared only when the device got requests of the same size from
# both and their I/O completed the same way (lib/completionmode.py).
# Exit: 0 done (1 on FAIL with --strict), 2 bad usage, 77 cannot run here.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=$ROOT/build/release/app/cli/drivescope-cli
# The dd check moves ~1 GB. On the build VM one write round's MB/s moves by ±5-20 %
# with the host (its write-back of what the rounds before wrote), for both tools, so the
# comparison needs many short rounds rather than a few long ones: 30 rounds of 1 GiB gave
# a 95 % interval of the write median about 0.04 wide, 10 of 4 GiB 0.05-0.08 in the same
# time (docs/perf-parity.md, "Writes: about 1.7 % below fio, and why that stays"). The report prints that interval.
SIZE=1G
BS=1M   # dd's bs=1024k
ROUNDS=30
STRICT=0
CPU=auto
FIO_MODE=--thread
FIO_SCRAMBLE=--scramble_buffers=0
PAGES=huge
BACKING= # where the image goes; default the build tree (a real disk)
WQ=auto
REFERENCE=0

usage() { sed -n '9,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//p}' "${BASH_SOURCE[0]}"; }
while (($#)); do
    case $1 in
        --cli | --size | --bs | --rounds | --cpu | --pages | --backing | --wq-cpu)
            (($# >= 2)) || { echo "$1 needs a value" >&2; exit 2; }
            case $1 in
                --cli) CLI=$2 ;; --size) SIZE=$2 ;; --bs) BS=$2 ;; --cpu) CPU=$2 ;; --pages) PAGES=$2 ;;
                --backing) BACKING=$2 ;; --wq-cpu) WQ=$2 ;; *) ROUNDS=$2 ;;
            esac
            shift 2 ;;
        --strict) STRICT=1; shift ;;
        --reference) REFERENCE=1; shift ;;
        --fio-process) FIO_MODE=; shift ;;
        --fio-scramble) FIO_SCRAMBLE=; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    esac
done

PERF_NAME=bandwidth_vs_fio
# shellcheck source=lib/loopimage.sh
source "$ROOT/tests/perf/lib/loopimage.sh"

perf_expect_cpu --cpu "$CPU"
perf_positive --rounds "$ROUNDS"
perf_expect --pages "$PAGES" '^(huge|normal)$' "huge or normal"
perf_expect_cpu --wq-cpu "$WQ"
perf_whole_mib --size "$SIZE" 1048576 " (256M, 1G)"
BS_BYTES=$(numfmt --from=iec "$BS" 2>/dev/null || echo 0)
((BS_BYTES >= 4096 && BS_BYTES % 4096 == 0 && BYTES % BS_BYTES == 0)) ||
    { echo "--bs must be a multiple of 4K dividing --size, got '$BS'" >&2; exit 2; }

perf_require
perf_pick_parent "$BYTES" "$BACKING"
perf_workdir
perf_make_loop $((BYTES / 1048576)) "$([[ $(stat -f -c %T "$PARENT") == tmpfs ]] && echo buffered)"
perf_runner "$CPU"
perf_buffer_pages "$PAGES"
perf_pin_workqueues "$WQ"
NAME=${DEV##*/}
if ((REFERENCE)); then
    CC=$(command -v cc || command -v gcc || true)
    [[ -n $CC ]] || { echo "$PERF_NAME: --reference needs a C compiler (apt-get install gcc); skipped"; exit 77; }
    "$CC" -O2 -o "$WORK/plain_io" "$ROOT/tests/perf/plain_io.c"
fi

fio_cmd() { # $1 = read|write
    echo fio --name=bw --filename="$DEV" --rw="$1" --bs="$BS" --direct=1 --ioengine=psync --size="$SIZE" \
        --randrepeat=0 --output-format=json $FIO_MODE "${PAGES_FIO[@]}" "$([[ $1 == write ]] && echo "$FIO_SCRAMBLE")"
}
ours_cmd() {
    if [[ $1 == read ]]; then
        echo "$CLI" bandwidth "$DEV" --read -b "$BS" -t "$SIZE" --json "${PAGES_OURS[@]}"
    else # fio does no final fsync either
        echo "$CLI" bandwidth "$DEV" --write --destroy-data-on "$DEV" --no-flush -b "$BS" -t "$SIZE" --json "${PAGES_OURS[@]}"
    fi
}
ref_cmd() { # stamped writes, as ours
    echo "$WORK/plain_io" "$DEV" "$1" "$BYTES" "$BS_BYTES" "$PAGES" stamp
}
# The device's line of /proc/diskstats without major, minor and name.
diskstats() { awk -v n="$NAME" '$3 == n { $1 = $2 = $3 = ""; print }' /proc/diskstats; }

echo "# image:  $IMG ($SIZE random, $(stat -f -c %T "$PARENT")); loop: $DEV (DIO=$DIO)"
echo "# fio:    $(fio_cmd read)   (and --rw=write)"
echo "# ours:   $(ours_cmd read)"
echo "#         $(ours_cmd write)"
((REFERENCE)) && echo "# ref:    $(ref_cmd read)   (and write)"
echo "# both run as: ${RUN[*]} CMD   (pinned to CPU $PIN); I/O buffers in $PAGES pages; unbound workqueues on CPU $WQ_CPU"
echo "# $(fio --version), $("$CLI" --version), kernel $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# queue: max_sectors_kb $(cat "/sys/block/$NAME/queue/max_sectors_kb"), max_segments $(cat "/sys/block/$NAME/queue/max_segments")"
[[ $DIO == 1 ]] || echo "# WARNING: loop device is not using direct I/O; the page cache will flatter both tools"

# run TOOL DIR ROUND: the tool's JSON plus /proc/diskstats and ksoftirqd's switches
# before and after it.
run() {
    local tool=$1 dir=$2 i=$3 cmd stem=$WORK/$1-$2-$3
    case $tool in fio) cmd=$(fio_cmd "$dir") ;; ours) cmd=$(ours_cmd "$dir") ;; *) cmd=$(ref_cmd "$dir") ;; esac
    diskstats >"$stem.before"
    # shellcheck disable=SC2086 # cmd is a word list made by fio_cmd / ours_cmd
    perf_measure "$stem" $cmd
    diskstats >"$stem.after"
}

report() {
    python3 - "$WORK" "$ROUNDS" "$ROOT/tests/perf/lib" "$PAGES" "$REFERENCE" <<'PY'
import json, random, statistics as st, sys
work, rounds, pages, reference = sys.argv[1], int(sys.argv[2]), sys.argv[4], sys.argv[5] == "1"
sys.path.insert(0, sys.argv[3])
import completionmode
def disk(tool, d, i):
    b = [int(x) for x in open(f"{work}/{tool}-{d}-{i}.before").read().split()]
    a = [int(x) for x in open(f"{work}/{tool}-{d}-{i}.after").read().split()]
    ios, sect = (0, 2) if d == "read" else (4, 6)
    n = a[ios] - b[ios]
    return (a[sect] - b[sect]) * 512 / n if n else 0.0, n
def median_interval(values, resamples=4000):
    # Percentile bootstrap with a fixed seed: the same rounds always give the same interval.
    rng = random.Random(1)
    meds = sorted(st.median(rng.choices(values, k=len(values))) for _ in range(resamples))
    return meds[int(0.025 * resamples)], meds[int(0.975 * resamples) - 1]
fail = False
print(f"\n{'dir':<5} {'round':<5} {'fio MB/s':>9} {'ours MB/s':>9} {'ratio':>6}  {'p50 fio':>9} {'p50 ours':>9}"
      f"  {'req fio':>9} {'req ours':>9} {'req /proc':>9}       {'completion fio/ours'}")
for d in ("read", "write"):
    ratios, matched, spreadF, spreadO, p50r = [], [], [], [], []
    refs = [] # (reference MB/s, its p50 µs, fio MB/s, fio p50, ours MB/s, ours p50) per round
    modes = {"fio": [], "ours": []}
    for i in range(1, rounds + 1):
        f = json.load(open(f"{work}/fio-{d}-{i}.json"))["jobs"][0][d]
        o = json.load(open(f"{work}/ours-{d}-{i}.json"))
        if o["status"] != "completed" or not o["direct_io"]:
            print(f"# WARNING: ours {d} round {i}: status={o['status']} direct_io={o['direct_io']}")
        backing = o["config"].get("buffer_backing", "normal")
        if (backing == "hugetlb") != (pages == "huge"):
            print(f"# WARNING: ours {d} round {i}: buffer in {backing} pages, {pages} asked for")
            fail = True
        fmb = f["bw_bytes"] / 1e6
        omb = o["bandwidth"]["mb_per_s"]
        oreq = o["bandwidth"]["request_size"]["average_request_bytes"]
        # Median time per block: far less moved by other tenants' bursts than MB/s.
        fp50 = f["clat_ns"]["percentile"]["50.000000"] / 1e3
        op50 = o["summary"]["p50_ns"] / 1e3
        preq, _ = disk("ours", d, i)
        freq, _ = disk("fio", d, i)
        ok_req = abs(oreq - preq) <= 0.01 * preq
        fail |= not ok_req
        ratios.append(omb / fmb); spreadF.append(fmb); spreadO.append(omb); p50r.append(op50 / fp50)
        # A 1 MiB buffer reaches the loop device as one request only when its pages happen
        # to be physically adjacent (max_segments); only rounds where both tools' requests
        # were the same size compare the tools rather than the page allocator's luck.
        fmode = completionmode.mode(f"{work}/fio-{d}-{i}", f["total_ios"])
        omode = completionmode.mode(f"{work}/ours-{d}-{i}", len(o["samples"]["latency_ns"]))
        modes["fio"].append(fmode); modes["ours"].append(omode)
        if abs(oreq - freq) <= 0.05 * freq and fmode == omode:
            matched.append(omb / fmb)
        print(f"{d:<5} {i:<5} {fmb:9.1f} {omb:9.1f} {omb / fmb:6.3f}  {fp50:7.0f}µs {op50:7.0f}µs  {freq / 1024:7.0f}KiB {oreq / 1024:7.0f}KiB "
              f"{preq / 1024:7.0f}KiB {'PASS' if ok_req else 'FAIL'}  {fmode}/{omode}")
        if reference:
            x = json.load(open(f"{work}/ref-{d}-{i}.json"))
            refs.append((x["mb_per_s"], x["p50_ns"] / 1e3, fmb, fp50, omb, op50))
    r = st.median(ratios)
    sp = lambda v: 100 * (max(v) / min(v) - 1)
    print(f"{d:<5} median ours/fio MB/s over all {len(ratios)} rounds {r:.3f};"
          f" spread across rounds fio {sp(spreadF):.1f} %, ours {sp(spreadO):.1f} %")
    print(f"{d:<5} median ours/fio p50 time per block {st.median(p50r):.3f} (fio's p50 is a bucket midpoint, ±0.8 %;"
          f" informative, no target)")
    print(f"{d:<5} completion: fio inline in {modes['fio'].count('inline')} of {rounds} runs, "
          f"ours in {modes['ours'].count('inline')} of {rounds}")
    if matched:
        m = st.median(matched)
        ok = 0.97 <= m <= 1.03
        fail |= not ok
        lo, hi = median_interval(matched)
        print(f"{d:<5} median ours/fio MB/s over the {len(matched)} rounds with equal request sizes and completion"
              f" {m:.3f} (target 1.00 ± 3 %) {'PASS' if ok else 'FAIL'}")
        print(f"{d:<5} 95 % bootstrap interval of that median {lo:.3f}–{hi:.3f}: how far this machine's noise"
              f" alone could move it")
    else:
        fail = True
        print(f"{d:<5} no round where both tools' requests had the same size and completed the same way:"
              f" MB/s not comparable (FAIL)")
    if refs:
        # Informative: all rounds (the reference's completion path is not classified).
        for name, k in (("reference/fio", 2), ("ours/reference", None)):
            mb = [r[4] / r[0] if k is None else r[0] / r[k] for r in refs]
            p50 = [r[5] / r[1] if k is None else r[1] / r[k + 1] for r in refs]
            lo, hi = median_interval(mb)
            print(f"{d:<5} {name} MB/s median {st.median(mb):.3f} (95 % {lo:.3f}–{hi:.3f}), p50 per block"
                  f" {st.median(p50):.3f}  (plain_io.c; informative, no target)")
print("request size: ours (from /sys/block/X/stat over the run) vs /proc/diskstats before/after ours, target equal ± 1 %")
print("RESULT:", "FAIL" if fail else "PASS")
sys.exit(10 if fail else 0)
PY
}

# Untimed: a whole-device read by each tool, so the host holds the just-written image
# the way it will for the rounds (the first reads of a fresh image ran 10-20 % slower).
# shellcheck disable=SC2046 # word lists made by fio_cmd / ours_cmd
"${RUN[@]}" $(fio_cmd read) >/dev/null
# shellcheck disable=SC2046
"${RUN[@]}" $(ours_cmd read) >/dev/null

# Alternate A/B so drift in the VM or the host disk hits both tools alike.
for dir in read write; do
    for ((i = 1; i <= ROUNDS; i++)); do
        # Who goes first swaps every round, so a steady drift favours neither tool; the
        # reference takes each of the three places in turn.
        order=(fio ours)
        ((i % 2)) || order=(ours fio)
        ((REFERENCE)) && order=("${order[@]:0:i % 3}" ref "${order[@]:i % 3}")
        for tool in "${order[@]}"; do run "$tool" "$dir" "$i"; done
    done
done

status=0
report || status=$?
((status == 0 || status == 10)) || exit "$status"
((STRICT && status == 10)) && exit 1
exit 0
