// An exercise's rules, entry, steps, images and expected frames are the contract's types, the
// ones the grader and the harness take: whoever imports `Course` reads exercises in them.
@_exported import ExerciseContract
