#!/usr/bin/env python3
"""Build Data/fonts/system-font-metrics.json, the text metrics AutoLayout uses for the system font.

San Francisco's glyph advances are not public, so the horizontal metrics come from the open font
Inter (Debian package `fonts-inter`, SIL Open Font License 1.1): advance widths and GPOS pair
kerning for Regular (wght 400) and Bold (wght 700), restricted to printable ASCII, Latin-1 and a
few common punctuation marks. A per-size tracking, starting from Apple's published SF tracking
table and corrected so that the model reproduces widths measured on real UIKit, brings Inter's
widths close to the system font's. Vertical metrics are San Francisco's published values.

Requirements (development only): `apt-get install -y fonts-inter` and `pip install fonttools`.

Usage:
    python3 Scripts/make-text-metrics.py                # writes Data/fonts/system-font-metrics.json
    python3 Scripts/make-text-metrics.py --check        # exit 1 if the committed file is stale
    python3 Scripts/make-text-metrics.py --regular R.otf --bold B.otf --output out.json
"""

import argparse
import json
import math
import subprocess
import sys
from pathlib import Path

from fontTools.ttLib import TTFont

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = REPO_ROOT / "Data" / "fonts" / "system-font-metrics.json"
FONT_DIRS = [Path("/usr/share/fonts"), Path("/usr/local/share/fonts"), Path.home() / ".fonts"]

# Characters covered by the table: printable ASCII, Latin-1 Supplement and common punctuation.
EXTRA_CHARACTERS = [
    0x2010,  # hyphen
    0x2011,  # non-breaking hyphen
    0x2013,  # en dash
    0x2014,  # em dash
    0x2018, 0x2019, 0x201A,  # single curly quotes
    0x201C, 0x201D, 0x201E,  # double curly quotes
    0x2020, 0x2021,  # daggers
    0x2022,  # bullet
    0x2026,  # horizontal ellipsis
    0x2030,  # per mille
    0x2039, 0x203A,  # single guillemets
    0x20AC,  # euro sign
    0x2122,  # trade mark sign
    0x2212,  # minus sign
]
CHARACTERS = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + EXTRA_CHARACTERS

# Shaping engines give default-ignorable characters no advance; the soft hyphen is one of them.
ZERO_WIDTH_CHARACTERS = {0x00AD}

# San Francisco vertical metrics (units of a 2048-unit em), published figures: ascender 1950,
# descender -494, line gap 0, cap height 1443, x-height 1078 (17 pt: 16.1865234375,
# -4.1005859375, 11.97802734375, 8.9482421875; line height 20.287109375).
SF_VERTICAL = {
    "unitsPerEm": 2048,
    "ascender": 1950,
    "descender": -494,
    "lineGap": 0,
    "capHeight": 1443,
    "xHeight": 1078,
}

# Apple Human Interface Guidelines, Typography, tracking values for SF Pro on iOS (points/glyph).
HIG_TRACKING = {
    6: 0.24, 7: 0.23, 8: 0.21, 9: 0.17, 10: 0.12, 11: 0.06, 12: 0.0, 13: -0.08, 14: -0.15,
    15: -0.23, 16: -0.31, 17: -0.43, 18: -0.44, 19: -0.45, 20: -0.45, 21: -0.36, 22: -0.26,
    23: -0.1, 24: 0.07, 25: 0.15, 26: 0.22, 27: 0.29, 28: 0.38, 29: 0.4, 30: 0.4, 31: 0.39,
    32: 0.41, 33: 0.4, 34: 0.4,
}

# Widths measured on real UIKit (system font, regular weight, iOS 14+, @3x). A measured raw width
# is an exact target; an intrinsic width w on @3x only says the raw width lies in (w - 1/3, w].
MEASURED_EXAMPLES = [
    {"text": "Hello", "pointSize": 17, "rawWidth": 38.814453125},
    {"text": "Hello World", "pointSize": 17, "intrinsicWidth": 88.0, "scale": 3},
    {"text": "This is a test string", "pointSize": 17, "rawWidth": 144.09326171875},
]
FIT_POINT_SIZE = 17


def find_font_file(style):
    """Returns the installed static Inter file for `style`, or None."""
    names = [f"Inter-{style}.otf", f"Inter-{style}.ttf"]
    for directory in FONT_DIRS:
        if not directory.is_dir():
            continue
        for name in names:
            hits = sorted(directory.rglob(name))
            if hits:
                return hits[0]
    return None


