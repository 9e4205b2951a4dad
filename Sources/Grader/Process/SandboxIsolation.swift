import CSandboxSpawn

/// How far a child is cut off from the rest of the system beyond its process group and limits:
/// what was asked for (`Policy`) and what the kernel allowed (`SandboxIsolation`).
public struct SandboxIsolation: Sendable, Equatable, CustomStringConvertible {
  /// What a run asks for.
  public enum Policy: Sendable, Equatable {
    /// A process group, limits and a working directory only: for trusted tools (the compiler).
    case processGroup
    /// Also its own user, PID, network and IPC namespaces and a private root (see
    /// `privateRoot`), or read-only mounts but for the working directory where a private root
    /// cannot be built, where the system allows them (Linux with unprivileged user namespaces);
    /// a process group otherwise.
    case namespacesWhereAvailable
  }

  /// The program ran in its own user, PID, network and IPC namespaces under a small init: no
  /// process it started outlived it, it had no network, and it could not signal or trace any
  /// process outside.
  public var namespaces: Bool
  /// Every mount it saw was read-only except its working directory.
  public var readOnlyFileSystem: Bool
  /// Its root held only what a program needs (the system's libraries and tools, the Swift
  /// runtime, its own executable and data files, read-only), its working directory and a /dev of
  /// null, zero, full, random and urandom: no socket file, terminal, store or home folder of the
  /// machine was reachable by path.
  public var privateRoot: Bool
  /// Its /proc showed only its own processes (not the command lines of the machine's).
  public var privateProcesses: Bool

  /// Creates a description of the isolation in effect.
  public init(
    namespaces: Bool, readOnlyFileSystem: Bool, privateRoot: Bool = false,
    privateProcesses: Bool = false
  ) {
    self.namespaces = namespaces
    self.readOnlyFileSystem = readOnlyFileSystem
    self.privateRoot = privateRoot
    self.privateProcesses = privateProcesses
  }

  /// A process group and limits only.
  public static let processGroupOnly = SandboxIsolation(
    namespaces: false, readOnlyFileSystem: false)

  /// "namespaces, private root, private /proc", "namespaces, read-only mounts", "namespaces",
  /// or "process group only".
  public var description: String {
    guard namespaces else { return "process group only" }
    var parts = ["namespaces"]
    if privateRoot {
      parts.append("private root")
    } else if readOnlyFileSystem {
      parts.append("read-only mounts")
    }
    if privateProcesses { parts.append("private /proc") }
    return parts.joined(separator: ", ")
  }

  init(inEffect bits: Int32) {
    namespaces = bits & Int32(CSANDBOX_IN_EFFECT_NAMESPACES) != 0
    readOnlyFileSystem = bits & Int32(CSANDBOX_IN_EFFECT_READ_ONLY_MOUNTS) != 0
    privateRoot = bits & Int32(CSANDBOX_IN_EFFECT_PRIVATE_ROOT) != 0
    privateProcesses = bits & Int32(CSANDBOX_IN_EFFECT_PRIVATE_PROC) != 0
  }
}
