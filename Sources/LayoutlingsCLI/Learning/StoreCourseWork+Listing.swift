import Course
import Foundation

extension StoreCourseWork {
  /// The course as the list picker shows it, with each module's lesson steps when `lessons`.
  func listing(lessons: Bool) throws -> CourseListing {
    let date = now
    let progress = try session.store.progress(at: date)
    let next = try session.store.nextReviewDates()
    let course = lessons ? try outline() : nil
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
        // Numbered as the course's page counter numbers them, exercises' pages included.
        if let course, let index = course.modules.firstIndex(where: { $0.id == module.id }) {
          let places = lesson.steps.indices.map {
            CoursePage.lesson(module: index, step: $0).placeInModule(of: course)
          }
          listed.stepPages = places.map { $0?.number }
          listed.modulePages = places.first??.count
        }
      }
      modules.append(listed)
    }
    return CourseListing(
      modules: modules, currentExerciseID: try session.store.currentExerciseID())
  }
}
