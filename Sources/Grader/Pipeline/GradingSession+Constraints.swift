import Foundation
import LayoutReport

extension GradingSession {
  /// What laying out a file for comparison gave.
  public enum ProgramLayoutOutcome: Sendable, Hashable {
    /// The program ran: its constraints and frames per device.
    case laidOut(ProgramLayout, isCached: Bool)
    /// It did not compile or run: the verdict says why.
    case failed(Verdict)
  }

  /// Runs `file` as `exercise` and returns the constraints its code made and the checked
  /// frames, per device, for comparing two programs (`layoutlings solution`). Nothing is judged.
  ///
  /// The layout is kept in `<cache>/layouts` under the engine's version, the exercise's
  /// content and the file's bytes, so asking again (the reference above all) compiles nothing.
  public func programLayout(
    _ file: LearnerFile, as exercise: GradingExercise,
    progress: (PrebuiltModuleEvent) -> Void = { _ in }
  ) throws -> ProgramLayoutOutcome {
    let store = ContentAddressedStore(
      directory: (configuration.cacheDirectory as NSString).appendingPathComponent("layouts"))
    let key =
      configuration.usesVerdictCache
      ? VerdictCacheKey.make(
        engineVersion: try engineVersion(), exerciseID: exercise.id,
        exerciseFiles: [
          .init(name: "content", contents: Array(exercise.contentKey.utf8)),
          .init(name: "learner-path", contents: Array(file.path.utf8)),
          .init(name: "purpose", contents: Array("program-layout".utf8)),
        ],
        learnerFile: file.contents) : nil
    if let key, let bytes = store.data(for: key),
      let layout = try? JSONDecoder().decode(ProgramLayout.self, from: Data(bytes))
    {
      return .laidOut(layout, isCached: true)
    }
    switch try layOut(file, spec: exercise.harness, progress: progress) {
    case .failed(let verdict):
      return .failed(verdict)
    case .laidOut(let report):
      let layout = ProgramLayout(report)
      if let key, let data = try? JSONEncoder().encode(layout) {
        try? store.store(Array(data), for: key)
      }
      return .laidOut(layout, isCached: false)
    }
  }
}
