import Foundation

/// Quoting for words shown in a command line the user may copy into a shell.
enum ShellWord {
  /// `word` as it is when the shell would take it as one word unchanged, else in single quotes.
  static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-_./=:,+@%".unicodeScalars.contains(scalar))
      }
    if plain { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
