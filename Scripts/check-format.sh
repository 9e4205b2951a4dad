#!/usr/bin/env bash
# Fails when a Swift file of the project is not formatted as `.swift-format` says.
# Fix with: Scripts/check-format.sh --fix
# Learner-facing Swift (Lessons/, test fixtures that stand for learner files) keeps its own layout:
# its line numbers are part of hints, expected logs and tests.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.swift' | grep -v -e '^Lessons/' -e '/Fixtures/')
if [ "${1:-}" = "--fix" ]; then
  swift-format format --in-place --parallel "${files[@]}"
else
  swift-format lint --strict --parallel "${files[@]}"
fi