def find_variable_font():
    """Returns an installed upright variable Inter file (with a wght axis), or None."""
    for directory in FONT_DIRS:
        if not directory.is_dir():
            continue
        for path in sorted(directory.rglob("Inter*")):
            lowered = path.name.lower()
            if path.suffix.lower() not in (".ttf", ".otf") or "italic" in lowered:
                continue
            if "display" in lowered or "var" not in lowered and "[" not in lowered:
                continue
            return path
    return None


def load_face(path, weight):
    """Opens a static face, or instantiates the wght axis of a variable font at `weight`."""
    font = TTFont(str(path))
    if "fvar" in font:
        from fontTools.varLib import instancer
        font = instancer.instantiateVariableFont(font, {"wght": weight})
    return font


def load_faces(args):
    regular_path = Path(args.regular) if args.regular else find_font_file("Regular")
    bold_path = Path(args.bold) if args.bold else find_font_file("Bold")
    if regular_path and bold_path:
        return (regular_path, load_face(regular_path, 400)), (bold_path, load_face(bold_path, 700))
    variable = find_variable_font()
    if variable is None:
        sys.exit("Inter not found: run `apt-get install -y fonts-inter` or pass --regular/--bold.")
    return (variable, load_face(variable, 400)), (variable, load_face(variable, 700))


def debian_package_version():
    """Returns the installed fonts-inter version, or None outside Debian."""
    try:
        result = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "fonts-inter"],
            capture_output=True, text=True, check=False)
    except OSError:
        return None
    return result.stdout.strip() or None


def value_advance(value_record):
    """Horizontal advance change of a GPOS ValueRecord (placement does not change width)."""
    if value_record is None:
        return 0
    return getattr(value_record, "XAdvance", 0) or 0


class PairSubtable:
    """One GPOS pair-adjustment subtable, flattened to dictionaries for fast queries."""

    def __init__(self, subtable):
        self.format = subtable.Format
        self.coverage = {glyph: index for index, glyph in enumerate(subtable.Coverage.glyphs)}
        if self.format == 1:
            self.pairs = {}
            for glyph, index in self.coverage.items():
                pair_set = subtable.PairSet[index]
                self.pairs[glyph] = {
                    record.SecondGlyph: value_advance(record.Value1) + value_advance(record.Value2)
                    for record in pair_set.PairValueRecord
                }
        else:
            self.class1 = subtable.ClassDef1.classDefs if subtable.ClassDef1 else {}
            self.class2 = subtable.ClassDef2.classDefs if subtable.ClassDef2 else {}
            self.class2_count = subtable.Class2Count
            self.matrix = [
                [value_advance(c2.Value1) + value_advance(c2.Value2) for c2 in c1.Class2Record]
                for c1 in subtable.Class1Record
            ]

    def apply(self, left, right):
        """Returns the adjustment if this subtable applies to the pair, else None.

        As in OpenType shaping, a format-1 subtable applies only when it lists the pair, while a
        format-2 subtable applies (possibly with zero) whenever it covers the first glyph.
        """
        if left not in self.coverage:
            return None
        if self.format == 1:
            return self.pairs[left].get(right)
        class2 = self.class2.get(right, 0)
        if class2 >= self.class2_count:
            return None
        return self.matrix[self.class1.get(left, 0)][class2]


def kern_lookups(font):
    """Returns the pair-adjustment lookups of the kern feature (latn, else DFLT), in order."""
    gpos = font["GPOS"].table
    scripts = {record.ScriptTag: record.Script for record in gpos.ScriptList.ScriptRecord}
    script = scripts.get("latn") or scripts.get("DFLT")
    lookup_indices = []
    for feature_index in script.DefaultLangSys.FeatureIndex:
        record = gpos.FeatureList.FeatureRecord[feature_index]
        if record.FeatureTag == "kern":
            lookup_indices.extend(record.Feature.LookupListIndex)
    lookups = []
    for index in sorted(set(lookup_indices)):
        lookup = gpos.LookupList.Lookup[index]
        subtables = []
        for subtable in lookup.SubTable:
            if lookup.LookupType == 9:
                if subtable.ExtensionLookupType != 2:
                    continue
                subtable = subtable.ExtSubTable
            elif lookup.LookupType != 2:
                continue
            subtables.append(PairSubtable(subtable))
        if subtables:
            lookups.append(subtables)
    return lookups


