#!/usr/bin/env bash
# Runs the tests under AddressSanitizer and UndefinedBehaviorSanitizer, one build each.
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
filter="${2:-^(CassowaryTests|VisualFormatTests|SQLiteTests|CourseTests|SpacedRepetitionTests|AutoLayoutTests|LayoutReportTests|TerminalTests|StoreReliabilityTests)\.}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

run() {
  local sanitizer="$1" scratch="$2"
  echo "== $sanitizer: building into $scratch" >&2
  nice swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
  echo "== $sanitizer: testing (filter $filter)" >&2
  swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --filter "$filter"
}

status=0
case "$which" in
  address) run address .build/asan || status=1 ;;
  undefined) run undefined .build/ubsan || status=1 ;;
  both)
    run address .build/asan || status=1
    run undefined .build/ubsan || status=1
    ;;
  *) echo "usage: Scripts/sanitize.sh [address|undefined|both] [FILTER]" >&2; exit 64 ;;
esac
exit $status
