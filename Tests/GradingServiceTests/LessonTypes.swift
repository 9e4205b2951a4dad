import Course

// `Course.ExpectedFrames` cannot be spelled where `Grader` is imported too (the module `Course`
// has a type `Course`), so this file, which imports only `Course`, names it.
typealias LessonExpectedFrames = ExpectedFrames
