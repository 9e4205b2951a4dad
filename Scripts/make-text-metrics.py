#!/usr/bin/env python3
"""Build Data/fonts/system-font-metrics.json, the text metrics AutoLayout uses for the system font.

San Francisco's glyph advances are not public, so the horizontal metrics come from the open font
Inter (Debian package `fonts-inter`, SIL Open Font License 1.1): advance widths and GPOS pair
kerning for Regular (wght 400) and Bold (wght 700), restricted to printable ASCII, Latin-1 and a
few common punctuation marks, from Inter for text sizes and from Inter Display for display sizes
(the system font blends its Text and Display designs between 20 and 28 pt). A per-size tracking,
starting from Apple's published SF tracking table and corrected so that the model reproduces
widths measured on real UIKit, brings Inter's widths close to the system font's. Vertical metrics
are San Francisco's published values.

Requirements (development only): `apt-get install -y fonts-inter` and `pip install fonttools`.

Usage:
    python3 Scripts/make-text-metrics.py                # writes Data/fonts/system-font-metrics.json
    python3 Scripts/make-text-metrics.py --check        # exit 1 if the committed file is stale
    python3 Scripts/make-text-metrics.py --regular R.otf --bold B.otf \
        --display-regular DR.otf --display-bold DB.otf --output out.json
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

# Display sizes: "What's the point?" (ASCII apostrophe) in a UILabel with
# preferredFont(forTextStyle: .title1) and adjustsFontForContentSizeCategory, sized by sizeToFit();
# the width is the reference image's width in pixels over its scale. swift-snapshot-testing,
# Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraitsWithView.label-*.png:
# recorded at @2x in April 2019 (commit 7edf7f9, iOS 12) and again at @3x in December 2019 (commit
# fb70100, iOS 13). Title1 is 28 pt at Large; the other categories give the other sizes (HIG).
DISPLAY_TEXT = "What's the point?"
DISPLAY_RECORDINGS = [
    # (point size, content size category, width in pixels @2x (iOS 12), @3x (iOS 13))
    (25, "extra-small", 378, 566),
    (26, "small", 392, 588),
    (27, "medium", 407, 610),
    (28, "large", 422, 632),
    (30, "extra-large", 451, 677),
    (32, "extra-extra-large", 481, 721),
    (34, "extra-extra-extra-large", 510, 765),
    (38, "accessibility-medium", 568, 852),
    (43, "accessibility-large", 642, 962),
    (48, "accessibility-extra-large", 714, 1070),
    (53, "accessibility-extra-extra-large", 785, 1178),
    (58, "accessibility-extra-extra-extra-large", 857, 1285),
]
# Since iOS 14 the system font blends Text into Display up to 28 pt, so only 28 pt and up show the
# Display design as iOS 12 and 13 did; the fit uses the sizes the HIG tracking table covers.
DISPLAY_FIT_SIZES = (28, 30, 32, 34)
DISPLAY_FIT_POINT_SIZE = 28
# The optical-size blend: Text design (Inter) up to BLEND_FROM, Display design (Inter Display)
# from BLEND_TO, linear between, as the HIG tracking table moves from its Text to its Display
# values between 20 and 28 pt.
BLEND_FROM = 20
BLEND_TO = 28

# Widths measured on real UIKit used only to check the model (not fitted): swift-snapshot-testing
# testTraits.*.txt, real recursiveDescription dumps of labels placed by constraints (intrinsic
# widths @3x): headline "What's" (semibold), body "the" and "point", subheadline "?", at Large
# (iPads, iPhone XS Max; 17, 17, 15 pt) and one category smaller (iPhone 8, X; 16, 16, 14 pt).
CHECK_EXAMPLES = [
    {"text": "What's", "pointSize": 17, "bold": True, "intrinsicWidth": 55 + 2 / 3, "scale": 3,
     "style": "headline (semibold)"},
    {"text": "What's", "pointSize": 16, "bold": True, "intrinsicWidth": 52 + 2 / 3, "scale": 3,
     "style": "headline (semibold)"},
    {"text": "the", "pointSize": 17, "intrinsicWidth": 25.0, "scale": 3, "style": "body"},
    {"text": "point", "pointSize": 17, "intrinsicWidth": 39.0, "scale": 3, "style": "body"},
    {"text": "the", "pointSize": 16, "intrinsicWidth": 23 + 2 / 3, "scale": 3, "style": "body"},
    {"text": "point", "pointSize": 16, "intrinsicWidth": 37.0, "scale": 3, "style": "body"},
    {"text": "?", "pointSize": 15, "intrinsicWidth": 7 + 2 / 3, "scale": 3, "style": "subheadline"},
    {"text": "?", "pointSize": 14, "intrinsicWidth": 7 + 1 / 3, "scale": 3, "style": "subheadline"},
]


def display_examples():
    """The title1 widths as examples, one per recording and size."""
    examples = []
    for size, category, at2x, at3x in DISPLAY_RECORDINGS:
        for pixels, scale, system in ((at2x, 2, "iOS 12"), (at3x, 3, "iOS 13")):
            examples.append({
                "text": DISPLAY_TEXT, "pointSize": size, "intrinsicWidth": pixels / scale,
                "scale": scale, "style": "title1 at %s, %s" % (category, system),
                "fitted": size in DISPLAY_FIT_SIZES,
            })
    return examples


def display_share(point_size):
    """How much of the Display design a size uses: 0 up to BLEND_FROM, 1 from BLEND_TO."""
    if point_size <= BLEND_FROM:
        return 0.0
    if point_size >= BLEND_TO:
        return 1.0
    return (point_size - BLEND_FROM) / (BLEND_TO - BLEND_FROM)


def find_font_file(style, family="Inter"):
    """Returns the installed static file of `family` for `style`, or None."""
    names = [f"{family}-{style}.otf", f"{family}-{style}.ttf"]
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


def load_display_faces(args):
    regular_path = (Path(args.display_regular) if args.display_regular
                    else find_font_file("Regular", "InterDisplay"))
    bold_path = (Path(args.display_bold) if args.display_bold
                 else find_font_file("Bold", "InterDisplay"))
    if not (regular_path and bold_path):
        sys.exit("Inter Display not found: install fonts-inter 4 or pass "
                 "--display-regular/--display-bold.")
    return (regular_path, load_face(regular_path, 400)), (bold_path, load_face(bold_path, 700))


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


def fit_display_correction(advances, kerning, units_per_em):
    """Least-squares per-glyph correction (points at 28 pt) added to the HIG tracking at display
    sizes, growing with the em like the text correction: correction(pt) = c × pt / 28."""
    numerator = denominator = 0.0
    for example in display_examples():
        if not example["fitted"]:
            continue
        size = example["pointSize"]
        text = example["text"]
        base = untracked_width(text, advances, kerning, units_per_em, size)
        base += len(text) * HIG_TRACKING[size]
        target, _, _ = example_target(example)
        slope = len(text) * size / DISPLAY_FIT_POINT_SIZE
        numerator += slope * (target - base)
        denominator += slope * slope
    return numerator / denominator


def correction_at(point_size, correction_at_fit):
    """The correction grows with the em: Inter's width excess is proportional to the size."""
    return correction_at_fit * point_size / FIT_POINT_SIZE


