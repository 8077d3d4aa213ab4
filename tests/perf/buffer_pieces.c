// SPDX-License-Identifier: GPL-3.0-or-later
// Not part of DriveScope: tests/perf/buffer_pieces.sh compiles and runs it. Reads N
// blocks of 1 MiB with O_DIRECT into a buffer made of exactly K physically contiguous
// pieces per 512 KiB half, and prints K (checked in /proc/self/pagemap, root) and MB/s.
// How: one transparent huge page (2 MiB, physically contiguous) is cut into K runs of
// 4 KiB pages per half, and the runs are mremap'ed into the buffer in reverse order, so
// no run follows on from the one before it in physical memory.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static uint64_t frame(const void *p)
{
    static int fd = -1;
    uint64_t entry = 0;
    if (fd < 0)
        fd = open("/proc/self/pagemap", O_RDONLY);
    if (pread(fd, &entry, 8, (off_t)((uintptr_t)p / 4096 * 8)) != 8)
        return 0;
    return entry & ((1ULL << 55) - 1);
}

static int pieces(const char *b, size_t len)
{
    int n = 1;
    for (size_t o = 4096; o < len; o += 4096)
        n += frame(b + o) != frame(b + o - 4096) + 1;
    return n;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s DEVICE PIECES(1-128) BLOCKS\n", argv[0]);
        return 2;
    }
    const int k = atoi(argv[2]), blocks = atoi(argv[3]);
    if (k < 1 || k > 128 || blocks < 1)
        return 2;
    char *map = mmap(NULL, 4 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *huge = (char *)(((uintptr_t)map + (2 << 20) - 1) & ~(uintptr_t)((2 << 20) - 1));
    madvise(huge, 2 << 20, MADV_HUGEPAGE);
    memset(huge, 1, 2 << 20);
    if (pieces(huge, 2 << 20) != 1) {
        fprintf(stderr, "no transparent huge page (THP off, or not root for pagemap)\n");
        return 3;
    }
    char *buf = mmap(NULL, 1 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    for (int half = 0; half < 2; half++) {
        int page = 0;
        for (int j = 0; j < k; j++) {
            const int run = k - 1 - j, first = run * 128 / k, end = (run + 1) * 128 / k;
            for (int p = first; p < end; p++, page++) {
                if (mremap(huge + (half * 128 + p) * 4096, 4096, 4096, MREMAP_MAYMOVE | MREMAP_FIXED,
                        buf + (half * 128 + page) * 4096) == MAP_FAILED) {
                    perror("mremap");
                    return 1;
                }
            }
        }
    }
    const int fd = open(argv[1], O_RDONLY | O_DIRECT);
    if (fd < 0) {
        perror(argv[1]);
        return 1;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int i = 0; i < blocks; i++) {
        if (pread(fd, buf, 1 << 20, (off_t)i << 20) != 1 << 20) {
            perror("pread");
            return 1;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    const double s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("%d %d %.1f\n", pieces(buf, 512 << 10), pieces(buf + (512 << 10), 512 << 10), blocks * 1048576.0 / s / 1e6);
    return 0;
}
