# SPDX-License-Identifier: GPL-3.0-or-later
"""Judging ours against a reference over alternating rounds, on a machine whose times
move 10-60 % between runs.

A single ratio says little here; the same-round ratios of many rounds say more. For the
per-round ratios (ours / reference, higher = ours ahead for a rate) this gives the
median, a bootstrap 95 % interval of the median (10,000 resamples, a fixed seed so a
rerun of the same numbers prints the same interval) and a sign test: in how many rounds
ours was ahead, and the two-sided binomial p-value of that count if ahead and behind were
equally likely.
"""
import math
import random
import statistics


def bootstrap_median_ci(values, resamples=10000, level=0.95, seed=1):
    rng = random.Random(seed)
    n = len(values)
    medians = sorted(statistics.median(rng.choices(values, k=n)) for _ in range(resamples))
    lo = medians[int((1 - level) / 2 * resamples)]
    hi = medians[min(resamples - 1, int((1 + level) / 2 * resamples))]
    return lo, hi


def sign_test_p(ahead, behind):
    """Two-sided exact binomial p-value of ahead vs behind (ties left out)."""
    n = ahead + behind
    if n == 0:
        return 1.0
    k = min(ahead, behind)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def judge(ratios, behind_share=0.8):
    """Summary of per-round ratios: median, interval, rounds ahead/behind, p, verdict.

    Verdict: "behind" when ours was behind in at least behind_share of the rounds (12 of
    15) — the target is never that; "ahead" when the whole interval is above 1 and the
    sign test agrees (p < 0.05); otherwise "tied".
    """
    ahead = sum(1 for r in ratios if r > 1)
    behind = sum(1 for r in ratios if r < 1)
    lo, hi = bootstrap_median_ci(ratios)
    p = sign_test_p(ahead, behind)
    if behind >= math.ceil(behind_share * len(ratios)):
        verdict = "behind"
    elif lo > 1 and p < 0.05 and ahead > behind:
        verdict = "ahead"
    else:
        verdict = "tied"
    return dict(median=statistics.median(ratios), lo=lo, hi=hi, ahead=ahead, behind=behind,
                rounds=len(ratios), p=p, verdict=verdict)


def cell(j):
    """'1.043 [0.99,1.08] 11/15 p=.12 tied' for a table."""
    return (f"{j['median']:5.3f} [{j['lo']:.2f},{j['hi']:.2f}] {j['ahead']:2d}/{j['rounds']:<2d} "
            f"p={j['p']:.3f} {j['verdict']}")
