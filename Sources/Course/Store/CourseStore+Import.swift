import Foundation
import SQLite

extension CourseStore {
  /// Imports `catalog` into the store in one transaction: on any failure nothing is changed.
  ///
  /// Content is updated to what the catalog says. What the learner did is never touched:
  /// attempts, hint reveals, ratings and review states stay as they are, and so does the
  /// position unless what it names left the course (it then moves to the nearest exercise
  /// that is still there). Modules, exercises and review cards that left the course are marked
  /// retired rather than deleted, so attempts and ratings keep referring to them; one that comes
  /// back is active again. Working copies are files the store does not own.
  ///
  /// - Parameters:
  ///   - catalog: a course read without problems (see `LessonCatalog.load`).
  ///   - fingerprint: `CourseFingerprint.quick(courseDirectory:)` of the folder it was read
  ///     from, so later runs can skip reading an untouched course.
  ///   - now: the time recorded as the import's.
  @discardableResult
  public func importCourse(_ catalog: LessonCatalog, fingerprint: String? = nil, now: Date)
    throws(CourseStoreError) -> ImportSummary
  {
    let hash = CourseFingerprint.contentHash(of: catalog)
    return try writing {
      var summary = ImportSummary(courseHash: hash)
      let importer = CourseImporter(database: database, now: now)
      try importer.importModules(catalog.course.modules)
      try importer.importExercises(catalog.course.modules, into: &summary)
      try importer.writeMeta(catalog.course, courseHash: hash, fingerprint: fingerprint)
      summary.movedPosition = try PositionRepair(database: database, now: now).repair()
      return summary
    }
  }

  /// What `synchronize` did.
  public enum SyncOutcome: Sendable, Equatable {
    /// The store already held the course.
    case upToDate
    /// The course was imported.
    case imported(ImportSummary)
  }

  /// Imports the course in `courseDirectory` when it differs from the one imported last.
  ///
  /// First a quick check: when no file's path, size or modification time changed since the
  /// last import, nothing is read. Otherwise the course is loaded; if its content hash equals
  /// the imported one only the quick fingerprint is updated, else it is imported.
  /// - Parameters:
  ///   - knownDevices: the device ids exercises may name; asked only when the course is read.
  ///   - hasher: how exercises' content hashes are made.
  /// - Throws: `CourseStoreError.courseProblems` when the course has problems (the store is
  ///   left unchanged), another `CourseStoreError`, or what `knownDevices` throws.
  @discardableResult
  public func synchronize(
    courseDirectory: URL, knownDevices: () throws -> Set<String>,
    hasher: ContentHasher = .fnv1a64, now: Date
  ) throws -> SyncOutcome {
    let fingerprint = CourseFingerprint.quick(courseDirectory: courseDirectory)
    if try importedCourse()?.fingerprint == fingerprint {
      return .upToDate
    }
    let devices = try knownDevices()
    let (catalog, problems) = LessonCatalog.load(
      courseDirectory: courseDirectory, knownDevices: devices, hasher: hasher)
    guard problems.isEmpty, let catalog else {
      throw CourseStoreError.courseProblems(problems)
    }
    let contentHash = CourseFingerprint.contentHash(of: catalog)
    // Decide again under the write lock: commands started together all find the course missing
    // or stale, and without this each would import it in turn, the last ones waiting so long
    // for the lock that they fail with "database is locked".
    return try writing {
      if let current = try importedCourse(), current.contentHash == contentHash {
        try database.execute(
          """
          INSERT INTO meta(key, value) VALUES ('course_fingerprint', ?)
          ON CONFLICT(key) DO UPDATE SET value = excluded.value
          """,
          arguments: [fingerprint])
        return .upToDate
      }
      return .imported(try importCourse(catalog, fingerprint: fingerprint, now: now))
    }
  }
}