def display_correction_at(point_size, display_correction_at_fit):
    return display_correction_at_fit * point_size / DISPLAY_FIT_POINT_SIZE


def tracking_table(correction_at_fit, display_correction_at_fit):
    rows = []
    for size in sorted(HIG_TRACKING):
        share = display_share(size)
        text_correction = correction_at(size, correction_at_fit)
        display_correction = display_correction_at(size, display_correction_at_fit)
        correction = (1 - share) * text_correction + share * display_correction
        rows.append({
            "pointSize": size,
            "hig": HIG_TRACKING[size],
            "correction": round(correction, 6),
            "textCorrection": round(text_correction, 6),
            "displayCorrection": round(display_correction, 6),
            "displayShare": round(share, 6),
            "tracking": round(HIG_TRACKING[size] + correction, 6),
        })
    return rows


def tracking_at(point_size, rows):
    """The tracking the engine uses: linear between rows, the last row's value above them."""
    if point_size >= rows[-1]["pointSize"]:
        return rows[-1]["tracking"]
    for low, high in zip(rows, rows[1:]):
        if low["pointSize"] <= point_size <= high["pointSize"]:
            fraction = (point_size - low["pointSize"]) / (high["pointSize"] - low["pointSize"])
            return low["tracking"] + fraction * (high["tracking"] - low["tracking"])
    raise ValueError(point_size)


