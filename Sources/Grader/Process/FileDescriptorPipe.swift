import CSandboxSpawn

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose two ends close on exec, so no other child inherits them by accident.
struct FileDescriptorPipe {
  let readEnd: Int32
  let writeEnd: Int32

  init(purpose: String) throws {
    var fds: [Int32] = [-1, -1]
    guard csandbox_cloexec_pipe(&fds) == 0 else {
      throw GraderError.systemCall("pipe", errno: errno, context: "creating the \(purpose) pipe")
    }
    readEnd = fds[0]
    writeEnd = fds[1]
  }
}
