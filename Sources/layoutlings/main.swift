// The course's command-line entry point: run the command line and exit with its status.
import Foundation
import LayoutlingsCLI

let status = LayoutlingsCLI.run(Array(CommandLine.arguments.dropFirst()), context: .standard())
exit(status.rawValue)
