#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The architecture's rules, checked on the sources (docs/architecture.md):
# - core/ includes no Qt Gui, Widgets or Charts header and nothing of ui/ or app/;
# - ui/ includes nothing of app/;
# - a benchmark's id is written as a string literal only in its own folders
#   (core/bench/ID/, ui/pages/ID/, app/cli/commands/IDcommand.*): everything else asks
#   BenchmarkRegistry;
# - ui/compare/ includes no benchmark's own headers: each brings its compare view.
# Usage: layering_test.sh SOURCE_DIR
set -uo pipefail
cd "$1" || exit 2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

widgets=$(grep -rnE '#include *[<"](Qt(Widgets|Gui|Charts)/|Q(Widget|Application|Painter|Chart|ChartView|Color|Pixmap|Image)\b)' core || true)
[[ -z $widgets ]] || fail "core/ includes Gui, Widgets or Charts headers:"$'\n'"$widgets"
upward=$(grep -rnE '#include *"(ui|app)/' core || true)
[[ -z $upward ]] || fail "core/ includes ui/ or app/:"$'\n'"$upward"
upward=$(grep -rnE '#include *"app/' ui || true)
[[ -z $upward ]] || fail "ui/ includes app/:"$'\n'"$upward"

ids=$(find core/bench -mindepth 1 -maxdepth 1 -type d ! -name engine -printf '%f\n' | sort)
[[ -n $ids ]] || fail "no benchmark folders under core/bench"
for id in $ids; do
    hits=$(grep -rnE "(u|QStringLiteral\(|QLatin1String\()\"$id\"" core ui app \
        | grep -vE "^(core/bench/$id/|ui/pages/$id/|app/cli/commands/${id}command\.)" || true)
    [[ -z $hits ]] || fail "the id \"$id\" is written outside its own folders:"$'\n'"$hits"
    # Compare is supplied by each benchmark (PageEntry::createCompareView): its window
    # and shared views include nothing of a particular benchmark.
    hits=$(grep -rnE "#include *\"(core/bench|ui/pages)/$id/" ui/compare || true)
    [[ -z $hits ]] || fail "ui/compare/ includes the benchmark $id:"$'\n'"$hits"
done
echo "benchmarks: $(echo $ids)"
[[ $failures -eq 0 ]] && echo "PASS: layers and benchmark ids as docs/architecture.md says"
exit $((failures > 0))
