#!/usr/bin/env bash
# Runs the tests under AddressSanitizer and UndefinedBehaviorSanitizer, one build each.
#
# swiftc has no UndefinedBehaviorSanitizer on Linux (`swift build --sanitize=undefined` stops
# with "unsupported option"), so the `undefined` build instruments the C code (CSandboxSpawn)
# with clang's -fsanitize=undefined in trap mode (no runtime library needed; a finding is a
# SIGILL in the C frame) and relies on Swift's own checks (overflow, bounds, unwrapping), which
# debug builds keep on, for the Swift code. Its default filter adds the sandbox runner's tests,
# the ones that go through that C code.
#
#   Scripts/sanitize.sh [address|undefined|both] [FILTER]
#
# Builds go to .build/asan and .build/ubsan (--scratch-path), so the normal build is untouched.
# FILTER is a `swift test --filter` pattern; the default runs the suites that do not grade
# learner programs (grading compiles and runs programs with the uninstrumented toolchain, and
# takes long under a sanitizer): Cassowary, VisualFormat, SQLite, Course, SpacedRepetition,
# AutoLayout, LayoutReport, Terminal and the store's reliability tests. Pass '.' for everything.
#
# Leak detection is off: the Swift runtime keeps type metadata and other caches for the life of
# the process, which LeakSanitizer reports at exit. Every other ASan check is on, and any report
# fails the run (halt_on_error). Builds run under `nice`; on 2 cores each takes a long while.
set -euo pipefail

which="${1:-both}"
suites='CassowaryTests|VisualFormatTests|SQLiteTests|CourseTests|SpacedRepetitionTests|AutoLayoutTests|LayoutReportTests|TerminalTests|StoreReliabilityTests'
filter="${2:-^($suites)\.}"
ubsan_filter="${2:-^($suites|GraderTests\.SandboxedRunnerTests)}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

run() {
  local sanitizer="$1" scratch="$2" tests="$3"
  local flags=(--sanitize="$sanitizer")
  if [ "$sanitizer" = undefined ]; then
    flags=(-Xcc -fsanitize=undefined -Xcc -fsanitize-trap=undefined)
  fi
  echo "== $sanitizer: building into $scratch" >&2
  nice swift build --build-tests "${flags[@]}" --scratch-path "$scratch"
  echo "== $sanitizer: testing (filter $tests)" >&2
  swift test --skip-build "${flags[@]}" --scratch-path "$scratch" --filter "$tests"
}

status=0
case "$which" in
  address) run address .build/asan "$filter" || status=1 ;;
  undefined) run undefined .build/ubsan "$ubsan_filter" || status=1 ;;
  both)
    run address .build/asan "$filter" || status=1
    run undefined .build/ubsan "$ubsan_filter" || status=1
    ;;
  *) echo "usage: Scripts/sanitize.sh [address|undefined|both] [FILTER]" >&2; exit 64 ;;
esac
exit $status
