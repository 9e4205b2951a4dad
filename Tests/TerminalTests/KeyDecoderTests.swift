import Testing

@testable import Terminal

@Suite("Key decoding")
struct KeyDecoderTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("letters, digits, Enter, Escape, Backspace, Tab and Ctrl-C")
  func singleBytes() {
    #expect(
      KeyDecoder.decodeAll(bytes("aZ7 ")) == [
        .character("a"), .character("Z"), .character("7"), .character(" "),
      ])
    #expect(KeyDecoder.decodeAll([0x0D, 0x0A]) == [.enter, .enter])
    #expect(KeyDecoder.decodeAll([0x1B]) == [.escape])
    #expect(KeyDecoder.decodeAll([0x7F, 0x08]) == [.backspace, .backspace])
    #expect(KeyDecoder.decodeAll([0x09]) == [.tab])
    #expect(KeyDecoder.decodeAll([0x03]) == [.controlC])
    #expect(KeyDecoder.decodeAll([0x04, 0x1A]) == [.control("d"), .control("z")])
  }

  @Test("arrow keys in normal and application cursor mode")
  func arrows() {
    #expect(
      KeyDecoder.decodeAll(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [
        .up, .down, .right, .left,
      ])
    #expect(KeyDecoder.decodeAll(bytes("\u{1B}OA\u{1B}OD")) == [.up, .left])
    #expect(KeyDecoder.decodeAll(bytes("\u{1B}[1;5A")) == [.up])  // Ctrl-Up
  }

  @Test("Home, End, Delete, Page Up and Page Down")
  func editingKeys() {
    #expect(
      KeyDecoder.decodeAll(bytes("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[5~\u{1B}[6~"))
        == [
          .home, .end, .home, .end, .delete, .pageUp, .pageDown,
        ])
  }

  @Test("an unknown sequence is kept whole and decoding goes on after it")
  func unknownSequence() {
    #expect(
      KeyDecoder.decodeAll(bytes("\u{1B}[2~q")) == [.unknown(bytes("\u{1B}[2~")), .character("q")])
    #expect(KeyDecoder.decodeAll([0x1C, 0x80]) == [.unknown([0x1C]), .unknown([0x80])])
  }

  @Test("an incomplete sequence waits for more bytes unless final")
  func incomplete() {
    #expect(KeyDecoder.decode([0x1B][...], isFinal: false) == nil)
    #expect(KeyDecoder.decode(bytes("\u{1B}[")[...], isFinal: false) == nil)
    #expect(KeyDecoder.decode(bytes("\u{1B}[1;5")[...], isFinal: false) == nil)
    #expect(KeyDecoder.decode([0xC3][...], isFinal: false) == nil)
    let final = KeyDecoder.decode(bytes("\u{1B}[1")[...], isFinal: true)
    #expect(final?.key == .unknown(bytes("\u{1B}[1")))
    #expect(final?.length == 3)
    #expect(KeyDecoder.decode([][...], isFinal: true) == nil)
  }

  @Test("Escape followed by a letter is Escape, then the letter")
  func altLetter() {
    #expect(KeyDecoder.decodeAll(bytes("\u{1B}x")) == [.escape, .character("x")])
    let first = KeyDecoder.decode(bytes("\u{1B}x")[...], isFinal: false)
    #expect(first?.key == .escape)
    #expect(first?.length == 1)
  }

  @Test("multi-byte UTF-8 characters")
  func utf8() {
    #expect(
      KeyDecoder.decodeAll(bytes("é日🙂")) == [.character("é"), .character("日"), .character("🙂")])
    // 0xC3 0x28: a lead byte whose second byte is not a continuation byte.
    #expect(KeyDecoder.decodeAll([0xC3, 0x28]) == [.unknown([0xC3]), .character("(")])
    // 0xE0 0x80 0x80 is an overlong encoding, which UTF-8 forbids.
    #expect(KeyDecoder.decodeAll([0xE0, 0x80, 0x80]) == [.unknown([0xE0, 0x80, 0x80])])
  }

  @Test("the decoder works on a slice that does not start at index 0")
  func sliceIndices() {
    let buffer = bytes("xx\u{1B}[B")
    let decoded = KeyDecoder.decode(buffer[2...], isFinal: false)
    #expect(decoded?.key == .down)
    #expect(decoded?.length == 3)
  }
}
