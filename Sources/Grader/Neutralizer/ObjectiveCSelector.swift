/// The Objective-C selector names Swift gives to methods and properties, so a rewritten
/// `#selector(…)` carries the same string it has on Apple platforms
/// (`NSStringFromSelector(#selector(buttonTapped(_:)))` is `"buttonTapped:"`).
///
/// Swift's rule for a method: the base name, then for the first parameter `:` if it has no label,
/// or its label in sentence case — after `With` unless the label begins with a preposition or the
/// base name ends with one — then `label:` (or `:`) for every other parameter.
/// `func move(to:)` → `moveTo:`, `func handle(tap:)` → `handleWithTap:`,
/// `func scroll(by:animated:)` → `scrollBy:animated:`.
public enum ObjectiveCSelector {
  /// The words Swift treats as prepositions when it names selectors (checked against the compiler's
  /// generated Objective-C header for each word).
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The selector of a method named `baseName` whose parameters have `argumentLabels`
  /// (`nil` for a parameter without a label, written `_`).
  public static func method(baseName: String, argumentLabels: [String?]) -> String {
    guard let first = argumentLabels.first else { return baseName }
    var selector = baseName
    if let label = first {
      let baseEndsWithPreposition = prepositions.contains(lastWord(of: baseName).lowercased())
      let labelStartsWithPreposition = prepositions.contains(firstWord(of: label).lowercased())
      if !baseEndsWithPreposition && !labelStartsWithPreposition {
        selector += "With"
      }
      selector += sentenceCase(label)
    }
    selector += ":"
    for label in argumentLabels.dropFirst() {
      selector += (label ?? "") + ":"
    }
    return selector
  }

  /// The selector of a property's getter: its name.
  public static func getter(propertyName: String) -> String {
    propertyName
  }

  /// The selector of a property's setter: `set`, the name in sentence case, `:`.
  public static func setter(propertyName: String) -> String {
    "set" + sentenceCase(propertyName) + ":"
  }

  /// `tap` → `Tap`.
  static func sentenceCase(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// The first camel-case word: `forKey` → `for`.
  static func firstWord(of name: String) -> String {
    var word = ""
    for character in name {
      if !word.isEmpty && character.isUppercase { break }
      word.append(character)
    }
    return word
  }

  /// The last camel-case word: `tappedIn` → `In`, `move` → `move`.
  static func lastWord(of name: String) -> String {
    var word = ""
    for character in name.reversed() {
      word.insert(character, at: word.startIndex)
      if character.isUppercase { break }
    }
    return word
  }
}
