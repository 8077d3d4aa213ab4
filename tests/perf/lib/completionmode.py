# SPDX-License-Identifier: GPL-3.0-or-later
"""How a run's I/O completed, from the ksoftirqd context switches around it.

The tests/perf/*_vs_fio.sh scripts write perf_softirq_switches (lib/loopimage.sh) to
NAME.ks0 before and NAME.ks1 after each measured run. See that function for why: two runs
compare the tools only when their I/O completed the same way.
"""


def switches(stem):
    """ksoftirqd context switches during the run whose files start with stem."""
    with open(f"{stem}.ks0") as a, open(f"{stem}.ks1") as b:
        return int(b.read()) - int(a.read())


def mode(stem, ios):
    """'deferred' when ksoftirqd woke about once per I/O or more, else 'inline'.

    Inline runs show 0.02-0.04 switches per 1 MiB read (timers, RCU), deferred ones
    1.0 (reads) or 2.1 (writes): a threshold of one half separates them widely.
    """
    return "deferred" if ios and switches(stem) >= 0.5 * ios else "inline"
