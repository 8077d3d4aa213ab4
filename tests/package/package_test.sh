#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package end to end (issue 7): build the .deb, validate its desktop file
# and metainfo, install it with dpkg, run the installed files (version, helper path vs
# the installed polkit policy, a pkexec-elevated seek on a loop device as an
# unprivileged user, the window offscreen), then remove it and check nothing is left.
# Run by ctest as tst_package: package_test.sh SOURCE_DIR BINARY_DIR VERSION HELPER_PATH
# Exit 77 = skipped (ctest SKIP_RETURN_CODE), with the reason on stdout.
set -uo pipefail

src=$1 bin=$2 version=$3 helper_path=$4
app_id=org.drivescope.DriveScope
usr_helper=/usr/libexec/drivescope/drivescope-helper
policy=/usr/share/polkit-1/actions/$app_id.policy

skip() { echo "SKIP: $*"; exit 77; }
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "PASS: $*"; }

[[ $(id -u) -eq 0 ]] || skip "installing a .deb needs root (CI runs as root)"
command -v dpkg >/dev/null && command -v dpkg-deb >/dev/null || skip "dpkg is missing (not Debian?)"
command -v cpack >/dev/null || skip "cpack is missing"
if dpkg-query -W -f='${Status}' drivescope 2>/dev/null | grep -q "installed"; then
    skip "a drivescope package is already installed; not replacing it (apt remove drivescope)"
fi
for f in /usr/bin/drivescope /usr/bin/drivescope-cli "$usr_helper" "$policy"; do
    [[ -e $f ]] && skip "$f exists outside the package (a test fixture or make install left it); not overwriting it"
done

work=$bin/tests/package
mkdir -p "$work"
rm -rf "$work/deb" "$work/root"
mkdir -p "$work/deb"

# apt and dpkg wait this long for a lock another apt, dpkg or unattended-upgrades holds
# (issue 14: failing on a held lock left the package installed).
apt_get=(apt-get -y -q -o DPkg::Lock::Timeout=600 --no-install-recommends)

# The state we create, undone on every exit path.
installed=0 loop="" rules="" dbus_pid="" polkit_pid="" created_user=0
cleanup() {
    [[ -n $rules ]] && rm -f "$rules"
    [[ -n $loop ]] && losetup -d "$loop"
    rm -f "$work/disk.img"
    [[ $created_user -eq 1 ]] && userdel dstest
    [[ -n $polkit_pid ]] && kill "$polkit_pid" 2>/dev/null
    [[ -n $dbus_pid ]] && kill "$dbus_pid" 2>/dev/null
    if [[ $installed -eq 1 ]]; then
        "${apt_get[@]}" purge drivescope >"$work/cleanup-purge.log" 2>&1 ||
            { cat "$work/cleanup-purge.log"; echo "cleanup: apt-get purge drivescope failed"; }
        dpkg-query -W -f='${Status}' drivescope 2>/dev/null | grep -q "installed" &&
            echo "cleanup: FAIL: drivescope is still installed"
    fi
}
trap cleanup EXIT
# A ctest timeout sends SIGTERM: exit through the EXIT trap so the package is still removed.
trap "exit 143" TERM INT HUP

# 1. Build the package. The helper path is compiled into the engine and named by the
# policy, so the packaged binaries must come from a tree configured with prefix /usr:
# this tree when it is one (the release preset), else a separate tree (slow: a full build).
pkg_tree=$bin
if [[ $helper_path != "$usr_helper" ]]; then
    pkg_tree=$work/usr-tree
    echo "note: this tree's helper path is $helper_path, not $usr_helper; building a /usr tree in $pkg_tree"
    cmake -S "$src" -B "$pkg_tree" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
        -DDRIVESCOPE_BUILD_TESTS=OFF >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "configure"; exit 1; }
    cmake --build "$pkg_tree" -j2 >"$work/build.log" 2>&1 || { tail -50 "$work/build.log"; fail "build"; exit 1; }
fi
t0=$(date +%s)
(cd "$pkg_tree" && cpack -G DEB -B "$work/deb") >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack"; exit 1; }
deb=$(ls "$work"/deb/drivescope_"$version"_*.deb 2>/dev/null | head -1)
[[ -f $deb ]] || { ls "$work/deb"; fail "no drivescope_${version}_*.deb"; exit 1; }
pass "built $(basename "$deb") in $(($(date +%s) - t0)) s"

# 2. The package's metadata and contents.
fields=$(dpkg-deb -f "$deb" Package Version Depends)
echo "$fields"
grep -qx "Version: $version" <<<"$fields" && pass "Version $version" || fail "Version is not $version"
grep -q "pkexec" <<<"$fields" && grep -q "polkitd" <<<"$fields" && grep -q "libqt6core6" <<<"$fields" \
    && pass "Depends names pkexec, polkitd and the Qt libraries" || fail "Depends incomplete"
