#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a fixed time.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET ...]     default: 60 seconds, every target
#
# Targets (each compiled with `swiftc -sanitize=fuzzer,address` together with the sources it
# exercises, as one module, so SwiftPM builds are untouched):
#   VisualFormat     any bytes as a VFL string: parsed, then resolved against made-up views
#   CourseDocuments  any bytes as exercise.json / expected.json (the position-keeping JSON
#                    parser and the course's readers) and as lesson.md
#   ConstraintLog    any bytes as a pasted console log: blocks found, parsed and diagnosed
#
# Seeds come from the course (Lessons/) and the VFL strings in the tests and lessons. Work goes
# to .build/fuzz/<target>/ (binary, growing corpus, log, crash artefacts). For each target the
# script prints executions, coverage (libFuzzer's cov and ft) and the crashes found; it exits
# with 1 when any target found one. Reproduce a crash with `.build/fuzz/<target>/fuzz FILE`.
set -euo pipefail

seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(VisualFormat CourseDocuments ConstraintLog); fi

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build/fuzz"
swiftc="${SWIFTC:-swiftc}"
mkdir -p "$work"

sources_for() {
  case "$1" in
    VisualFormat) ls "$root"/Sources/VisualFormat/*.swift ;;
    CourseDocuments)
      ls "$root"/Sources/Course/{Catalog,JSON,Model,Support}/*.swift ;;
    ConstraintLog) ls "$root"/Sources/ConstraintLog/*.swift ;;
    *) echo "unknown target $1" >&2; exit 64 ;;
  esac
}

seed() {
  local target="$1" seeds="$2"
  rm -rf "$seeds"
  mkdir -p "$seeds"
  case "$target" in
    VisualFormat)
      # Every VFL string literal in the tests and the lessons, one per file.
      grep -rhoE '"(H:|V:|\|)[^"]*"' "$root/Tests/VisualFormatTests" "$root/Tests/AutoLayoutTests" \
        "$root/Lessons" --include='*.swift' | sed 's/^"//; s/"$//' | sort -u |
        awk -v dir="$seeds" '{ file = sprintf("%s/vfl-%04d", dir, NR); printf "%s", $0 > file; close(file) }'
      ;;
    CourseDocuments)
      local n=0
      while IFS= read -r -d '' file; do
        n=$((n + 1))
        cp "$file" "$seeds/$(printf 'doc-%04d' "$n")"
      done < <(find "$root/Lessons" \( -name '*.json' -o -name 'lesson.md' \) -print0 | sort -z)
      ;;
    ConstraintLog)
      # The real console logs of the tests.
      cp "$root"/Tests/ConstraintLogTests/Fixtures/RealLogs/*.log "$seeds/"
      ;;
  esac
}

dictionary() {
  local target="$1" file="$2"
  case "$target" in
    VisualFormat)
      printf '%s\n' '"H:"' '"V:"' '"|"' '"-"' '"["' '"]"' '"("' '")"' '"@"' '"=="' '">="' \
        '"<="' '","' '"|-"' '"-|"' '"[v1]"' '"(>=20@750)"' '"12.5"' '"1e3"' > "$file" ;;
    CourseDocuments)
      printf '%s\n' '"{"' '"}"' '"["' '"]"' '":"' '","' '"\\u0000"' '"\\ud83d\\ude00"' '"1e309"' \
        '"-0.0"' '"\"id\""' '"\"entry\""' '"\"devices\""' '"\"checks\""' '"\"steps\""' \
        '"\"snapshot\""' '"\"sampleAt\""' '"\"hints\""' '"\"cards\""' '"\"images\""' \
        '"\"frame\""' '"\"why\""' '"iphone-se"' '"## "' '"```"' > "$file" ;;
    ConstraintLog)
      printf '%s\n' '"Unable to simultaneously satisfy constraints."' \
        '"Will attempt to recover by breaking constraint"' '"<NSLayoutConstraint:0x"' \
        '"<NSAutoresizingMaskLayoutConstraint:0x"' '"h=--& v=--&"' '"UIView:0x1"' '".leading"' \
        '" == "' '" >= "' '"*"' '" + "' '"@750"' '"H:|-("' '")-["' '"]-|"' '"V:["' '"(44)]"' \
        '"   (active, names: \x27|\x27:UIView:0x2 )>"' '"\x27UIView-Encapsulated-Layout-Height\x27"' \
        '"\x27UISV-hiding\x27"' '"(\x0a"' '"\x0a)\x0a"' > "$file" ;;
  esac
}

status=0
summary=()
for target in "${targets[@]}"; do
  dir="$work/$target"
  mkdir -p "$dir/corpus" "$dir/artifacts"
  stale=1
  if [ -x "$dir/fuzz" ]; then
    stale=0
    for file in $(sources_for "$target") "$root/Fuzz/$target/main.swift"; do
      if [ "$file" -nt "$dir/fuzz" ]; then stale=1; fi
    done
  fi
  if [ "$stale" -eq 1 ]; then
    echo "== $target: building" >&2
    # shellcheck disable=SC2046
    nice "$swiftc" -sanitize=fuzzer,address -parse-as-library -O -g -module-name "${target}Fuzz" \
      $(sources_for "$target") "$root/Fuzz/$target/main.swift" -o "$dir/fuzz" > "$dir/build.log" 2>&1 ||
      { grep -E 'error' "$dir/build.log" >&2; exit 1; }
  fi
  seed "$target" "$dir/seeds"
  dictionary "$target" "$dir/dictionary"
  before=$(find "$dir/artifacts" -type f | wc -l)
  echo "== $target: fuzzing for $seconds s ($(ls "$dir/seeds" | wc -l) seeds)" >&2
  set +e
  "$dir/fuzz" "$dir/corpus" "$dir/seeds" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=4096 -dict="$dir/dictionary" -print_final_stats=1 \
    -artifact_prefix="$dir/artifacts/" > "$dir/log" 2>&1
  code=$?
  set -e
  after=$(find "$dir/artifacts" -type f | wc -l)
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$dir/log" | grep -oE '[0-9]+$' || true)
  last=$(grep -E '^#[0-9]+' "$dir/log" | tail -1)
  cov=$(echo "$last" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' || true)
  ft=$(echo "$last" | grep -oE 'ft: [0-9]+' | grep -oE '[0-9]+' || true)
  crashes=$((after - before))
  line="$target: ${runs:-?} executions in $seconds s, cov ${cov:-?}, ft ${ft:-?}, corpus $(ls "$dir/corpus" | wc -l) files, crashes $crashes (libFuzzer exit $code)"
  summary+=("$line")
  if [ "$crashes" -gt 0 ] || [ "$code" -ne 0 ]; then
    status=1
    grep -E 'ERROR|Fatal error|SUMMARY|Test unit written' "$dir/log" | head -20 >&2 || true
  fi
done
printf '%s\n' "${summary[@]}"
exit $status
