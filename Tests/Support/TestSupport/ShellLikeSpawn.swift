#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `posix_spawn` attributes that start a program as a shell starts one: no signal blocked or
/// ignored, whatever the test runner that spawns it blocks or ignores (a child that must die of
/// SIGINT has to see it).
public enum ShellLikeSpawn {
  /// Sets `attributes` to an empty signal mask and every signal's default action, adding
  /// `extraFlags` (`POSIX_SPAWN_SETPGROUP`, say) to the flags.
  public static func resetSignals(_ attributes: inout posix_spawnattr_t, extraFlags: Int32 = 0) {
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(
      &attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | extraFlags))
  }
}
