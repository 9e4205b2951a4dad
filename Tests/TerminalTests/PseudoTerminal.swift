import Foundation

/// A pseudo-terminal pair for tests that need a real terminal device.
final class PseudoTerminal {
  let controller: Int32
  let device: Int32

  init() throws {
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard controller >= 0 else { throw PseudoTerminalError.cannotOpen("/dev/ptmx", errno) }
    // TIOCSPTLCK and TIOCGPTN (asm-generic ioctl numbers) are not imported into Swift.
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(controller, UInt(0x4004_5431), &unlock) == 0,
      ioctl(controller, UInt(0x8004_5430), &number) == 0
    else {
      close(controller)
      throw PseudoTerminalError.cannotOpen("ptmx ioctl", errno)
    }
    device = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard device >= 0 else {
      close(controller)
      throw PseudoTerminalError.cannotOpen("/dev/pts/\(number)", errno)
    }
  }

  deinit {
    close(device)
    close(controller)
  }

  /// The local-mode flags of the device side.
  func localFlags() -> tcflag_t {
    var attributes = termios()
    _ = tcgetattr(device, &attributes)
    return attributes.c_lflag
  }
}

enum PseudoTerminalError: Error {
  case cannotOpen(String, Int32)
}
