import Course
import Foundation

extension StoreCourseWork {
  /// The course as the list picker shows it, with each module's lesson steps when `lessons`.
  func listing(lessons: Bool) throws -> CourseListing {
    let date = now
    let progress = try session.store.progress(at: date)
    let next = try session.store.nextReviewDates()
    var modules: [ModuleListing] = []
    for module in progress.modules {
      let exercises = module.exercises.map { exercise in
        ExerciseListing(
          id: exercise.id, title: exercise.title, status: Self.standing(exercise.status),
          bestScore: exercise.bestScore, attempts: exercise.attempts,
          review: next[exercise.id].map {
            ReviewTime(next: $0, dueItems: exercise.dueReviews, now: date)
          })
      }
      var listed = ModuleListing(id: module.id, title: module.title, exercises: exercises)
      if lessons, let lesson = try session.store.lesson(moduleID: module.id) {
        listed.title = lesson.title
        listed.lessonSteps = lesson.steps.map(\.title)
        listed.lessonPages = lesson.steps.filter { !$0.isAttribution }.count
      }
      modules.append(listed)
    }
    return CourseListing(
      modules: modules, currentExerciseID: try session.store.currentExerciseID())
  }
}
