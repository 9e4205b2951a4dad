#!/usr/bin/env python3
"""Prints golden review traces computed by py-fsrs, the reference FSRS implementation, as JSON.

The SpacedRepetition tests replay every trace and expect the same due dates, states, steps,
stabilities, difficulties and retrievabilities.

    python3 -m venv /tmp/fsrs-venv
    /tmp/fsrs-venv/bin/pip install fsrs==6.3.2
    /tmp/fsrs-venv/bin/python Scripts/fsrs-golden-traces.py \
        > Tests/SpacedRepetitionTests/Fixtures/fsrs-golden-traces.json

Everything is deterministic: the ratings and gaps come from a seeded generator of their own, and
the global generator py-fsrs fuzzes with is only reseeded, right before each fuzzed trace.
"""

import json
import random
import sys
from copy import copy
from datetime import datetime, timedelta, timezone
from importlib.metadata import version

import fsrs.scheduler
from fsrs import Card, Rating, Scheduler, State

PINNED_VERSION = "6.3.2"
RNG_SEED = 20250101
START = datetime(2025, 1, 1, 9, 0, tzinfo=timezone.utc)
MINUTE = 60
HOUR = 3600
DAY = 86400
LAST_YEAR = 3000

STATE_NAMES = {State.Learning: "learning", State.Review: "review", State.Relearning: "relearning"}


def iso(moment):
    """Formats a UTC datetime as ISO 8601 with a Z suffix (always whole seconds here)."""
    if moment is None:
        return None
    assert moment.microsecond == 0
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def config(
    desired_retention=0.9,
    learning_steps=(MINUTE, 10 * MINUTE),
    relearning_steps=(10 * MINUTE,),
    maximum_interval=36500,
    weights=None,
):
    return {
        "weights": list(weights if weights is not None else fsrs.scheduler.DEFAULT_PARAMETERS),
        "desiredRetention": desired_retention,
        "learningSteps": list(learning_steps),
        "relearningSteps": list(relearning_steps),
        "maximumInterval": maximum_interval,
    }


def make_scheduler(cfg, fuzz):
    return Scheduler(
        parameters=cfg["weights"],
        desired_retention=cfg["desiredRetention"],
        learning_steps=[timedelta(seconds=s) for s in cfg["learningSteps"]],
        relearning_steps=[timedelta(seconds=s) for s in cfg["relearningSteps"]],
        maximum_interval=cfg["maximumInterval"],
        enable_fuzzing=fuzz,
    )


def card_fields(card):
    return {
        "state": STATE_NAMES[card.state],
        "step": card.step,
        "stability": card.stability,
        "difficulty": card.difficulty,
        "due": iso(card.due),
        "lastReview": iso(card.last_review),
    }


def run_trace(name, cfg, reviews, coverage, fuzz_seed=None):
    """Reviews a new card at the given (datetime, rating) pairs and records every step."""
    scheduler = make_scheduler(cfg, fuzz=fuzz_seed is not None)
    preview_scheduler = make_scheduler(cfg, fuzz=False)
    card = Card(card_id=1, due=reviews[0][0])
    if fuzz_seed is not None:
        random.seed(fuzz_seed)
    steps = []
    for moment, rating in reviews:
        coverage.add((STATE_NAMES[card.state], card.step, int(rating)))
        record = {
            "at": iso(moment),
            "rating": int(rating),
            "retrievabilityBefore": scheduler.get_card_retrievability(card, moment),
        }
        if fuzz_seed is None:
            # What each rating would have led to; the preview the prompt shows.
            record["dueByRating"] = {
                str(int(r)): iso(preview_scheduler.review_card(copy(card), r, moment)[0].due)
                for r in Rating
            }
        card, _ = scheduler.review_card(card, rating, moment)
        record["after"] = card_fields(card)
        steps.append(record)
    later = [
        {"at": iso(card.last_review + timedelta(days=d)),
         "retrievability": scheduler.get_card_retrievability(card, card.last_review + timedelta(days=d))}
        for d in (0, 1, 7, 30, 365, 3650)
    ]
    trace = {"name": name, "cardID": "1", "config": cfg, "reviews": steps, "retrievabilityAfter": later}
    if fuzz_seed is not None:
        trace["fuzzSeed"] = fuzz_seed
    return trace


