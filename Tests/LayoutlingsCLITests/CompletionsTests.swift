import Foundation
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// Shell completion: what may come next, from the program's own specs, and the bash script
/// answering a real Tab through the binary.
@Suite("layoutlings completions")
struct CompletionsTests {
  private let exercises = ["01-a/01-one", "01-a/02-two", "02-b/01-three"]
  private let devices = ["iphone-se", "iphone-se-2", "iphone-x"]

  private func complete(_ words: [String]) -> CompletionCandidates {
    CompletionCandidates.complete(
      words, program: LayoutlingsCLI.program, exercises: { exercises }, devices: { devices })
  }

  @Test("commands at the start, filtered by what is typed")
  func commands() {
    let all = complete([""]).words
    for name in ["watch", "grade", "check", "devices", "completions", "dev", "help"] {
      #expect(all.contains(name), "\(name)")
    }
    #expect(complete(["d"]).words == ["devices", "dev"])
    #expect(complete(["dev", ""]).words == ["check", "repair-store"])
  }

  @Test("a command's options and the global ones")
  func options() {
    let words = complete(["grade", "--"]).words
    #expect(words.contains("--exercise") && words.contains("--json"))
    #expect(words.contains("--home") && words.contains("--edit-cmd") && words.contains("--help"))
    #expect(complete(["report", "-"]).words.contains("-o"))
  }

  @Test("exercise ids, device ids and allowed words where they go")
  func values() {
    #expect(complete(["hint", "01-a/"]).words == ["01-a/01-one", "01-a/02-two"])
    #expect(complete(["solution", "01-a/"]).words == ["01-a/01-one", "01-a/02-two"])
    #expect(complete(["reset", ""]).words == exercises)
    #expect(complete(["grade", "--exercise", "02"]).words == ["02-b/01-three"])
    #expect(
      complete(["frames", "f.swift", "--device", "iphone-se"]).words == [
        "iphone-se", "iphone-se-2",
      ])
    #expect(complete(["rate", "01-a/01-one", ""]).words == ["again", "hard", "good", "easy"])
    #expect(complete(["report", "--format", ""]).words == ["md", "html", "json", "csv"])
    #expect(complete(["completions", ""]).words == ["bash", "zsh", "fish"])
    // A file: exercises, and files from the shell.
    #expect(complete(["grade", ""]) == CompletionCandidates(words: exercises, shellKind: .files))
    #expect(complete(["--home", ""]) == CompletionCandidates(shellKind: .directories))
    // An option's value is not taken for a command.
    #expect(complete(["--home", "x", "li"]).words == ["list"])
    #expect(complete(["--home=x", "li"]).words == ["list"])
  }

  @Test("the bash script answers a Tab through the binary, device ids from the table")
  func bashEndToEnd() throws {
    let binary = try layoutlingsExecutable().path
    let scratch = try ScratchFolder()
    let data = try fixtureDataFolder(in: scratch)
    let script = scratch.url.appendingPathComponent("complete.sh")
    try Data(
      """
      source <("$1" completions bash)
      COMP_WORDS=("$1" frames x.swift --device iphone-xs-); COMP_CWORD=4; _layoutlings
      printf '%s\\n' "${COMPREPLY[@]}"
      COMP_WORDS=("$1" dev ""); COMP_CWORD=2; _layoutlings
      printf '%s\\n' "${COMPREPLY[@]}"

      """.utf8
    ).write(to: script)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script.path, binary]
    process.environment = ["LAYOUTLINGS_DATA": data.path, "PATH": "/usr/bin:/bin"]
    process.currentDirectoryURL = scratch.url
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      output.split(separator: "\n").map(String.init) == ["iphone-xs-max", "check", "repair-store"])
  }
}
