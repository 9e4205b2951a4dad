import Foundation

/// A Chromium-family browser run headless, to load a report page as a real browser does.
enum HeadlessBrowser {
  /// The first browser found on `PATH`, or nil when there is none.
  static let path: String? = {
    let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init)
    for name in names {
      for folder in folders {
        let candidate = folder + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) {
          return candidate
        }
      }
    }
    return nil
  }()

  /// Loads `page` and returns the DOM after the page ran (`--dump-dom`), or throws when the
  /// browser fails or takes longer than `timeout` seconds.
  static func dumpDOM(of page: URL, profile: URL, timeout: TimeInterval = 120) throws -> String {
    try run(["--dump-dom", page.absoluteString], profile: profile, timeout: timeout)
  }

  private static func run(_ arguments: [String], profile: URL, timeout: TimeInterval) throws
    -> String
  {
    guard let path else { throw BrowserError(message: "no browser found") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments =
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
        "--user-data-dir=\(profile.path)",
      ] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = DispatchWorkItem { [process] in
      if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    deadline.cancel()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw BrowserError(message: "\(path) ended with status \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

struct BrowserError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
