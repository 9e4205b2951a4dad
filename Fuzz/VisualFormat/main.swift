// libFuzzer entry point for the Visual Format Language: any bytes, read as a format string, are
// parsed alone and then resolved against views and metrics named after the words in the string.
// Built by Scripts/fuzz.sh together with Sources/VisualFormat (one module), not by SwiftPM.
//
// A crash, a trap (an overflow, an index out of range) or a hang is a finding; a thrown
// VisualFormatError is the expected answer to a bad string, and its message must render.

/// The environment an input names: each word becomes a view (even length; with a superview
/// unless it starts with "o") or a metric (odd length), and the input's length picks options.
private func environment(for text: String) -> VisualFormatEnvironment {
  var views: [String: VisualFormatView] = [:]
  var metrics: [String: Double] = [:]
  var word = ""
  for character in text + " " {
    if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
      word.append(character)
      continue
    }
    if let first = word.first, !first.isNumber {
      if word.count.isMultiple(of: 2) {
        views[word] = VisualFormatView(hasSuperview: first != "o")
      } else {
        metrics[word] = Double(word.count * 4)
      }
    }
    word = ""
  }
  let optionBits: [UInt] = [
    0, 1 << 1, 1 << 3, 1 << 9, 1 << 10, 1 << 16, 1 << 17, (1 << 3) | (1 << 16),
  ]
  let options = VisualFormatOptions(rawValue: optionBits[text.utf8.count % optionBits.count])
  return VisualFormatEnvironment(options: options, metrics: metrics, views: views)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    _ = try VisualFormat.parse(text)
  } catch {
    _ = error.description
    _ = error.caretLine
  }
  do {
    let resolution = try VisualFormat.resolve(text, in: environment(for: text))
    _ = resolution.constraints.count
  } catch {
    _ = error.description
  }
  return 0
}
