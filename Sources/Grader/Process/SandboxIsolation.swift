import CSandboxSpawn

/// How far a child is cut off from the rest of the system beyond its process group and limits:
/// what was asked for (`Policy`) and what the kernel allowed (`SandboxIsolation`).
public struct SandboxIsolation: Sendable, Equatable, CustomStringConvertible {
  /// What a run asks for.
  public enum Policy: Sendable, Equatable {
    /// A process group, limits and a working directory only: for trusted tools (the compiler).
    case processGroup
    /// Also its own user, PID, network and IPC namespaces, and read-only mounts but for the
    /// working directory, where the system allows them (Linux with unprivileged user
    /// namespaces); a process group otherwise.
    case namespacesWhereAvailable
  }

  /// The program ran in its own user, PID, network and IPC namespaces under a small init: no
  /// process it started outlived it, it had no network, and it could not signal or trace any
  /// process outside.
  public var namespaces: Bool
  /// Every mount it saw was read-only except its working directory.
  public var readOnlyFileSystem: Bool

  /// Creates a description of the isolation in effect.
  public init(namespaces: Bool, readOnlyFileSystem: Bool) {
    self.namespaces = namespaces
    self.readOnlyFileSystem = readOnlyFileSystem
  }

  /// A process group and limits only.
  public static let processGroupOnly = SandboxIsolation(
    namespaces: false, readOnlyFileSystem: false)

  /// "namespaces, read-only mounts", "namespaces", or "process group only".
  public var description: String {
    switch (namespaces, readOnlyFileSystem) {
    case (true, true): "namespaces, read-only mounts"
    case (true, false): "namespaces"
    default: "process group only"
    }
  }

  init(inEffect bits: Int32) {
    namespaces = bits & Int32(CSANDBOX_IN_EFFECT_NAMESPACES) != 0
    readOnlyFileSystem = bits & Int32(CSANDBOX_IN_EFFECT_READ_ONLY_MOUNTS) != 0
  }
}
