import Course
import Foundation
import Grader

/// The folders a grading command works with, resolved from the global options, the environment
/// and the checkout.
struct GradingPaths {
  /// The Layoutlings checkout: the layout engine's sources are compiled from it.
  var checkout: URL
  /// The learner's workspace (`--home`, `LAYOUTLINGS_HOME`, or the checkout's `Data/`).
  var home: URL
  /// The course folder (`--course`, or the checkout's `Lessons/`).
  var course: URL
  /// The data folder programs read (`LAYOUTLINGS_DATA`, or the checkout's `Data/`).
  var data: URL

  /// The environment variable that names another data folder.
  static let dataVariable = "LAYOUTLINGS_DATA"

  init(options: GlobalOptions, context: GradingContext) throws(GradingFailure) {
    guard let checkout = context.checkoutDirectory else {
      throw GradingFailure(
        .noInput,
        "cannot find the Layoutlings checkout, whose Sources/ hold the layout engine the grader"
          + " compiles against")
    }
    self.checkout = checkout
    let checkoutData = checkout.appendingPathComponent("Data", isDirectory: true)
    do {
      home = try Workspace.resolveHome(
        Workspace.homeChoice(option: options.home, environment: context.environment),
        currentDirectory: context.currentDirectory, checkoutData: checkoutData)
    } catch {
      throw GradingFailure(.noInput, error.description)
    }
    course =
      options.course.map(context.url(for:))
      ?? checkout.appendingPathComponent("Lessons", isDirectory: true)
    var isFolder: ObjCBool = false
    if !FileManager.default.fileExists(atPath: course.path, isDirectory: &isFolder) {
      throw GradingFailure(.noInput, "the course folder \(course.path) does not exist")
    } else if !isFolder.boolValue {
      throw GradingFailure(.noInput, "the course folder \(course.path) is a file")
    }
    if let folder = context.environment[Self.dataVariable], !folder.isEmpty {
      data = context.url(for: folder)
    } else {
      data = checkoutData
    }
  }

  /// The grader's cache: prebuilt modules, the compiler's version, verdicts.
  var cache: URL { home.appendingPathComponent("cache", isDirectory: true) }

  /// The grader's configuration for these folders.
  func configuration(environment: [String: String]) -> GraderConfiguration {
    GraderConfiguration(
      packageRoot: checkout.path, dataDirectory: data.path, cacheDirectory: cache.path,
      environment: environment)
  }
}
