import Foundation
import Grader

/// A small C program that misbehaves on request, compiled once with `cc` for the runner tests.
enum ProbeProgram {
  static let source = #"""
    #include <signal.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <fcntl.h>
    #include <unistd.h>

    extern char **environ;

    static void write_all(int fd, const char *text) {
      size_t length = strlen(text);
      while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
      }
    }

    int main(int argc, char **argv) {
      const char *mode = argc > 1 ? argv[1] : "";
      if (!strcmp(mode, "report")) {
        const char *token = getenv("LAYOUTLINGS_REPORT_TOKEN");
        write_all(1, "hello from stdout\n");
        write_all(3, token ? token : "");
        write_all(3, "\n{\"frames\":[]}");
        return 0;
      }
      if (!strcmp(mode, "fake-report-on-stdout")) {
        write_all(1, "{\"frames\":[]}\n");
        return 0;
      }
      if (!strcmp(mode, "forged-report")) {
        write_all(3, "0123456789abcdef0123456789abcdef\n{\"frames\":[]}");
        return 0;
      }
      if (!strcmp(mode, "environment")) {
        char directory[4096];
        if (getcwd(directory, sizeof directory)) { write_all(1, "cwd="); write_all(1, directory); write_all(1, "\n"); }
        for (char **entry = environ; *entry; entry++) { write_all(1, *entry); write_all(1, "\n"); }
        return 0;
      }
      if (!strcmp(mode, "descriptors")) {
        char line[32];
        for (int fd = 0; fd < 1024; fd++) {
          if (fcntl(fd, F_GETFD) != -1) { snprintf(line, sizeof line, "%d ", fd); write_all(1, line); }
        }
        return 0;
      }
      if (!strcmp(mode, "exit3")) { write_all(2, "something went wrong\n"); return 3; }
      if (!strcmp(mode, "segv")) { volatile int *nowhere = NULL; *nowhere = 1; return 0; }
      if (!strcmp(mode, "abort")) { abort(); }
      if (!strcmp(mode, "trap")) { __builtin_trap(); }
      if (!strcmp(mode, "spin")) { for (volatile unsigned long i = 0;; i++) {} }
      if (!strcmp(mode, "memory-bomb")) {
        for (;;) {
          char *block = malloc(1 << 20);
          if (!block) { write_all(2, "malloc: out of memory\n"); abort(); }
          memset(block, 1, 1 << 20);
        }
      }
      if (!strcmp(mode, "stderr-flood")) { for (;;) write_all(2, "warning: again and again\n"); }
      if (!strcmp(mode, "big-file")) {
        int fd = open("big.bin", O_WRONLY | O_CREAT | O_TRUNC, 0600);
        char block[4096];
        memset(block, 7, sizeof block);
        for (int i = 0; i < 1024; i++) write(fd, block, sizeof block);
        return 0;
      }
      if (!strcmp(mode, "fork-tree")) {
        // Two children, each with a grandchild; everyone prints its pid and sleeps.
        for (int i = 0; i < 2; i++) {
          if (fork() == 0) {
            fork();
            char line[32];
            snprintf(line, sizeof line, "%d\n", (int)getpid());
            write_all(1, line);
            for (;;) pause();
          }
        }
        for (;;) pause();
      }
      if (!strcmp(mode, "leave-child-behind")) {
        // A child keeps stdout open and sleeps; the parent exits at once.
        if (fork() == 0) { for (;;) pause(); }
        write_all(1, "parent done\n");
        return 0;
      }
      if (!strcmp(mode, "close-then-exit")) {
        close(1); close(2); close(3);
        usleep(200000);
        return 0;
      }
      write_all(2, "unknown mode\n");
      return 64;
    }
    """#

  /// The compiled probe, built on first use and shared by every test (and later test runs).
  static let executable: Result<String, any Error> = Result {
    let cacheDirectory = try TestCache.directory("probe", content: source)
    let output = cacheDirectory + "/probe"
    if FileManager.default.isExecutableFile(atPath: output) { return output }
    let work = try TemporaryDirectory(prefix: "layoutlings-probe")
    defer { work.remove() }
    let sourcePath = work.file("probe.c")
    try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
    let result = try SandboxedRunner().run(
      RunRequest(
        executable: "/usr/bin/cc", arguments: ["-O0", "-o", work.file("probe"), sourcePath],
        environmentPolicy: .inherited, workingDirectory: work.path, limits: .none,
        timeoutSeconds: 120))
    guard result.outcome == .succeeded else {
      throw ProbeBuildFailure(message: result.standardError.text)
    }
    // rename is atomic: a concurrent test run sees either no probe or a whole one.
    guard rename(work.file("probe"), output) == 0 else {
      throw ProbeBuildFailure(message: "could not move the probe to \(output)")
    }
    return output
  }

  struct ProbeBuildFailure: Error {
    var message: String
  }
}
