#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The architecture's rules, checked on the sources (docs/architecture.md):
# - core/ includes no Qt Gui, Widgets or Charts header and nothing of ui/ or app/;
# - ui/ includes nothing of app/;
# - a benchmark's id is written as a string literal only in its own folders
#   (core/bench/ID/, ui/pages/ID/, app/cli/commands/IDcommand.*): everything else asks
#   BenchmarkRegistry;
# - ui/compare/ includes no benchmark's own headers: each brings its compare view;
# - outside a benchmark's own folders only the registries include its headers;
# - inside core/ and ui/ a folder includes only folders listed before it (the layers,
#   lowest first, as docs/architecture.md draws them): no include runs back up.
# - a core sentence that names a drivescope-cli option gives the window's words too.
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
for id in $ids; do
    hits=$(grep -rnE "#include *\"(core/bench|ui/pages)/$id/" core ui app \
        | grep -vE "^(core/bench/$id/|ui/pages/$id/|app/cli/commands/${id}command\.)" \
        | grep -vE "^(core/bench/benchmarkregistry\.cpp|ui/pages/pageregistry\.cpp|app/cli/commandtable\.cpp):" || true)
    [[ -z $hits ]] || fail "the benchmark $id's headers are included outside its folders and the registries:"$'\n'"$hits"
done

# The layers inside core/ and ui/, lowest first. A folder not listed fails, so a new
# one is placed here on purpose.
check_layers() {
    local top=$1
    shift
    local -a order=("$@")
    local -A rank=()
    local i
    for i in "${!order[@]}"; do rank[${order[$i]}]=$i; done
    local dir name
    for dir in "$top"/*/; do
        name=$(basename "$dir")
        [[ -n ${rank[$name]+set} ]] || fail "$top/$name is not in the layer order of tests/layering_test.sh"
    done
    local file line used
    while IFS=: read -r file line used; do
        local from=${file#"$top"/}
        from=${from%%/*}
        [[ $used == "$from" ]] && continue
        if [[ -n ${rank[$from]+set} && -n ${rank[$used]+set} ]] && ((rank[$used] >= rank[$from])); then
            fail "$file:$line includes $top/$used/, a layer above or beside $top/$from/"
        fi
    done < <(grep -rnoE "#include *\"$top/[a-z]+/" "$top" | sed -E "s#:[^:]*\"$top/([a-z]+)/\$#:\1#")
}
check_layers core util stats device io run opening session bench report
check_layers ui language run models charts widgets compare pages report session window

# The core speaks to two front ends: a sentence that advises a drivescope-cli option
# gives the window's words beside it (frontEndWords in core/util/frontendwords.h).
# Allowed besides: the helper's own arguments and the fio job's comment.
hits=$(grep -rnE '"[^"]*--[a-z][^"]*"' core --include='*.cpp' --include='*.h' \
    | grep -v 'frontEndWords(' \
    | grep -vE '^core/opening/privilegedopener\.cpp:.*"--read(-write)?"' \
    | grep -vE '^core/bench/engine/fiojob\.cpp:.*fio --output-format' \
    | grep -vE '^core/util/outputcheck\.h:[0-9]+:.*//' || true)
[[ -z $hits ]] || fail "core names a drivescope-cli option without the window's words (frontEndWords):"$'\n'"$hits"

echo "benchmarks: $(echo $ids)"
[[ $failures -eq 0 ]] && echo "PASS: layers and benchmark ids as docs/architecture.md says"
exit $((failures > 0))
