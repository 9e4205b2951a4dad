import ArgumentParsing
import Testing

@testable import LayoutlingsCLI

/// Every command decodes its command line through the keys it declares: a command that read an
/// option or argument missing from its spec would stop the test process here.
@Suite("Options read by their declared keys")
struct DeclaredOptionsTests {
  /// A word the argument or option accepts: its first allowed value, else a plain word.
  private static func word(allowed: [String]) -> String { allowed.first ?? "x" }

  /// The command's path and a word for each of its arguments.
  private static func positionals(of command: any Command.Type) -> [String] {
    command.path
      + command.spec.arguments.map { "\(word(allowed: $0.allowedValues))" }
  }

  /// Every option of the command given once, and every global option too.
  private static func everyOption(of command: any Command.Type) -> [String] {
    (command.spec.options + LayoutlingsCLI.program.globalOptions).flatMap { option in
      guard option.takesValue else { return [option.longForm] }
      let value =
        option.name == "now" ? "2025-01-01T09:00:00Z" : word(allowed: option.allowedValues)
      return [option.longForm, value]
    }
  }

  @Test("each command decodes with only its arguments", arguments: CommandRegistry.commands.indices)
  func argumentsOnly(index: Int) {
    let command = CommandRegistry.commands[index]
    // A usage error the command itself raises is an answer too; only an undeclared read fails.
    _ = try? LayoutlingsCLI.parse(Self.positionals(of: command))
  }

  @Test(
    "each command decodes with every option it declares",
    arguments: CommandRegistry.commands.indices)
  func everyOptionGiven(index: Int) throws {
    let command = CommandRegistry.commands[index]
    let words = Self.positionals(of: command) + Self.everyOption(of: command)
    let parsed = try CommandParser(program: LayoutlingsCLI.program).parse(words)
    guard case .run(let arguments) = parsed else {
      Issue.record("\(words) did not select a command")
      return
    }
    #expect(arguments.commandPath == command.path)
    #expect(arguments.declaredOptions?.isSuperset(of: command.spec.options.map(\.name)) == true)
    _ = try? LayoutlingsCLI.parse(words)
  }
}
