#!/usr/bin/env python3
"""Double-checks the hand-written arithmetic in lesson folders.

For every exercise under Lessons/<module>/<exercise>/ it checks that:
  * exercise.json has the fields a lesson needs (id matching its folder, >= 2 hints, >= 1 card);
  * expected.json names exactly the exercise's devices and snapshots (with NAME@TIME for each
    sampleAt time), and every checked view;
  * every frame has four numbers that sit on the device's pixel grid;
  * every frame number is written somewhere in its "why" text (so the text explains it);
  * every "a + b - c = d" style sum inside a "why" text is right (also with × and /), including
    the notes that expected.json may carry at its top, device and snapshot levels.

It computes no frames itself: it only re-adds the sums the author wrote.
Usage: Scripts/check-lesson-arithmetic.py [Lessons]
"""

import json
import re
import sys
from pathlib import Path

SCALES = {"iphone-se": 2, "iphone-x": 3, "ipad-pro-11": 2, "iphone-8-plus": 3, "iphone-11": 2,
          "iphone-14": 3, "iphone-15-pro": 3, "iphone-15-pro-max": 3}

NOTE = "why"  # the author's note at the top, device or snapshot level of expected.json
NUMBER = r"-?\d+(?:\.\d+)?"
# An arithmetic expression: numbers joined by operators, parentheses allowed.
EXPRESSION = re.compile(
    r"((?:\(\s*)*" + NUMBER + r"(?:\s*\)*\s*[-+*/]\s*(?:\(\s*)*" + NUMBER + r"\s*\)*)+)\s*=\s*("
    + NUMBER + r")")


def normalise(text):
    return (text.replace("\u2212", "-").replace("\u00d7", "*").replace("\u00b7", "*")
            .replace("\u2013", "-"))


def balanced(expression):
    """Drops parentheses that open or close outside the expression, e.g. '125) + 20' -> '125 + 20'."""
    kept, open_at = [], []
    for char in expression:
        if char == "(":
            open_at.append(len(kept))
        elif char == ")":
            if not open_at:
                continue
            open_at.pop()
        kept.append(char)
    for index in reversed(open_at):
        del kept[index]
    return "".join(kept)


def check_sums(text, where, problems):
    plain = normalise(text)
    count = 0
    for match in EXPRESSION.finditer(plain):
        left, right = balanced(match.group(1)), float(match.group(2))
        if not re.search(r"\d\s*\)*\s*[-+*/]", left):
            continue
        value = eval(left, {"__builtins__": {}})  # digits and operators only, matched above
        count += 1
        if abs(value - right) > 1e-5:
            problems.append(f"{where}: '{left.strip()} = {match.group(2)}' is really {value:g}")
    return count


def number_written(value, text):
    plain = normalise(text)
    for token in re.findall(NUMBER, plain):
        if abs(float(token) - value) < 1e-5:
            return True
    return False


def check_exercise(folder, problems):
    exercise = json.loads((folder / "exercise.json").read_text())
    expected = json.loads((folder / "expected.json").read_text())
    name = f"{folder.parent.name}/{folder.name}"
    if exercise.get("id") != name:
        problems.append(f"{name}: id is {exercise.get('id')!r}")
    if len([h for h in exercise.get("hints", []) if h.strip()]) < 2:
        problems.append(f"{name}: fewer than two hints")
    cards = exercise.get("cards", [])
    if not cards or any(not c.get("question", "").strip() or not c.get("answer", "").strip()
                        for c in cards):
        problems.append(f"{name}: cards missing or empty")
    for file in ("Exercise.swift", "Solution.swift"):
        if not (folder / file).is_file():
            problems.append(f"{name}: {file} missing")
    notes = [expected.pop(NOTE, "")]
    devices = exercise["devices"]
    snapshots = [step["snapshot"] for step in exercise["steps"]]
    # Animation samples are snapshots too, written NAME@TIME (the time matched by value).
    samples = [(step["snapshot"], float(time)) for step in exercise["steps"]
               for time in step.get("sampleAt", [])]
    checks = exercise["checks"]
    if sorted(expected) != sorted(devices):
        problems.append(f"{name}: expected devices {sorted(expected)} != {sorted(devices)}")
    sums = 0
    for device, per_snapshot in expected.items():
        scale = SCALES[device.split(":")[0]]
        notes.append(per_snapshot.pop(NOTE, ""))
        written = sorted(key for key in per_snapshot if "@" not in key)
        written_samples = sorted((key.split("@")[0], float(key.split("@")[1]))
                                 for key in per_snapshot if "@" in key)
        if written != sorted(snapshots) or written_samples != sorted(samples):
            problems.append(f"{name} {device}: snapshots {sorted(per_snapshot)} do not match the "
                            f"steps {sorted(snapshots)} and samples {sorted(samples)}")
        for snapshot, views in per_snapshot.items():
            notes.append(views.pop(NOTE, ""))
            if sorted(views) != sorted(checks):
                problems.append(f"{name} {device} {snapshot}: views {sorted(views)} != {sorted(checks)}")
            for path, entry in views.items():
                where = f"{name} {device} {snapshot} {path}"
                frame, why = entry["frame"], entry.get("why", "")
                if len(frame) != 4 or not why.strip():
                    problems.append(f"{where}: frame needs 4 numbers and a why")
                    continue
                x, y, w, h = frame
                for label, value in (("minX", x), ("minY", y), ("maxX", x + w), ("maxY", y + h)):
                    pixels = value * scale
                    if abs(pixels - round(pixels)) > 1e-3:
                        problems.append(f"{where}: {label} {value} is off the @{scale}x pixel grid")
                for label, value in zip("xywh", frame):
                    if not number_written(value, why):
                        problems.append(f"{where}: {label} = {value} does not appear in the why text")
                sums += check_sums(why, where, problems)
    for note in notes:
        sums += check_sums(note, f"{name} note", problems)
    return sums


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "Lessons")
    problems = []
    exercises = sums = 0
    for folder in sorted(p.parent for p in root.glob("*/*/exercise.json")):
        exercises += 1
        sums += check_exercise(folder, problems)
    for problem in problems:
        print(problem)
    print(f"{exercises} exercises, {sums} sums checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
