#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names of POSIX signals, for messages.
public enum Signals {
  /// `SIGSEGV` for 11 on Linux; `signal 42` for numbers without a name.
  public static func name(_ number: Int32) -> String {
    switch number {
    case SIGHUP: "SIGHUP"
    case SIGINT: "SIGINT"
    case SIGQUIT: "SIGQUIT"
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGKILL: "SIGKILL"
    case SIGUSR1: "SIGUSR1"
    case SIGSEGV: "SIGSEGV"
    case SIGUSR2: "SIGUSR2"
    case SIGPIPE: "SIGPIPE"
    case SIGALRM: "SIGALRM"
    case SIGTERM: "SIGTERM"
    case SIGCHLD: "SIGCHLD"
    case SIGCONT: "SIGCONT"
    case SIGSTOP: "SIGSTOP"
    case SIGTSTP: "SIGTSTP"
    case SIGXCPU: "SIGXCPU"
    case SIGXFSZ: "SIGXFSZ"
    case SIGSYS: "SIGSYS"
    default: "signal \(number)"
    }
  }
}
