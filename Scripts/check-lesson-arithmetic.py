#!/usr/bin/env python3
"""Double-checks the hand-written arithmetic in lesson folders.

For every exercise under Lessons/<module>/<exercise>/ it checks that:
  * exercise.json has the fields a lesson needs (id matching its folder, at least 3 hints, the
    ladder from the idea to the full code, and at least 1 card);
  * expected.json names exactly the exercise's devices and snapshots (with NAME@TIME for each
    sampleAt time), and every checked view;
  * every frame has four numbers and a "why" text; settled frames sit on the device's pixel grid
    (sampled frames are in flight and need not: docs/UIKitFacts.md §7.3);
  * every frame number is written in its "why" text, or in the note of its snapshot or device;
  * every chain of sums such as "a + b - c = d" or "a - b = c - d = e" inside a "why" text is right
    (also with × and /), including the notes at the top, device and snapshot levels. Numbers
    written with three or more decimals are taken as rounded (93.6667 stands for 93.666…).

Devices are read from Data/devices.json next to the lessons folder; custom WIDTHxHEIGHT@SCALE
screens take their scale from the name. It computes no frames itself: it only re-adds the sums
the author wrote.

Usage: Scripts/check-lesson-arithmetic.py [Lessons [Data/devices.json]]
Exit status: 0 when nothing is wrong, 1 when a problem is listed.
"""

import json
import re
import sys
from pathlib import Path

MINIMUM_HINTS = 3
NOTE = "why"  # the author's note at the top, device or snapshot level of expected.json
NUMBER = r"-?\d+(?:\.\d+)?"
# One arithmetic expression: numbers joined by operators, parentheses allowed.
TERM = r"(?:\(\s*)*" + NUMBER + r"\s*\)*"
EXPRESSION = TERM + r"(?:\s*[-+*/]\s*" + TERM + r")*"
# A chain: two or more expressions joined by "=".
CHAIN = re.compile(EXPRESSION + r"(?:\s*=\s*" + EXPRESSION + r")+")
# A chain in parentheses, e.g. the "(64 + 60 = 124)" of "(64 + 60 = 124) + 20 = 144".
NESTED_CHAIN = re.compile(r"\(\s*(" + EXPRESSION + r"(?:\s*=\s*" + EXPRESSION + r")+)\s*\)")
CUSTOM_DEVICE = re.compile(r"^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)@([123])$")
# Numbers with this many decimals or more are roundings (a third is written 0.3333).
ROUNDED_DECIMALS = 3


def normalise(text):
    return (text.replace("\u2212", "-").replace("\u00d7", "*").replace("\u00b7", "*")
            .replace("\u2013", "-"))


def decimals(token):
    return len(token.split(".")[1]) if "." in token else 0


def rounding_of(token):
    """How far the true value may be from a written number: half its last digit when it is a
    rounding, else nothing."""
    places = decimals(token)
    return 0.5 * 10 ** -places if places >= ROUNDED_DECIMALS else 0.0


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


def check_chain(chain, where, problems):
    """One chain of expressions must have one value; returns 1 if it was checked, else 0."""
    parts = [balanced(part).strip() for part in chain.split("=")]
    if not any(re.search(r"\d\s*\)*\s*[-+*/]", part) for part in parts):
        return 0  # "16 = 16" states a value; there is nothing to add up
    slack = 1e-5 + sum(rounding_of(token) for token in re.findall(NUMBER, chain))
    values = [eval(part, {"__builtins__": {}}) for part in parts]  # digits and operators only
    for part, value in zip(parts[1:], values[1:]):
        if abs(value - values[0]) > slack:
            problems.append(f"{where}: '{parts[0]} = {part}', but {parts[0]} is {values[0]:g}")
            break
    return 1


def check_sums(text, where, problems):
    """Every chain of expressions in `text` must have one value; returns how many were checked.

    A chain in parentheses inside a longer sum, as in "(64 + 60 = 124) + 20 = 144", is checked on
    its own and then stands for its last value."""
    plain, count = normalise(text), 0
    while True:
        nested = NESTED_CHAIN.search(plain)
        if not nested:
            break
        count += check_chain(nested.group(1), where, problems)
        last = nested.group(1).split("=")[-1].strip()
        plain = plain[:nested.start()] + last + plain[nested.end():]
    for match in CHAIN.finditer(plain):
        count += check_chain(match.group(0), where, problems)
    return count


