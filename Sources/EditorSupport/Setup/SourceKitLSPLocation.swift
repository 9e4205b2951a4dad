import Foundation
import Grader

/// The language server of a toolchain: `sourcekit-lsp` beside its `swiftc`.
///
/// It must be that toolchain's: a module built by one compiler version cannot be loaded by
/// another, so a language server from another toolchain would report `import UIKit` as an
/// error.
public enum SourceKitLSPLocation {
  /// The path of `toolchain`'s sourcekit-lsp, nil when there is no executable there.
  public static func path(for toolchain: SwiftToolchain) -> String? {
    let candidate = URL(fileURLWithPath: toolchain.compilerPath).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("sourcekit-lsp").path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }
}
