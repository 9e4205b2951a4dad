// The course's command-line entry point: run the command line and exit with its status.
import Foundation
import LayoutlingsCLI

// Past a file-size limit (ulimit -f) a write then fails with EFBIG, which is reported like a
// full disk, instead of the signal killing the process in the middle of saving progress.
signal(SIGXFSZ, SIG_IGN)

let status = LayoutlingsCLI.run(Array(CommandLine.arguments.dropFirst()), context: .standard())
exit(status.rawValue)