def model_width(text, point_size, faces, rows):
    """Width as the engine computes it: blended Text/Display advances plus the table's tracking.

    `faces` is ((advances, kerning, unitsPerEm) of the text face, the same of the display face)."""
    share = display_share(point_size)
    text_face, display_face = faces
    untracked = (1 - share) * untracked_width(text, *text_face, point_size)
    if share > 0:
        untracked += share * untracked_width(text, *display_face, point_size)
    return untracked, untracked + len(text) * tracking_at(point_size, rows)


def report_entry(example, faces, rows, fitted):
    size = example["pointSize"]
    text = example["text"]
    untracked, model = model_width(text, size, faces, rows)
    untuned = untracked + len(text) * HIG_TRACKING.get(size, HIG_TRACKING[max(HIG_TRACKING)])
    target, low, high = example_target(example)
    if low <= model <= high:
        error = 0.0
    else:
        error = model - high if model > high else model - low
    entry = {
        "text": text,
        "pointSize": size,
        "weight": "bold" if example.get("bold") else "regular",
        "style": example.get("style", "systemFont(ofSize:)"),
        "fitted": fitted,
        "measured": round(example.get("rawWidth", example.get("intrinsicWidth")), 4),
        "measuredKind": "raw" if "rawWidth" in example else "intrinsic @%dx" % example["scale"],
        "interUntracked": round(untracked, 4),
        "modelWithHigTracking": round(untuned, 4),
        "model": round(model, 4),
        "error": round(error, 4),
        "relativeError": round(error / target, 5),
    }
    return entry


def fit_report(regular_faces, bold_faces, tracking_rows):
    report = []
    for example in MEASURED_EXAMPLES:
        report.append(report_entry(example, regular_faces, tracking_rows, True))
    for example in display_examples():
        report.append(report_entry(example, regular_faces, tracking_rows, example["fitted"]))
    for example in CHECK_EXAMPLES:
        faces = bold_faces if example.get("bold") else regular_faces
        report.append(report_entry(example, faces, tracking_rows, False))
    return report


def face_entry(advances, kerning, units_per_em=None):
    """One face; a face whose em differs from `horizontal.unitsPerEm` names its own."""
    entry = {} if units_per_em is None else {"unitsPerEm": units_per_em}
    return entry | {
        "fallbackAdvance": fallback_advance(advances),
        "advances": advances,
        "kerning": grouped_kerning(kerning),
    }


