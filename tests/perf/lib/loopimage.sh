# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by the tests/perf/*_vs_fio.sh benchmarks: the checks, the work directory and
# the random-filled loop device that DriveScope and fio are both measured on.
# Source it after setting PERF_NAME (the script's name for messages) and ROOT (the repo).

# Exit 77 (the conventional "skipped") when this machine cannot run the comparison.
perf_require() {
    ((EUID == 0)) || { echo "$PERF_NAME: needs root to attach a loop device (losetup); skipped"; exit 77; }
    command -v fio >/dev/null || { echo "$PERF_NAME: fio not installed (apt-get install fio); skipped"; exit 77; }
    command -v python3 >/dev/null || { echo "$PERF_NAME: python3 needed to read JSON; skipped"; exit 77; }
    [[ -x $CLI ]] || { echo "$PERF_NAME: $CLI not executable; build with: cmake --build build/release" >&2; exit 2; }
}

# PARENT: where the image goes. It must be a real disk: on tmpfs the loop device can't
# do direct I/O and every read would come from RAM, which says nothing about either
# tool. $1 = bytes needed; $2 = a directory the user chose (may be empty).
perf_pick_parent() {
    local bytes=$1 chosen=${2:-} d
    PARENT=$chosen
    if [[ -n $chosen ]]; then
        [[ -d $chosen ]] || { echo "--backing: $chosen is not a directory" >&2; exit 2; }
    else
        for d in "$ROOT/build" /var/tmp; do
            [[ -d $d && -w $d ]] || continue
            case $(stat -f -c %T "$d") in tmpfs | ramfs | overlayfs) continue ;; esac
            PARENT=$d && break
        done
    fi
    [[ -n $PARENT ]] || { echo "$PERF_NAME: no disk-backed directory (tried build/, /var/tmp); skipped"; exit 77; }
    (($(df --output=avail -B1 "$PARENT" | tail -1) > bytes + 268435456)) ||
        { echo "$PERF_NAME: not enough free space in $PARENT for a $((bytes >> 20)) MiB image; skipped"; exit 77; }
}

# WORK: a fresh directory in PARENT, removed (with the loop device DEV detached) on exit.
perf_workdir() {
    WORK=$(mktemp -d "$PARENT/$PERF_NAME.XXXXXX")
    DEV=
    trap perf_cleanup EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
}

# shellcheck disable=SC2317 # called from the EXIT trap
perf_cleanup() {
    if [[ -n ${DEV:-} ]]; then losetup -d "$DEV" || echo "warning: could not detach $DEV" >&2; fi
    rm -rf "$WORK"
}

# IMG, DEV, DIO: a $1-MiB image of random bytes (a hole or zeros would let something
# below shortcut the reads) and a loop device over it; $2 = "buffered" for a page-cache
# image and loop device (tmpfs backing), anything else for direct I/O end to end.
perf_make_loop() {
    local mib=$1 mode=${2:-direct}
    IMG=$WORK/backing.img
    if [[ $mode == buffered ]]; then
        IMG_CMD=(dd if=/dev/urandom of="$IMG" bs=1M count="$mib" status=none)
        LOOP_CMD=(losetup -f --show "$IMG")
    else
        IMG_CMD=(dd if=/dev/urandom of="$IMG" bs=1M count="$mib" oflag=direct status=none)
        LOOP_CMD=(losetup -f --show --direct-io=on "$IMG")
    fi
    "${IMG_CMD[@]}"
    DEV=$("${LOOP_CMD[@]}")
    # A read-only flag set with BLKROSET outlives a detach: a reused loop number can
    # come with one. Ours must take writes.
    blockdev --setrw "$DEV"
    # losetup falls back to buffered I/O silently when the backing fs refuses O_DIRECT.
    DIO=$(losetup -n -l -O DIO "$DEV" | tr -d ' ')
}

# RUN: the prefix every measured command, ours and fio's alike, runs under; PIN: the CPU
# both are pinned to ("none" = not pinned). $1 = a CPU number, "auto" or "none".
# Why pin: on a small VM a read's latency depends mostly on which CPU the reader sleeps
# on. Block completions arrive on the CPU that takes the disk's interrupts; a reader
# there is woken locally, a reader on another CPU needs a cross-CPU wake-up. On the
# 2-vCPU build VM the median 512 B read took ~116 µs on CPU1 (the virtio-blk IRQ CPU)
# and ~165–220 µs on CPU0, for fio and for us alike, so an unpinned comparison measures
# where the scheduler happened to put each tool. "auto" picks the CPU that took most
# block-device interrupts. nice -n -10 (root only) keeps other work on a shared box
# from preempting either tool; it does not change what is timed.
perf_runner() {
    local cpu=$1
    [[ $cpu == auto ]] && cpu=$(perf_irq_cpu)
    RUN=()
    ((EUID == 0)) && RUN+=(nice -n -10)
    [[ $cpu == none ]] || RUN+=(taskset -c "$cpu")
    PIN=$cpu
}

# The CPU with the most block-device completion interrupts (virtio-blk request queues,
# NVMe, AHCI/ATA) so far; 0 when /proc/interrupts names none.
perf_irq_cpu() {
    awk 'NR == 1 { n = NF; next }
         /virtio[0-9]+-req|nvme|ahci|ata_/ { for (i = 2; i <= n + 1; i++) c[i - 2] += $i }
         END { best = 0; for (i in c) if (c[i] > c[best]) best = i; print best + 0 }' /proc/interrupts
}

# Context switches of all ksoftirqd threads so far, one number. Record it before and
# after each measured run (into NAME.ks0 / NAME.ks1) and tests/perf/lib/completionmode.py
# tells which way the run's I/O completed. Why: on the build VM the same 1 MiB O_DIRECT
# read of a loop device completes in one of two ways, and the way holds for seconds,
# across processes, whichever tool runs. "inline": the block softirq runs on return from
# the disk's interrupt (≈ 0 ksoftirqd switches per I/O). "deferred": vda's queue is run
# from kblockd (blk_mq_run_work_fn once per block, seen with perf's
# workqueue:workqueue_execute_start) and the loop request completes through ksoftirqd
# (one wake per block for reads, two for writes); each block then takes ~20 % longer
# (p50 ≈ 670 µs against ≈ 550 µs inline). Both tools meet both ways; a run of one kind
# against a run of the other compares the kernel's two paths, not the tools.
perf_softirq_switches() {
    local pid s=0
    for pid in $(pgrep '^ksoftirqd/'); do
        s=$((s + $(awk '/^(non)?voluntary_ctxt_switches/ { s += $2 } END { print s + 0 }' "/proc/$pid/status")))
    done
    echo "$s"
}

# perf_measure STEM CMD...: runs CMD under RUN, its stdout in STEM.json, ksoftirqd's
# switches before and after it in STEM.ks0 / STEM.ks1 (for completionmode.py).
perf_measure() {
    local stem=$1
    shift
    perf_softirq_switches >"$stem.ks0"
    "${RUN[@]}" "$@" >"$stem.json"
    perf_softirq_switches >"$stem.ks1"
}
