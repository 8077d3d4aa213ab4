// SPDX-License-Identifier: GPL-3.0-or-later
//
// The smallest honest sequential O_DIRECT benchmark, as a reference beside fio and
// DriveScope in bandwidth_vs_fio.sh --reference: pread or pwrite of BS-byte blocks in
// order from one buffer, clock_gettime(CLOCK_MONOTONIC) around each call, MB/s from the
// first call's start to the last one's end (as DriveScope counts it). No threads, no
// library. If this program differs from fio by as much as DriveScope does, the
// difference is the machine's, not DriveScope's.
//
// Usage: plain_io DEVICE read|write BYTES BS huge|normal stamp|nostamp
//   huge: the buffer in 2 MiB hugetlb pages, as fio --mem=shmhuge
//   stamp: before each write, one word into every 4 KiB page with non-temporal stores,
//          exactly as DriveScope's stampPages (core/bench/bandwidthbenchmark.cpp)
// Prints one JSON object: mb_per_s, p50_ns, blocks, gap_mean_ns.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

static int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static int by_value(const void *a, const void *b)
{
    const int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static void stamp(uint64_t *words, size_t bytes, uint64_t value)
{
    for (size_t w = 0; w < bytes / 8; w += 4096 / 8) {
#if defined(__x86_64__)
        _mm_stream_si64((long long *)(words + w), (long long)(value + w));
#else
        words[w] = value + w;
#endif
    }
#if defined(__x86_64__)
    _mm_sfence();
#endif
}

int main(int argc, char **argv)
{
    if (argc != 7) {
        fprintf(stderr, "usage: plain_io DEVICE read|write BYTES BS huge|normal stamp|nostamp\n");
        return 2;
    }
    const int writing = strcmp(argv[2], "write") == 0;
    const long long bytes = atoll(argv[3]);
    const size_t bs = (size_t)atoll(argv[4]);
    const int huge = strcmp(argv[5], "huge") == 0;
    const int stamping = strcmp(argv[6], "stamp") == 0;
    if (bs < 4096 || bs % 4096 || bytes <= 0 || bytes % (long long)bs){
        fprintf(stderr, "plain_io: BS must be a multiple of 4096 dividing BYTES\n");
        return 2;
    }
    const long n = (long)(bytes / (long long)bs);
    const int fd = open(argv[1], (writing ? O_WRONLY : O_RDONLY) | O_DIRECT);
    if (fd < 0) {
        perror("plain_io: open");
        return 1;
    }
    const size_t hugePage = 2u << 20;
    const size_t mapped = huge ? (bs + hugePage - 1) / hugePage * hugePage : bs;
    char *buf = mmap(NULL, mapped, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE | (huge ? MAP_HUGETLB : 0), -1, 0);
    if (buf == MAP_FAILED) {
        perror("plain_io: mmap (huge: is vm.nr_hugepages > 0?)");
        return 1;
    }
    uint64_t x = 88172645463325252ull; // xorshift64: incompressible, like DriveScope's fill
    for (size_t i = 0; i < bs / 8; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        ((uint64_t *)buf)[i] = x;
    }
    int64_t *start = malloc((size_t)n * sizeof *start), *lat = malloc((size_t)n * sizeof *lat);
    if (!start || !lat)
        return 1;
    for (long i = 0; i < n; ++i) {
        if (writing && stamping)
            stamp((uint64_t *)buf, bs, (uint64_t)i * 0x9E3779B97F4A7C15ull);
        const int64_t a = now_ns();
        const ssize_t r = writing ? pwrite(fd, buf, bs, (off_t)i * (off_t)bs) : pread(fd, buf, bs, (off_t)i * (off_t)bs);
        const int64_t b = now_ns();
        if (r != (ssize_t)bs) {
            fprintf(stderr, "plain_io: block %ld: %s\n", i, r < 0 ? strerror(errno) : "short transfer");
            return 1;
        }
        start[i] = a;
        lat[i] = b - a;
    }
    const double seconds = (double)(start[n - 1] + lat[n - 1] - start[0]) / 1e9;
    double gaps = 0;
    for (long i = 0; i + 1 < n; ++i)
        gaps += (double)(start[i + 1] - start[i] - lat[i]);
    qsort(lat, (size_t)n, sizeof *lat, by_value);
    printf("{\"mb_per_s\": %.3f, \"p50_ns\": %lld, \"blocks\": %ld, \"gap_mean_ns\": %.1f}\n", (double)bytes / seconds / 1e6,
           (long long)lat[n / 2], n, n > 1 ? gaps / (double)(n - 1) : 0.0);
    return 0;
}
