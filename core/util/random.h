// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <random>

namespace DriveScope {

// Hand-written rather than std::mt19937_64 + std::uniform_int_distribution because the
// standard leaves the distribution's algorithm to the library: a seed recorded in a
// session must give the same offsets on every machine and every future build.
// xoshiro256** (Blackman & Vigna) seeded through SplitMix64, the published reference.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed)
        : m_state(seed)
    {
    }
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t m_state;
};

// __int128 is a GCC/Clang extension; the typedef keeps -Wpedantic quiet.
__extension__ typedef unsigned __int128 Uint128;

class Xoshiro256 {
public:
    explicit Xoshiro256(std::uint64_t seed)
    {
        SplitMix64 sm(seed);
        for (auto &s : m_s)
            s = sm.next();
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform integer in [0, bound), without modulo bias (Lemire 2019, "Fast Random
    // Integer Generation in an Interval"). bound must be > 0.
    std::uint64_t below(std::uint64_t bound)
    {
        Uint128 m = Uint128(next()) * bound;
        auto low = std::uint64_t(m);
        if (low < bound) {
            const std::uint64_t threshold = -bound % bound;
            while (low < threshold) {
                m = Uint128(next()) * bound;
                low = std::uint64_t(m);
            }
        }
        return std::uint64_t(m >> 64);
    }

    // Uniform double in [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

// The run seed a plan records: the one asked for, else a fresh one from the system.
inline std::uint64_t runSeed(const std::optional<std::uint64_t> &asked)
{
    if (asked)
        return *asked;
    std::random_device rd;
    return (std::uint64_t(rd()) << 32) ^ rd();
}

// Per-worker seeds: independent streams from one recorded run seed.
inline std::uint64_t workerSeed(std::uint64_t runSeed, int worker)
{
    SplitMix64 sm(runSeed ^ (0xd1b54a32d192ed03ULL * std::uint64_t(worker + 1)));
    return sm.next();
}

} // namespace DriveScope