def published_trace():
    """The trace quoted in FSRS's documentation of the default schedule (fuzz off)."""
    at = lambda text: datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
    return [
        (at("2025-01-01 09:00"), Rating.Good),
        (at("2025-01-01 09:10"), Rating.Good),
        (at("2025-01-03 09:10"), Rating.Good),
        (at("2025-01-14 09:00"), Rating.Again),
        (at("2025-01-14 09:10"), Rating.Good),
        (at("2025-01-17 09:00"), Rating.Hard),
        (at("2025-01-25 09:00"), Rating.Easy),
        (at("2025-05-01 09:00"), Rating.Good),
    ]


def next_gap(rng, scheduled_seconds):
    """Seconds until the next review: early, on time, late, minutes, hours or years later."""
    mode = rng.choices(
        ["early", "onTime", "late", "minutes", "hours", "days", "years"],
        weights=[3, 3, 4, 3, 2, 2, 1],
    )[0]
    if mode == "early":
        return max(1, int(scheduled_seconds * rng.uniform(0.05, 0.95)))
    if mode == "onTime":
        return scheduled_seconds
    if mode == "late":
        return scheduled_seconds + rng.randint(1, max(1, 3 * scheduled_seconds))
    if mode == "minutes":
        return rng.randint(1, 59) * MINUTE + rng.randint(0, 59)
    if mode == "hours":
        return rng.randint(1, 23) * HOUR + rng.randint(0, 3599)
    if mode == "days":
        return rng.randint(1, 60) * DAY + rng.randint(0, DAY - 1)
    return rng.randint(365, 3650) * DAY + rng.randint(0, DAY - 1)


def random_reviews(rng, cfg, count, rating_weights, fuzz_seed=None):
    """Chooses ratings and review times, following the card so 'on time' means its due date."""
    scheduler = make_scheduler(cfg, fuzz=fuzz_seed is not None)
    if fuzz_seed is not None:
        random.seed(fuzz_seed)
    card = Card(card_id=1, due=START)
    moment = START + timedelta(seconds=rng.randint(0, DAY - 1))
    reviews = []
    for _ in range(count):
        rating = Rating(rng.choices([1, 2, 3, 4], weights=rating_weights)[0])
        reviews.append((moment, rating))
        card, _ = scheduler.review_card(card, rating, moment)
        scheduled = int((card.due - moment).total_seconds())
        gap = next_gap(rng, scheduled)
        if (moment + timedelta(seconds=gap)).year >= LAST_YEAR:
            # Very long intervals would soon leave datetime's range: come back within hours.
            gap = rng.randint(1, 23) * HOUR
        moment = moment + timedelta(seconds=gap)
    return reviews


def random_weights(rng):
    """Weights drawn inside FSRS-6's bounds, away from the edges."""
    weights = []
    for low, high in zip(fsrs.scheduler.LOWER_BOUNDS_PARAMETERS, fsrs.scheduler.UPPER_BOUNDS_PARAMETERS):
        weights.append(round(rng.uniform(low + 0.1 * (high - low), high - 0.1 * (high - low)), 4))
    return weights


def fuzz_outcomes():
    """py-fsrs's fuzzed interval for the smallest, middle and largest draw of random()."""
    draws = [0.0, 0.5, 1.0 - 2.0**-53]
    original = fsrs.scheduler.random
    rows = []
    try:
        for maximum in (36500, 100):
            scheduler = Scheduler(maximum_interval=maximum, enable_fuzzing=True)
            days = sorted(set(list(range(1, 121)) + [150, 200, 365, 999, 1000, 3650, 36000, 36499, 36500]))
            for d in days:
                if d > maximum:
                    continue
                outcomes = []
                for draw in draws:
                    fsrs.scheduler.random = lambda draw=draw: draw
                    outcomes.append(scheduler._get_fuzzed_interval(interval=timedelta(days=d)).days)
                rows.append({"maximumInterval": maximum, "days": d, "fuzzedDays": outcomes})
    finally:
        fsrs.scheduler.random = original
    return {"draws": draws, "cases": rows}


