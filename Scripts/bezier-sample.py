#!/usr/bin/env python3
"""Where an animated edge is at a given time, for UIKit's timing curves.

UIKit's block animations (`UIView.animate(withDuration:...)`) follow a cubic Bezier timing
curve from (0, 0) to (1, 1) with two control points:

  easeInOut  (0.42, 0) (0.58, 1)   the default of animate(withDuration:animations:)
  easeIn     (0.42, 0) (1, 1)
  easeOut    (0, 0) (0.58, 1)
  linear     (0, 0) (1, 1)

At time t the animation has run x = (t - delay) / duration of its time (clamped to 0...1).
The curve is given as a parameter s: x(s) and y(s) are cubic polynomials. This script solves
x(s) = x for s (bisection, then Newton, to 1e-12) and reports the progress y(s); an edge then
sits at from + (to - from) * y.

Usage:
  Scripts/bezier-sample.py CURVE DURATION TIME [TIME ...] [--delay D] [--from A --to B] [--scale S]
  Scripts/bezier-sample.py search CURVE DURATION DISTANCE --scale S [--scale S ...] [--step 0.001]

The first form prints x, s and y for each time (and the edge, when --from/--to are given, with
how far it is from the nearest pixel at --scale). The second lists sample times (multiples of
--step inside the animation) at which DISTANCE * y lies within a tenth of a pixel of the grid
of every scale given, to help choose sample times whose frames land on whole pixels.
"""

import argparse
import sys

CURVES = {
    "easeInOut": (0.42, 0.0, 0.58, 1.0),
    "easeIn": (0.42, 0.0, 1.0, 1.0),
    "easeOut": (0.0, 0.0, 0.58, 1.0),
    "linear": (0.0, 0.0, 1.0, 1.0),
}

TOLERANCE = 1e-12


def cubic(s, p1, p2):
    """One coordinate of the Bezier curve from 0 to 1 with inner control values p1, p2."""
    u = 1.0 - s
    return 3.0 * u * u * s * p1 + 3.0 * u * s * s * p2 + s * s * s


def cubic_slope(s, p1, p2):
    """d/ds of `cubic`."""
    u = 1.0 - s
    return 3.0 * u * u * p1 + 6.0 * u * s * (p2 - p1) + 3.0 * s * s * (1.0 - p2)


def solve_parameter(x, x1, x2):
    """The s in [0, 1] with cubic(s, x1, x2) == x (x(s) rises monotonically for these curves)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    low, high = 0.0, 1.0
    for _ in range(60):  # bisection to ~1e-18, then a Newton polish
        middle = (low + high) / 2.0
        if cubic(middle, x1, x2) < x:
            low = middle
        else:
            high = middle
    s = (low + high) / 2.0
    for _ in range(5):
        slope = cubic_slope(s, x1, x2)
        if slope == 0.0:
            break
        step = (cubic(s, x1, x2) - x) / slope
        if abs(step) < TOLERANCE / 1000:
            break
        s = min(1.0, max(0.0, s - step))
    if abs(cubic(s, x1, x2) - x) > TOLERANCE:
        raise ArithmeticError(f"could not solve x(s) = {x} to {TOLERANCE}")
    return s


def progress(curve, duration, time, delay=0.0):
    """(x, s, y) of `curve` at `time` seconds for an animation of `duration` after `delay`."""
    x1, y1, x2, y2 = CURVES[curve]
    x = min(1.0, max(0.0, (time - delay) / duration))
    s = solve_parameter(x, x1, x2)
    return x, s, cubic(s, y1, y2)


def pixel_offset(value, scale):
    """How far `value` (points) is from the nearest pixel of a `scale`x screen, in pixels."""
    pixels = value * scale
    return pixels - round(pixels)


def report(args):
    for time in args.times:
        x, s, y = progress(args.curve, args.duration, time, args.delay)
        line = f"t = {time:g}: x = {x:.12f}  s = {s:.12f}  y = {y:.12f}"
        if args.start is not None and args.end is not None:
            value = args.start + (args.end - args.start) * y
            line += f"  edge = {value:.6f}"
            for scale in args.scale or []:
                line += f"  ({pixel_offset(value, scale):+.4f} px at @{scale}x)"
        print(line)


def search(args):
    steps = int(round(args.duration / args.step))
    found = 0
    for index in range(1, steps):
        time = index * args.step
        x, s, y = progress(args.curve, args.duration, time)
        value = args.distance * y
        offsets = [pixel_offset(value, scale) for scale in args.scale]
        if all(abs(offset) <= 0.1 for offset in offsets):
            found += 1
            described = "  ".join(f"{offset:+.4f} px at @{scale}x"
                                  for offset, scale in zip(offsets, args.scale))
            print(f"t = {time:.4f}: x = {x:.6f}  y = {y:.6f}  moved {value:.6f}  {described}")
    if not found:
        print("no sample time lands within a tenth of a pixel")


def main(argv):
    if argv and argv[0] == "search":
        parser = argparse.ArgumentParser(prog="bezier-sample.py search")
        parser.add_argument("curve", choices=sorted(CURVES))
        parser.add_argument("duration", type=float)
        parser.add_argument("distance", type=float)
        parser.add_argument("--scale", type=int, action="append", required=True)
        parser.add_argument("--step", type=float, default=0.001)
        search(parser.parse_args(argv[1:]))
        return 0
    parser = argparse.ArgumentParser(prog="bezier-sample.py")
    parser.add_argument("curve", choices=sorted(CURVES))
    parser.add_argument("duration", type=float)
    parser.add_argument("times", type=float, nargs="+")
    parser.add_argument("--delay", type=float, default=0.0)
    parser.add_argument("--from", dest="start", type=float)
    parser.add_argument("--to", dest="end", type=float)
    parser.add_argument("--scale", type=int, action="append")
    report(parser.parse_args(argv))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