def number_written(value, texts):
    for text in texts:
        for token in re.findall(NUMBER, normalise(text)):
            if abs(float(token) - value) <= 1e-5 + rounding_of(token):
                return True
    return False


def device_scales(devices_file):
    """Scale of every device id and alias in Data/devices.json."""
    scales = {}
    for device in json.loads(devices_file.read_text())["devices"]:
        for name in [device["id"]] + device.get("aliases", []):
            scales[name] = device["scale"]
    return scales


def scale_of(device, scales):
    """The scale of a device reference: a known id, or a custom WIDTHxHEIGHT@SCALE screen (its
    optional ",safe=T:L:B:R" part and ":landscape" or ":portrait" are not part of the name)."""
    name = device.split(",")[0].split(":")[0]
    custom = CUSTOM_DEVICE.match(name)
    if custom:
        return int(custom.group(3))
    return scales.get(name)


def check_frame(entry, notes, scale, settled, where, problems):
    """One frame entry: `[x, y, w, h]` or `{"frame": [...], "why": "..."}`."""
    frame, why = (entry, "") if isinstance(entry, list) else (entry.get("frame"), entry.get(NOTE, ""))
    if not isinstance(frame, list) or len(frame) != 4 or not why.strip():
        problems.append(f"{where}: a frame needs 4 numbers and a why")
        return 0
    x, y, w, h = frame
    if settled:
        for label, value in (("minX", x), ("minY", y), ("maxX", x + w), ("maxY", y + h)):
            pixels = value * scale
            if abs(pixels - round(pixels)) > 1e-3:
                problems.append(f"{where}: {label} {value} is off the @{scale}x pixel grid")
    for label, value in zip("xywh", frame):
        if not number_written(value, [why] + notes):
            problems.append(f"{where}: {label} = {value} does not appear in the why text")
    return check_sums(why, where, problems)


def check_exercise(folder, scales, problems):
    exercise = json.loads((folder / "exercise.json").read_text())
    expected = json.loads((folder / "expected.json").read_text())
    name = f"{folder.parent.name}/{folder.name}"
    if exercise.get("id") != name:
        problems.append(f"{name}: id is {exercise.get('id')!r}")
    hints = [hint for hint in exercise.get("hints", []) if hint.strip()]
    if len(hints) < MINIMUM_HINTS:
        problems.append(f"{name}: {len(hints)} hints; a hint ladder needs at least {MINIMUM_HINTS},"
                        " from the idea to the full code")
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
        scale = scale_of(device, scales)
        if scale is None:
            problems.append(f"{name}: unknown device {device!r}")
            continue
        device_note = per_snapshot.pop(NOTE, "")
        notes.append(device_note)
        written = sorted(key for key in per_snapshot if "@" not in key)
        written_samples = sorted((key.split("@")[0], float(key.split("@")[1]))
                                 for key in per_snapshot if "@" in key)
        if written != sorted(snapshots) or written_samples != sorted(samples):
            problems.append(f"{name} {device}: snapshots {sorted(per_snapshot)} do not match the "
                            f"steps {sorted(snapshots)} and samples {sorted(samples)}")
        for snapshot, views in per_snapshot.items():
            snapshot_note = views.pop(NOTE, "")
            notes.append(snapshot_note)
            if sorted(views) != sorted(checks):
                problems.append(f"{name} {device} {snapshot}: views {sorted(views)} != {sorted(checks)}")
            for path, entry in views.items():
                sums += check_frame(entry, [snapshot_note, device_note], scale, "@" not in snapshot,
                                    f"{name} {device} {snapshot} {path}", problems)
    for note in notes:
        sums += check_sums(note, f"{name} note", problems)
    return sums


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "Lessons")
    devices = Path(sys.argv[2]) if len(sys.argv) > 2 else root.resolve().parent / "Data" / "devices.json"
    scales = device_scales(devices)
    problems = []
    exercises = sums = 0
    for folder in sorted(p.parent for p in root.glob("*/*/exercise.json")):
        exercises += 1
        try:
            sums += check_exercise(folder, scales, problems)
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            problems.append(f"{folder.parent.name}/{folder.name}: cannot be read ({error!r})")
    for problem in problems:
        print(problem)
    print(f"{exercises} exercises, {sums} sums checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