contents=$(dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|')
for f in /usr/bin/drivescope /usr/bin/drivescope-cli "$usr_helper" "$policy" \
    /usr/share/applications/$app_id.desktop /usr/share/metainfo/$app_id.metainfo.xml \
    /usr/share/mime/packages/$app_id.xml /usr/share/icons/hicolor/scalable/apps/$app_id.svg \
    /usr/share/man/man1/drivescope.1.gz /usr/share/man/man1/drivescope-cli.1.gz; do
    grep -qx "$f" <<<"$contents" || fail "the package lacks $f"
done
for s in 16 22 24 32 48 64 128 256; do
    grep -qx "/usr/share/icons/hicolor/${s}x${s}/apps/$app_id.png" <<<"$contents" || fail "the package lacks the ${s}x${s} icon"
done
pass "contents checked ($(grep -c . <<<"$contents") entries)"
dpkg-deb -x "$deb" "$work/root"
if command -v desktop-file-validate >/dev/null; then
    out=$(desktop-file-validate "$work/root/usr/share/applications/$app_id.desktop" 2>&1) && pass "desktop-file-validate" \
        || fail "desktop-file-validate: $out"
    [[ -n $out ]] && echo "$out"
else
    fail "desktop-file-validate missing (apt-get install desktop-file-utils)"
fi
if command -v appstreamcli >/dev/null; then
    out=$(appstreamcli validate --no-net "$work/root/usr/share/metainfo/$app_id.metainfo.xml" 2>&1) \
        && pass "appstreamcli validate --no-net" || fail "appstreamcli validate: $out"
    echo "$out"
    grep -q "<release version=\"$version\"" "$work/root/usr/share/metainfo/$app_id.metainfo.xml" \
        && pass "metainfo release $version" || fail "metainfo release is not $version"
else
    fail "appstreamcli missing (apt-get install appstream)"
fi
grep -q "^MimeType=application/x-drivescope-session;" "$work/root/usr/share/applications/$app_id.desktop" \
    && grep -q 'type="application/x-drivescope-session"' "$work/root/usr/share/mime/packages/$app_id.xml" \
    && pass "desktop MimeType matches the MIME package" || fail "MimeType mismatch"

# 3. Install, while another process holds dpkg's frontend lock for a few seconds (as an
# unattended upgrade would): the install must wait for it, not fail.
lock_held_for=4
python3 -c '
import fcntl, sys, time
with open("/var/lib/dpkg/lock-frontend", "w") as f:
    fcntl.lockf(f, fcntl.LOCK_EX)
    print("locked", flush=True)
    time.sleep(float(sys.argv[1]))' "$lock_held_for" >"$work/lock-holder.log" 2>&1 &
lock_holder=$!
for _ in $(seq 50); do grep -q locked "$work/lock-holder.log" && break; sleep 0.1; done
grep -q locked "$work/lock-holder.log" || { cat "$work/lock-holder.log"; fail "could not hold dpkg's frontend lock to test waiting for it"; }
t0=$(date +%s)
installed=1 # from here on a half-installed package is purged too
if "${apt_get[@]}" install "$deb" >"$work/apt-install.log" 2>&1; then
    waited=$(($(date +%s) - t0))
    pass "apt-get install of the .deb waited for the held dpkg lock (${waited} s)"
else
    cat "$work/apt-install.log"
    fail "apt-get install of the .deb (with dpkg's lock held for ${lock_held_for} s)"
    exit 1
fi
wait "$lock_holder"
listed=$(dpkg -L drivescope)

out=$(/usr/bin/drivescope-cli --version 2>&1)
grep -qw -- "$version" <<<"$out" && pass "drivescope-cli --version: $out" || fail "--version printed '$out', not $version"

# The installed policy names the installed helper, and the installed engine uses it.
# Two actions (reading; writing, asked every time), both naming the one helper.
exec_path=$(python3 -c '
import sys, xml.etree.ElementTree as ET
paths = {a.text.strip() for a in ET.parse(sys.argv[1]).getroot().iter("annotate")
         if a.get("key") == "org.freedesktop.policykit.exec.path"}
print(" ".join(sorted(paths)))' "$policy" 2>&1)
actions=$(python3 -c '
import sys, xml.etree.ElementTree as ET
for act in ET.parse(sys.argv[1]).getroot().iter("action"):
    argv1 = [a.text.strip() for a in act.iter("annotate") if a.get("key") == "org.freedesktop.policykit.exec.argv1"]
    print(act.get("id"), argv1[0] if argv1 else "-", act.find("defaults/allow_active").text.strip())' "$policy" 2>&1)
echo "$actions"
grep -qx "$app_id.open-device --read auth_admin_keep" <<<"$actions" &&
    grep -qx "$app_id.open-device-for-writing --read-write auth_admin" <<<"$actions" &&
    pass "policy: reading (auth_admin_keep) and writing (auth_admin) are two actions" ||
    fail "policy actions are not open-device/--read/auth_admin_keep and open-device-for-writing/--read-write/auth_admin"
[[ $exec_path == "$usr_helper" && -x $exec_path ]] && pass "policy exec.path = $exec_path (installed, executable)" \
    || fail "policy exec.path '$exec_path' is not the installed helper $usr_helper"
# QStringLiteral stores the path as UTF-16, so look for both encodings.
python3 -c '
import sys
data = open(sys.argv[1], "rb").read()
p = sys.argv[2]
sys.exit(0 if p.encode("utf-16-le") in data or p.encode() in data else 1)' /usr/bin/drivescope-cli "$usr_helper" && pass "drivescope-cli has $usr_helper compiled in" \
    || fail "drivescope-cli does not name $usr_helper"
if command -v update-mime-database >/dev/null; then
    mime=$(grep -x "application/x-drivescope-session:\*.dss" /usr/share/mime/globs 2>/dev/null)
    [[ -n $mime ]] && pass "shared-mime-info knows *.dss" || fail "*.dss is not in /usr/share/mime/globs after install"
fi

# 4. Elevation through the installed policy and helper: an unprivileged user reads a
# root-only loop device; pkexec asks polkitd, which says YES through a rules file.
bus=/run/dbus/system_bus_socket
bus_up() { python3 -c 'import socket,sys; s=socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])' "$bus" 2>/dev/null; }
priv_ok=1
for tool in /usr/bin/pkexec /usr/lib/polkit-1/polkitd /usr/bin/dbus-daemon losetup runuser; do
    command -v "$tool" >/dev/null || { echo "note: $tool missing: elevation not tested"; priv_ok=0; }
done
if [[ $priv_ok -eq 1 ]]; then
    if ! bus_up; then
        mkdir -p /run/dbus
        rm -f "$bus" /run/dbus/pid
        dbus_pid=$(dbus-daemon --system --fork --print-pid)
        for _ in $(seq 50); do bus_up && break; sleep 0.1; done
    fi
    if ! pgrep -x polkitd >/dev/null; then
        setsid /usr/lib/polkit-1/polkitd --no-debug >/dev/null 2>&1 &
        polkit_pid=$!
        sleep 1
    fi
    if ! id dstest >/dev/null 2>&1; then
        useradd -M -s /usr/sbin/nologin dstest && created_user=1
    fi
    rules=/etc/polkit-1/rules.d/49-drivescope-package-test.rules
    set_rule() {
        cat >"$rules" <<EOF
// DriveScope package test; removed when the test ends.
polkit.addRule(function(action, subject) {
    if (action.id == "$app_id.open-device" && subject.user == "dstest")
        return polkit.Result.$1;
});
EOF
        sleep 1.5 # polkitd reloads rules when the directory changes
    }
    head -c $((16 * 1024 * 1024)) /dev/urandom >"$work/disk.img"
    loop=$(losetup -f --show --direct-io=on "$work/disk.img")
    chmod 0660 "$loop"
    set_rule YES
    out=$(cd / && runuser -u dstest -- /usr/bin/drivescope-cli seek "$loop" -n 200 2>&1)
    rc=$?
    if [[ $rc -eq 0 ]] && grep -q "seeks" <<<"$out"; then
        pass "unprivileged seek on $loop through pkexec + installed helper (rule YES): exit 0"
        grep -E "Took|median" <<<"$out" | head -3
    else
        echo "$out" | tail -20
        fail "elevated seek with rule YES exited $rc"
    fi
    set_rule NO
    out=$(cd / && runuser -u dstest -- /usr/bin/drivescope-cli seek "$loop" -n 20 2>&1)
    rc=$?
    [[ $rc -eq 5 ]] && pass "rule NO: exit 5 (not authorised)" || { echo "$out" | tail -5; fail "rule NO exited $rc, not 5"; }
fi

# 5. The window from the installed binary, offscreen: still up when timeout stops it.
QT_QPA_PLATFORM=offscreen timeout 5 /usr/bin/drivescope >"$work/window.log" 2>&1
rc=$?
[[ $rc -eq 124 ]] && pass "the installed window ran offscreen until the 5 s timeout" \
    || { cat "$work/window.log"; fail "the installed window exited $rc before the timeout"; }

# 6. Removal leaves nothing behind.
if "${apt_get[@]}" remove drivescope >"$work/apt-remove.log" 2>&1; then
    installed=0
    pass "apt-get remove drivescope"
else
    cat "$work/apt-remove.log"
    fail "apt-get remove drivescope"
fi
left=0
while IFS= read -r f; do
    [[ -z $f || -d $f ]] && continue
    [[ -e $f || -L $f ]] && { echo "left behind: $f"; left=$((left + 1)); }
done <<<"$listed"
for d in /usr/libexec/drivescope; do
    [[ -e $d ]] && { echo "left behind: $d"; left=$((left + 1)); }
done
[[ $left -eq 0 ]] && pass "every file of dpkg -L ($(grep -c . <<<"$listed") entries) is gone" || fail "$left files left after apt-get remove"
grep -q "drivescope-session" /usr/share/mime/globs 2>/dev/null && fail "the MIME type is still registered"

echo "$failures failure(s)"
[[ $failures -eq 0 ]]
