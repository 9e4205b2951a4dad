#!/usr/bin/env python3
"""Grades every lesson's Solution.swift and Exercise.swift with `layoutlings grade --json`.

A solution should pass and a starter should not. For each exercise it prints both statuses and,
for a solution that fails (or a starter that passes), the first explanations the grader gave.

Usage: Scripts/grade-all-lessons.py [--layoutlings PATH] [--home DIR] [--json] [Lessons]
The default binary is .build/debug/layoutlings (build it with `swift build --product layoutlings`).
"""

import argparse
import json
import subprocess
import sys
from pathlib import Path


def grade(binary, home, file, exercise):
    command = [str(binary), "grade", str(file), "--exercise", exercise, "--json", "--no-color"]
    if home:
        command += ["--home", str(home)]
    done = subprocess.run(command, capture_output=True, text=True)
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        return {"status": f"exit {done.returncode}", "score": 0, "checks": [],
                "diagnostics": [{"kind": "cli", "message": done.stderr.strip()}]}


def summary(result, limit=3):
    lines = []
    for diagnostic in result.get("diagnostics", [])[:limit]:
        place = ""
        if diagnostic.get("file"):
            place = f"{Path(diagnostic['file']).name}:{diagnostic.get('line') or ''} "
        first = diagnostic["message"].splitlines()[0] if diagnostic["message"] else ""
        lines.append(f"      {diagnostic['kind']}: {place}{first[:160]}")
    failing = [check for check in result.get("checks", []) if not check["ok"]]
    if failing:
        check = failing[0]
        lines.append(f"      first failing check: {check['device']} {check['snapshot']} {check['view']} "
                     f"expected {check['expected']} got {check['actual']} ({len(failing)} failing)")
    return lines


def main():
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser()
    parser.add_argument("lessons", nargs="?", default=root / "Lessons", type=Path)
    parser.add_argument("--layoutlings", default=root / ".build/debug/layoutlings", type=Path)
    parser.add_argument("--home", type=Path)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()

    results = []
    for exercise_json in sorted(options.lessons.glob("*/*/exercise.json")):
        folder = exercise_json.parent
        exercise = f"{folder.parent.name}/{folder.name}"
        solution = grade(options.layoutlings, options.home, folder / "Solution.swift", exercise)
        starter = grade(options.layoutlings, options.home, folder / "Exercise.swift", exercise)
        results.append({"exercise": exercise, "solution": solution, "starter": starter})
        if options.json:
            continue
        mark = "ok " if solution["status"] == "passed" and starter["status"] != "passed" else "!! "
        print(f"{mark}{exercise}: solution {solution['status']} ({solution['score']:.2f}), "
              f"starter {starter['status']}")
        if solution["status"] != "passed":
            print("\n".join(summary(solution)))
        if starter["status"] == "passed":
            print("      the starter passes")
    if options.json:
        json.dump(results, sys.stdout, indent=2)
    bad = sum(1 for r in results
              if r["solution"]["status"] != "passed" or r["starter"]["status"] == "passed")
    print(f"\n{len(results) - bad} of {len(results)} exercises as they should be", file=sys.stderr)
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
