import LayoutHarness
import LayoutReport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("The program's end of the report channel", .serialized)
struct ReportChannelEndTests {
  /// A pipe whose write end is named in the environment as the grader names descriptor 3.
  private static func withChannel(token: String, _ body: (_ readEnd: Int32) throws -> Void)
    rethrows
  {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    setenv(ProgramChannel.descriptorVariable, String(ends[1]), 1)
    setenv(ProgramChannel.tokenVariable, token, 1)
    try body(ends[0])
  }

  private static func readAvailable(_ descriptor: Int32) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    return Array(buffer.prefix(max(0, count)))
  }

  @Test("a report is framed with the token: the token, a line feed, the report")
  func framing() {
    Self.withChannel(token: "0123abcd") { readEnd in
      let channel = ReportChannelEnd.take()
      channel.write(Array("{}".utf8))
      #expect(String(decoding: Self.readAvailable(readEnd), as: UTF8.self) == "0123abcd\n{}")
    }
  }

  @Test("taking the channel wipes the token and removes both variables: a second take has none")
  func secondTakeFindsNothing() {
    Self.withChannel(token: "feedface") { readEnd in
      let value = getenv(ProgramChannel.tokenVariable)!
      _ = ReportChannelEnd.take()
      // The string the environment held is overwritten in place, as /proc/self/environ shows it.
      #expect(String(cString: value) == "xxxxxxxx")
      #expect(getenv(ProgramChannel.tokenVariable) == nil)
      #expect(getenv(ProgramChannel.descriptorVariable) == nil)
      let again = ReportChannelEnd.take()
      again.write(Array("forged".utf8))
      var flags = fcntl(readEnd, F_GETFL)
      flags |= O_NONBLOCK
      _ = fcntl(readEnd, F_SETFL, flags)
      #expect(Self.readAvailable(readEnd).isEmpty)
    }
  }
}
