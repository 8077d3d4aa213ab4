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

# Option $1's value $2 matches the extended regex $3; otherwise exit 2 with
# "$1 must be $4, got '$2'". One wording for every script's checks.
perf_expect() {
    [[ $2 =~ $3 ]] || { echo "$1 must be $4, got '$2'" >&2; exit 2; }
}

# Option $1's value $2 names a CPU to pin to: a number, auto or none.
perf_expect_cpu() {
    perf_expect "$1" "$2" '^([0-9]+|auto|none)$' "a CPU number, auto or none"
}

# Each pair of arguments (an option and its value) is a positive whole number.
perf_positive() {
    while (($# >= 2)); do
        perf_expect "$1" "$2" '^[1-9][0-9]*$' "a positive whole number"
        shift 2
    done
}

# BYTES: the size $2 given to option $1 (numfmt's IEC units: 256M, 1G), in bytes. It must
# be whole MiB (the image is written with bs=1M) and at least $3 bytes; otherwise exit 2
# with "$1 must be whole MiB$4, got '$2'".
perf_whole_mib() {
    local option=$1 value=$2 min=$3 hint=$4
    BYTES=$(numfmt --from=iec "$value" 2>/dev/null || echo 0)
    ((BYTES >= min && BYTES % 1048576 == 0)) || { echo "$option must be whole MiB$hint, got '$value'" >&2; exit 2; }
}

# What every comparison on a --backing loop device starts with: --backing and --cpu
# checked, perf_require, the loop device (perf_backed_loop: backing $1, ram or disk, of
# $2 MiB) and RUN (perf_runner, CPU $3).
perf_loop_and_runner() {
    perf_expect --backing "$1" '^(ram|disk)$' "ram or disk"
    perf_expect_cpu --cpu "$3"
    perf_require
    perf_backed_loop "$1" "$2"
    perf_runner "$3"
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
    if [[ -n ${WQ_CPUMASK_BEFORE:-} ]]; then
        echo "$WQ_CPUMASK_BEFORE" >/sys/devices/virtual/workqueue/cpumask ||
            echo "warning: could not restore /sys/devices/virtual/workqueue/cpumask=$WQ_CPUMASK_BEFORE" >&2
    fi
    if [[ -n ${HUGEPAGES_BEFORE:-} ]]; then
        echo "$HUGEPAGES_BEFORE" >/proc/sys/vm/nr_hugepages || echo "warning: could not restore vm.nr_hugepages=$HUGEPAGES_BEFORE" >&2
    fi
    rm -rf "$WORK"
}

# WQ_CPU: the CPU every unbound kernel workqueue runs on for the run ("none": left to the
# scheduler); $1 = a CPU number, "auto" (the lowest CPU other than PIN; none when there is
# no other) or "none". Needs perf_runner first; put back on exit. Why: the loop device
# hands each request to a worker on its unbound workqueue, and where the scheduler runs
# that worker changes a write's time by ~100 µs of ~450 (on the writer's CPU: 352-416 µs,
# on the other: 457-514 µs, perf-traced). How often it lands on the writer's CPU
# depended on the tool (per 1024 writes: fio --thread 54-85, fio as a process 45-62,
# ours 42-58), which alone kept write MB/s ~2 % apart. Pinned, both tools' workers run
# on the same CPU every time.
perf_pin_workqueues() {
    local cpu=$1 n
    WQ_CPU=none
    if [[ $cpu == auto ]]; then
        cpu=none
        n=$(nproc --all)
        for ((c = 0; c < n; c++)); do
            [[ $c != "$PIN" ]] && cpu=$c && break
        done
    fi
    [[ $cpu == none ]] && return 0
    ((cpu < $(nproc --all))) || { echo "--wq-cpu $cpu: this machine has CPUs 0 to $(($(nproc --all) - 1))" >&2; exit 2; }
    [[ -w /sys/devices/virtual/workqueue/cpumask ]] || { echo "# note: cannot pin unbound workqueues here"; return 0; }
    WQ_CPUMASK_BEFORE=$(cat /sys/devices/virtual/workqueue/cpumask)
    printf '%x\n' $((1 << cpu)) >/sys/devices/virtual/workqueue/cpumask
    WQ_CPU=$cpu
}

# PAGES_FIO, PAGES_OURS: the options that put each tool's I/O buffer in the pages $1 asks
# for: "normal" (4 KiB, both tools' default) or "huge" (2 MiB hugetlb pages: fio
# --mem=shmhuge, ours --huge-pages). For huge, $2 hugetlb pages are reserved for the run
# (vm.nr_hugepages raised, put back on exit). Why it matters: an O_DIRECT request is one
# DMA segment per physically contiguous piece of the buffer. The build VM's disk is
# virtio-blk without indirect descriptors (feature bit 28 of
# /sys/bus/virtio/devices/virtioN/features is 0): each segment takes one of the 256
# descriptors of its ring, so a 512 KiB request from 4 KiB pages (128 segments + 2) fits
# only alone, and the loop device's two requests for a 1 MiB block go to the disk one
# after the other: the second is refused (no descriptors), re-run by kblockd when the
# first completes, and completes through ksoftirqd ("deferred" in completionmode.py).
# When enough of the buffer's pages happen to be physically adjacent (at most 126 pieces
# per 512 KiB) both fit at once ("inline"); from one 2 MiB huge page always.
# tests/perf/buffer_pieces.sh shows it: 1 MiB reads at 127-128 pieces 1300-1520 MB/s,
# deferred; at 120-126 pieces 1760-1880 MB/s, inline; at 1 piece 2430-2790 MB/s. With
# 4 KiB pages, which way a run goes is the page allocator's luck, per process and per
# tool, so huge pages are the comparison that leaves nothing to luck.
perf_buffer_pages() {
    local pages=$1 want=${2:-4} free
    PAGES_FIO=() PAGES_OURS=()
    [[ $pages == normal ]] && return 0
    HUGEPAGES_BEFORE=$(cat /proc/sys/vm/nr_hugepages)
    echo $((HUGEPAGES_BEFORE + want)) >/proc/sys/vm/nr_hugepages
    free=$(awk '/^HugePages_Free:/ { print $2 }' /proc/meminfo)
    ((free >= want)) || { echo "$PERF_NAME: only $free of $want huge pages could be reserved (memory too fragmented); try --pages normal; skipped"; exit 77; }
    PAGES_FIO=(--mem=shmhuge)
    PAGES_OURS=(--huge-pages)
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

# PARENT, WORK, IMG, DEV, DIO for the backing the script's --backing chose: $1 = "ram"
# for a page-cache image in /dev/shm (no drive in the way: the tools' own cost), else a
# direct-I/O image on a real disk; $2 = the image's size in MiB.
perf_backed_loop() {
    local backing=$1 mib=$2
    if [[ $backing == ram ]]; then
        perf_pick_parent $((mib << 20)) /dev/shm
        perf_workdir
        perf_make_loop "$mib" buffered
    else
        perf_pick_parent $((mib << 20))
        perf_workdir
        perf_make_loop "$mib"
    fi
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
# read of a loop device completes in one of two ways, depending on how physically
# contiguous the reading process's buffer is (perf_buffer_pages says how; found in
# docs/perf-parity.md, "Two completion paths"; before that it looked like periods of seconds "whichever tool runs"). "inline": the block softirq runs on return from
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