def build_table(args):
    (regular_path, regular), (bold_path, bold) = load_faces(args)
    (display_regular_path, display_regular), (display_bold_path, display_bold) = \
        load_display_faces(args)
    units_per_em = regular["head"].unitsPerEm
    if bold["head"].unitsPerEm != units_per_em:
        sys.exit("Regular and Bold faces disagree on unitsPerEm.")
    display_units_per_em = display_regular["head"].unitsPerEm
    if display_bold["head"].unitsPerEm != display_units_per_em:
        sys.exit("Inter Display Regular and Bold disagree on unitsPerEm.")
    regular_advances, regular_kerning = face_metrics(regular)
    bold_advances, bold_kerning = face_metrics(bold)
    display_regular_advances, display_regular_kerning = face_metrics(display_regular)
    display_bold_advances, display_bold_kerning = face_metrics(display_bold)

    correction = fit_correction(regular_advances, regular_kerning, units_per_em)
    display_correction = fit_display_correction(
        display_regular_advances, display_regular_kerning, display_units_per_em)
    rows = tracking_table(correction, display_correction)
    report = fit_report(
        ((regular_advances, regular_kerning, units_per_em),
         (display_regular_advances, display_regular_kerning, display_units_per_em)),
        ((bold_advances, bold_kerning, units_per_em),
         (display_bold_advances, display_bold_kerning, display_units_per_em)),
        rows)
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
            "files": [regular_path.name, bold_path.name, display_regular_path.name,
                      display_bold_path.name],
            "copyright": name.getDebugName(0),
            "license": "SIL Open Font License, Version 1.1 (OFL.txt beside this file)",
        },
        "vertical": SF_VERTICAL,
        "horizontal": {
            "unitsPerEm": units_per_em,
            "fallbackAdvance": "mean advance of A-Z, a-z and 0-9, used for any character "
                               "not listed in a face's advances",
            "regular": face_entry(regular_advances, regular_kerning),
            "bold": face_entry(bold_advances, bold_kerning),
            "displayRegular": face_entry(
                display_regular_advances, display_regular_kerning, display_units_per_em),
            "displayBold": face_entry(
                display_bold_advances, display_bold_kerning, display_units_per_em),
            "opticalSize": {
                "rule": "advances and kerning are the text faces' (regular, bold) up to "
                        "textUpTo pt, the display faces' (displayRegular, displayBold) from "
                        "displayFrom pt, and a linear blend of the two between",
                "textUpTo": BLEND_FROM,
                "displayFrom": BLEND_TO,
            },
        },
        "tracking": {
            "rule": "points added after every glyph; tracking = hig + correction, where "
                    "correction = (1 - displayShare) * textCorrection + displayShare * "
                    "displayCorrection, textCorrection = %.6f * pointSize / %d (fitted at %d "
                    "pt), displayCorrection = %.6f * pointSize / %d (fitted at %s pt) and "
                    "displayShare is the display faces' share of the advances; linear between "
                    "listed sizes; below the first size it shrinks in proportion to the size; "
                    "above the last size it stays at the last row's value"
                    % (correction, FIT_POINT_SIZE, FIT_POINT_SIZE, display_correction,
                       DISPLAY_FIT_POINT_SIZE, ", ".join(str(s) for s in DISPLAY_FIT_SIZES)),
            "correctionAtFitSize": round(correction, 6),
            "displayCorrectionAtFitSize": round(display_correction, 6),
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
    parser.add_argument("--display-regular", help="Inter Display Regular font file")
    parser.add_argument("--display-bold", help="Inter Display Bold font file")
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
    for face in ("regular", "bold", "displayRegular", "displayBold"):
        entry = table["horizontal"][face]
        pairs = sum(len(row["pairs"]) for row in entry["kerning"])
        print(f"  {face}: {len(entry['advances'])} advances, {pairs} kerning pairs, "
              f"fallback {entry['fallbackAdvance']}")
    print(f"  tracking correction at {FIT_POINT_SIZE} pt: "
          f"{table['tracking']['correctionAtFitSize']:+.4f} pt/glyph")
    print(f"  display tracking correction at {DISPLAY_FIT_POINT_SIZE} pt: "
          f"{table['tracking']['displayCorrectionAtFitSize']:+.4f} pt/glyph")
    for entry in table["fit"]:
        mark = "fit" if entry["fitted"] else "check"
        print(f"  {mark:5} {entry['text']!r} {entry['pointSize']} pt {entry['weight']} "
              f"({entry['style']}): measured {entry['measured']} ({entry['measuredKind']}), "
              f"model {entry['model']}, error {entry['error']:+.4f} pt "
              f"({entry['relativeError'] * 100:+.2f} %)")


if __name__ == "__main__":
    main()
