#!/usr/bin/env bash
# Copyright 2026 the bitfall developers
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
#     http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.

# bitfall against puyoai: checks that both engines give the same answers, then times them side by side.
#
#   PUYOAI_SRC=path/to/puyoai bench/puyoai/compare.sh [--rounds R] [--ms MS] [--fields N] [--no-plans]
#
# PUYOAI_SRC is the root of a puyoai source tree (github.com/puyoai/puyoai). Needs g++ (C++17), a JDK 17 or
# newer, Maven, and the Debian packages libgoogle-glog-dev and libgflags-dev (puyoai's headers include glog).
# Builds puyoai's BitField, CoreField and Plan code with bench/puyoai/puyoai_driver.cpp into WORKDIR
# (default ${TMPDIR:-/tmp}/bitfall-puyoai), compiles this checkout's core and bench with Maven
# (MAVEN_ARGS, e.g. -o, are passed on), and runs io.bitfall.bench.lab.PuyoaiComparison with JAVA (default: java
# on the PATH). Each ratio it prints is bitfall's time over puyoai's: below 1, bitfall is faster.
set -euo pipefail

die() {
    echo "compare.sh: $*" >&2
    exit 2
}

[[ -n ${PUYOAI_SRC:-} ]] || die "PUYOAI_SRC is not set: point it at a puyoai source tree (github.com/puyoai/puyoai)"
[[ -f $PUYOAI_SRC/src/core/plan/plan.cc ]] || die "PUYOAI_SRC=$PUYOAI_SRC has no src/core/plan/plan.cc: not a puyoai source tree"
CXX=${CXX:-g++}
JAVA=${JAVA:-java}
command -v "$CXX" >/dev/null || die "no C++ compiler $CXX (install g++)"
command -v "$JAVA" >/dev/null || die "no $JAVA (install a JDK 17 or newer, or set JAVA)"
command -v mvn >/dev/null || die "no mvn (install Maven 3.8 or newer)"
printf '#include <glog/logging.h>\n#include <gflags/gflags.h>\n' | "$CXX" -x c++ -std=c++17 -E - >/dev/null 2>&1 \
    || die "puyoai needs the glog and gflags headers: install the Debian packages libgoogle-glog-dev libgflags-dev"

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
WORKDIR=${WORKDIR:-${TMPDIR:-/tmp}/bitfall-puyoai}
mkdir -p "$WORKDIR"

# The same binary on every x86-64 machine with AVX2 (puyoai's fastest path); its SSE path elsewhere.
if grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw bmi2 /proc/cpuinfo 2>/dev/null; then
    FLAGS="-O2 -mavx2 -mbmi2 -mpopcnt"
else
    FLAGS="-O2 -msse4.2 -mpopcnt"
    echo "note: this CPU lacks avx2/bmi2: puyoai's SSE path is timed, not its AVX2 path" >&2
fi
S=$PUYOAI_SRC/src
echo "building puyoai_driver ($CXX $FLAGS) into $WORKDIR" >&2
# shellcheck disable=SC2086
"$CXX" $FLAGS -std=c++17 -DNDEBUG -I"$S" -o "$WORKDIR/puyoai_driver" "$HERE/puyoai_driver.cpp" "$S/core/plan/plan.cc" \
    "$S"/core/{bit_field,core_field,decision,field_bits,field_bits_256,key,key_set,key_set_seq,kumipuyo,kumipuyo_moving_state,kumipuyo_pos,kumipuyo_seq,plain_field,puyo_color,puyo_controller,rensa_result}.cc \
    "$S/base/strings.cc" -lglog -lgflags >"$WORKDIR/build.log" 2>&1 \
    || die "building puyoai_driver failed: $(grep -m1 -i error "$WORKDIR/build.log" || head -1 "$WORKDIR/build.log") (all of it in $WORKDIR/build.log)"

echo "compiling bitfall (mvn -q -pl bench -am compile ${MAVEN_ARGS:-})" >&2
# shellcheck disable=SC2086
(cd "$ROOT" && mvn -q ${MAVEN_ARGS:-} -pl bench -am compile >"$WORKDIR/mvn.log" 2>&1) \
    || die "compiling bitfall failed (the Maven output is in $WORKDIR/mvn.log)"

exec "$JAVA" -cp "$ROOT/core/target/classes:$ROOT/bench/target/classes" io.bitfall.bench.lab.PuyoaiComparison \
    --driver "$WORKDIR/puyoai_driver" "$@"