def main():
    if version("fsrs") != PINNED_VERSION:
        sys.exit(f"expected fsrs {PINNED_VERSION}, found {version('fsrs')}")
    rng = random.Random(RNG_SEED)
    coverage = set()
    traces = [run_trace("published default schedule", config(), published_trace(), coverage)]

    uniform, mostly_good, forgetful, confident = [1, 1, 1, 1], [1, 1, 6, 1], [4, 2, 3, 1], [1, 1, 3, 4]
    specs = [
        ("default, uniform ratings", config(), uniform),
        ("default, uniform ratings", config(), uniform),
        ("default, mostly good", config(), mostly_good),
        ("default, mostly good", config(), mostly_good),
        ("default, forgetful", config(), forgetful),
        ("default, forgetful", config(), forgetful),
        ("default, confident", config(), confident),
        ("default, confident", config(), confident),
        ("retention 0.8", config(desired_retention=0.8), uniform),
        ("retention 0.97", config(desired_retention=0.97), mostly_good),
        ("three learning steps", config(learning_steps=(MINUTE, 10 * MINUTE, HOUR)), uniform),
        ("one learning step", config(learning_steps=(10 * MINUTE,)), uniform),
        ("no learning steps", config(learning_steps=()), forgetful),
        ("no relearning steps", config(relearning_steps=()), forgetful),
        ("two relearning steps", config(relearning_steps=(5 * MINUTE, HOUR)), forgetful),
        ("maximum interval 180 days", config(maximum_interval=180), confident),
        ("maximum interval 1 day", config(maximum_interval=1), uniform),
        ("custom weights", config(weights=random_weights(rng)), uniform),
        ("custom weights", config(weights=random_weights(rng)), forgetful),
        ("retention 0.7, no steps", config(desired_retention=0.7, learning_steps=(), relearning_steps=()), uniform),
        ("default, long", config(), confident),
        ("default, long", config(), mostly_good),
    ]
    for number, (label, cfg, mix) in enumerate(specs, start=1):
        count = 60 if label == "default, long" else rng.randint(12, 36)
        reviews = random_reviews(rng, cfg, count, mix)
        traces.append(run_trace(f"{label} #{number}", cfg, reviews, coverage))

    fuzzed = []
    fuzzed_specs = [
        (1, "default", config()),
        (42, "retention 0.8", config(desired_retention=0.8)),
        (2024, "two relearning steps", config(relearning_steps=(5 * MINUTE, HOUR))),
        (777, "maximum interval 180 days", config(maximum_interval=180)),
    ]
    for fuzz_seed, label, cfg in fuzzed_specs:
        reviews = random_reviews(rng, cfg, 30, mostly_good, fuzz_seed=fuzz_seed)
        fuzzed.append(run_trace(f"fuzzed, {label}, seed {fuzz_seed}", cfg, reviews, coverage, fuzz_seed=fuzz_seed))

    states = {state for state, _, _ in coverage}
    missing = [(s, r) for s in states | {"learning", "review", "relearning"} for r in range(1, 5)
               if not any(c[0] == s and c[2] == r for c in coverage)]
    if missing:
        sys.exit(f"some state/rating pairs never occur: {missing}")
    print(f"{len(traces)} traces, {len(fuzzed)} fuzzed traces, "
          f"{sum(len(t['reviews']) for t in traces + fuzzed)} reviews, "
          f"{len(coverage)} (state, step, rating) combinations", file=sys.stderr)

    json.dump(
        {
            "fsrsVersion": PINNED_VERSION,
            "generator": "Scripts/fsrs-golden-traces.py",
            "traces": traces,
            "fuzzedTraces": fuzzed,
            "fuzzOutcomes": fuzz_outcomes(),
        },
        sys.stdout,
        indent=1,
    )
    print()


if __name__ == "__main__":
    main()