def face_metrics(font):
    """Advance widths and kerning pairs (font units) for CHARACTERS."""
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    glyph_of = {}
    advances = []
    for scalar in CHARACTERS:
        glyph = cmap.get(scalar)
        if glyph is None:
            continue
        glyph_of[scalar] = glyph
        advance = 0 if scalar in ZERO_WIDTH_CHARACTERS else hmtx[glyph][0]
        advances.append([scalar, advance])

    gdef = font["GDEF"].table if "GDEF" in font else None
    glyph_classes = gdef.GlyphClassDef.classDefs if gdef and gdef.GlyphClassDef else {}
    kernable = [s for s in glyph_of
                if s not in ZERO_WIDTH_CHARACTERS and glyph_classes.get(glyph_of[s]) != 3]
    lookups = kern_lookups(font)
    kerning = []
    for left in kernable:
        for right in kernable:
            total = 0
            for subtables in lookups:
                for subtable in subtables:
                    value = subtable.apply(glyph_of[left], glyph_of[right])
                    if value is not None:
                        total += value
                        break
            if total != 0:
                kerning.append([left, right, total])
    return advances, kerning


def grouped_kerning(kerning):
    """Kerning pairs grouped by their left character: {"left": L, "pairs": [[R, value], ...]}."""
    rows = []
    for left, right, value in kerning:
        if not rows or rows[-1]["left"] != left:
            rows.append({"left": left, "pairs": []})
        rows[-1]["pairs"].append([right, value])
    return rows


def fallback_advance(advances):
    """Mean advance of the letters and digits, the width used for characters outside the table."""
    table = dict((scalar, advance) for scalar, advance in advances)
    alphanumerics = [table[s] for s in table if chr(s).isascii() and chr(s).isalnum()]
    return round(sum(alphanumerics) / len(alphanumerics))


def untracked_width(text, advances, kerning, units_per_em, point_size):
    """Σ advances + Σ kerning of `text`, in points, before tracking."""
    advance_of = dict((scalar, advance) for scalar, advance in advances)
    kern_of = {(left, right): value for left, right, value in kerning}
    scalars = [ord(character) for character in text]
    units = sum(advance_of[s] for s in scalars)
    units += sum(kern_of.get(pair, 0) for pair in zip(scalars, scalars[1:]))
    return units * point_size / units_per_em


def example_target(example):
    """The raw width an example pins down: exact, or the middle of its pixel interval."""
    if "rawWidth" in example:
        return example["rawWidth"], example["rawWidth"], example["rawWidth"]
    high = example["intrinsicWidth"]
    low = high - 1 / example["scale"]
    return (low + high) / 2, low, high


def fit_correction(advances, kerning, units_per_em):
    """Least-squares per-glyph correction (points at 17 pt) added to the HIG tracking."""
    rows = []
    for example in MEASURED_EXAMPLES:
        size = example["pointSize"]
        base = untracked_width(example["text"], advances, kerning, units_per_em, size)
        base += len(example["text"]) * HIG_TRACKING[size]
        target, _, _ = example_target(example)
        rows.append((len(example["text"]), target - base))
    numerator = sum(count * gap for count, gap in rows)
    denominator = sum(count * count for count, _ in rows)
    return numerator / denominator


def correction_at(point_size, correction_at_fit):
    """The correction grows with the em: Inter's width excess is proportional to the size."""
    return correction_at_fit * point_size / FIT_POINT_SIZE


def tracking_table(correction_at_fit):
    rows = []
    for size in sorted(HIG_TRACKING):
        correction = correction_at(size, correction_at_fit)
        rows.append({
            "pointSize": size,
            "hig": HIG_TRACKING[size],
            "correction": round(correction, 6),
            "tracking": round(HIG_TRACKING[size] + correction, 6),
        })
    return rows


def fit_report(advances, kerning, units_per_em, tracking_rows):
    tracking_of = {row["pointSize"]: row["tracking"] for row in tracking_rows}
    report = []
    for example in MEASURED_EXAMPLES:
        size = example["pointSize"]
        text = example["text"]
        untracked = untracked_width(text, advances, kerning, units_per_em, size)
        model = untracked + len(text) * tracking_of[size]
        untuned = untracked + len(text) * HIG_TRACKING[size]
        target, low, high = example_target(example)
        if low <= model <= high:
            error = 0.0
        else:
            error = model - high if model > high else model - low
        entry = {
            "text": text,
            "pointSize": size,
            "measured": example.get("rawWidth", example.get("intrinsicWidth")),
            "measuredKind": "raw" if "rawWidth" in example else "intrinsic @%dx" % example["scale"],
            "interUntracked": round(untracked, 4),
            "modelWithHigTracking": round(untuned, 4),
            "model": round(model, 4),
            "error": round(error, 4),
            "relativeError": round(error / target, 5),
        }
        report.append(entry)
    return report


