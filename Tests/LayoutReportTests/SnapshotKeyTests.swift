import LayoutReport
import Testing

@Suite("Snapshot keys")
struct KeyTests {
  @Test("snapshot keys carry an animation sample's time after an @")
  func snapshotKeys() {
    #expect(SnapshotKey(parsing: "initial") == SnapshotKey(name: "initial"))
    #expect(SnapshotKey(parsing: "after-skip@0.25") == SnapshotKey(name: "after-skip", time: 0.25))
    #expect(SnapshotKey(parsing: "a@b@1") == SnapshotKey(name: "a@b", time: 1))
    // An @ not followed by a number is part of the name.
    #expect(SnapshotKey(parsing: "user@home") == SnapshotKey(name: "user@home"))
    #expect(SnapshotKey(name: "after-skip", time: 0).description == "after-skip@0")
    #expect(SnapshotKey(name: "after-skip", time: 0.5).description == "after-skip@0.5")
    #expect(SnapshotKey(name: "after-skip", time: 2).description == "after-skip@2")
    #expect(SnapshotKey(name: "initial").description == "initial")
  }

  @Test("snapshot keys match times to within a microsecond")
  func snapshotMatching() {
    let sample = SnapshotKey(name: "after-skip", time: 0.1 + 0.2)
    #expect(sample.matches(SnapshotKey(parsing: "after-skip@0.3")))
    #expect(!sample.matches(SnapshotKey(parsing: "after-skip@0.31")))
    #expect(!sample.matches(SnapshotKey(parsing: "after-skip")))
    #expect(!SnapshotKey(name: "a").matches(SnapshotKey(name: "a", time: 0)))
    #expect(SnapshotKey(name: "a").matches(SnapshotKey(name: "a")))
  }
}
