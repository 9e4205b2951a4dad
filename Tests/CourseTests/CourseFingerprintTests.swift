import Foundation
import Testing

@testable import Course

/// The quick fingerprint changes exactly when a file's path, size or modification time does,
/// at any depth, and ignores hidden names.
@Suite("Course fingerprint, quick")
struct CourseFingerprintTests {
  private func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fingerprint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("01-a/01-b/mistakes"), withIntermediateDirectories: true)
    try Data("one".utf8).write(to: root.appendingPathComponent("course.json"))
    try Data("two".utf8).write(to: root.appendingPathComponent("01-a/01-b/Exercise.swift"))
    try Data("wrong".utf8).write(to: root.appendingPathComponent("01-a/01-b/mistakes/m.swift"))
    return root
  }

  private func setTime(_ url: URL, _ seconds: TimeInterval) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: url.path)
  }

  @Test("an untouched folder gives the same fingerprint")
  func untouched() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(CourseFingerprint.quick(courseDirectory: root).hasPrefix("fnv1a64:"))
    #expect(
      CourseFingerprint.quick(courseDirectory: root)
        == CourseFingerprint.quick(courseDirectory: root))
  }

  @Test("a nested file's size, time, or a new nested file changes it; a hidden file does not")
  func changes() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let nested = root.appendingPathComponent("01-a/01-b/Exercise.swift")
    try setTime(nested, 1_000_000)
    let before = CourseFingerprint.quick(courseDirectory: root)

    try Data("three".utf8).write(to: nested)
    try setTime(nested, 1_000_000)
    let resized = CourseFingerprint.quick(courseDirectory: root)
    #expect(resized != before)

    try setTime(nested, 2_000_000)
    let retimed = CourseFingerprint.quick(courseDirectory: root)
    #expect(retimed != resized)

    try Data().write(to: root.appendingPathComponent("01-a/01-b/.hidden"))
    #expect(CourseFingerprint.quick(courseDirectory: root) == retimed)

    try Data().write(to: root.appendingPathComponent("01-a/01-b/new.swift"))
    #expect(CourseFingerprint.quick(courseDirectory: root) != retimed)
  }

  @Test("an exercise's mistakes and shortcuts, which the catalog never reads, are left out")
  func unreadFolders() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = CourseFingerprint.quick(courseDirectory: root)
    try Data("wronger".utf8).write(to: root.appendingPathComponent("01-a/01-b/mistakes/m.swift"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("01-a/01-b/shortcuts"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("01-a/01-b/shortcuts/s.swift"))
    #expect(CourseFingerprint.quick(courseDirectory: root) == before)
    // A folder of that name elsewhere is not an exercise's, and counts.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("01-a/mistakes"), withIntermediateDirectories: true)
    #expect(CourseFingerprint.quick(courseDirectory: root) != before)
  }

  @Test("a missing folder has a fingerprint of its own")
  func missingFolder() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let missing = root.appendingPathComponent("absent")
    #expect(
      CourseFingerprint.quick(courseDirectory: missing)
        != CourseFingerprint.quick(courseDirectory: root))
  }
}