def build_table(args):
    (regular_path, regular), (bold_path, bold) = load_faces(args)
    units_per_em = regular["head"].unitsPerEm
    if bold["head"].unitsPerEm != units_per_em:
        sys.exit("Regular and Bold faces disagree on unitsPerEm.")
    regular_advances, regular_kerning = face_metrics(regular)
    bold_advances, bold_kerning = face_metrics(bold)

    correction = fit_correction(regular_advances, regular_kerning, units_per_em)
    rows = tracking_table(correction)
    report = fit_report(regular_advances, regular_kerning, units_per_em, rows)
    name = regular["name"]
    return {
        "format": 1,
        "about": "System-font text metrics for AutoLayout: Inter advances and kerning with a "
                 "tracking fitted to UIKit measurements; San Francisco vertical metrics. "
                 "Generated by Scripts/make-text-metrics.py; see README.md beside this file.",
        "source": {
            "font": "Inter",
            "fontVersion": name.getDebugName(5),
            "debianPackage": "fonts-inter " + (debian_package_version() or "(not installed)"),
            "files": [regular_path.name, bold_path.name],
            "copyright": name.getDebugName(0),
            "license": "SIL Open Font License, Version 1.1 (OFL.txt beside this file)",
        },
        "vertical": SF_VERTICAL,
        "horizontal": {
            "unitsPerEm": units_per_em,
            "fallbackAdvance": "mean advance of A-Z, a-z and 0-9, used for any character "
                               "not listed in a face's advances",
            "regular": {
                "fallbackAdvance": fallback_advance(regular_advances),
                "advances": regular_advances,
                "kerning": grouped_kerning(regular_kerning),
            },
            "bold": {
                "fallbackAdvance": fallback_advance(bold_advances),
                "advances": bold_advances,
                "kerning": grouped_kerning(bold_kerning),
            },
        },
        "tracking": {
            "rule": "points added after every glyph; tracking = hig + correction, where "
                    "correction = %.6f * pointSize / %d (fitted at %d pt); linear between "
                    "listed sizes; below the first size it shrinks in proportion to the size; "
                    "above the last size it stays at the last row's value"
                    % (correction, FIT_POINT_SIZE, FIT_POINT_SIZE),
            "correctionAtFitSize": round(correction, 6),
            "sizes": rows,
        },
        "fit": report,
    }


def render(table):
    """JSON with one advance, kerning pair or tracking row per line, so diffs stay readable."""
    def dump(value):
        return json.dumps(value, ensure_ascii=False)

    def render_value(value, indent):
        pad = "  " * indent
        if isinstance(value, dict):
            items = [f'{pad}  {dump(key)}: {render_value(item, indent + 1)}'
                     for key, item in value.items()]
            return "{\n" + ",\n".join(items) + "\n" + pad + "}"
        if isinstance(value, list) and value and isinstance(value[0], (list, dict)):
            items = [pad + "  " + dump(item) for item in value]
            return "[\n" + ",\n".join(items) + "\n" + pad + "]"
        return dump(value)

    return render_value(table, 0) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regular", help="Inter Regular (or variable) font file")
    parser.add_argument("--bold", help="Inter Bold (or variable) font file")
    parser.add_argument("--output", default=str(DEFAULT_OUTPUT), help="JSON file to write")
    parser.add_argument("--check", action="store_true",
                        help="compare with the existing output instead of writing it")
    args = parser.parse_args()

    table = build_table(args)
    text = render(table)
    output = Path(args.output)
    if args.check:
        current = output.read_text(encoding="utf-8") if output.exists() else ""
        if current != text:
            sys.exit(f"{output} is out of date; rerun Scripts/make-text-metrics.py")
        print(f"{output} is up to date")
        return
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8")

    print(f"wrote {output} ({len(text.encode('utf-8'))} bytes)")
    for face in ("regular", "bold"):
        entry = table["horizontal"][face]
        pairs = sum(len(row["pairs"]) for row in entry["kerning"])
        print(f"  {face}: {len(entry['advances'])} advances, {pairs} kerning pairs, "
              f"fallback {entry['fallbackAdvance']}")
    print(f"  tracking correction at {FIT_POINT_SIZE} pt: "
          f"{table['tracking']['correctionAtFitSize']:+.4f} pt/glyph")
    for entry in table["fit"]:
        print(f"  {entry['text']!r}: measured {entry['measured']} ({entry['measuredKind']}), "
              f"model {entry['model']}, error {entry['error']:+.4f} pt "
              f"({entry['relativeError'] * 100:+.2f} %)")


if __name__ == "__main__":
    main()
