/// An action method a file declares: an instance method marked `@objc` or `@IBAction` (or in an
/// `@objcMembers` class) that a control, gesture recognizer or bar button item can call.
public struct ActionMethod: Sendable, Equatable {
  /// The type the method belongs to, as an extension would name it (`ViewController`,
  /// `Outer.Inner`, the extended type for a method declared in an extension).
  public var typePath: String
  /// The method's base name (`buttonTapped`).
  public var baseName: String
  /// Its argument labels, nil for `_`; at most two (sender, event).
  public var argumentLabels: [String?]
  /// The Objective-C selector: `@objc(name)` when given, otherwise the name Swift derives.
  public var selector: String
  /// The 1-based line of `func`.
  public var line: Int

  /// Creates a record.
  public init(
    typePath: String, baseName: String, argumentLabels: [String?], selector: String, line: Int
  ) {
    self.typePath = typePath
    self.baseName = baseName
    self.argumentLabels = argumentLabels
    self.selector = selector
    self.line = line
  }
}

/// Finds the action methods of a Swift file with `SwiftLexer`, so comments and strings never
/// count, together with the type each belongs to.
///
/// A method is kept only when code appended to the same file can call it on an instance:
/// an instance method (not `static`/`class`) of a class or of an extension, with at most two
/// parameters, not generic, `async` or throwing, outside `#if` blocks (which may be inactive on
/// Linux), in a type reachable from the file's top level (not declared inside a function, not
/// generic, not a `private` nested type; extensions of the file's generic types are skipped too).
/// Methods of structs, enums and protocols are skipped: `@objc` needs a class.
public enum ActionMethods {
  /// Declaration modifiers that may stand between attributes and `func` or a type keyword.
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "override",
    "static", "class", "dynamic", "mutating", "nonmutating", "required", "convenience",
    "optional", "nonisolated", "indirect", "lazy", "weak", "unowned",
  ]

  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]

  /// Every action method of `source`, in source order.
  public static func scan(_ source: String) -> [ActionMethod] {
    var scanner = Scanner(stream: TokenStream(source))
    scanner.run()
    let excludedTypes = scanner.valueTypeNames
    return scanner.found.filter { method in
      !excludedTypes.contains(method.typePath)
    }
  }

  /// One `{ … }` the scanner is inside.
  struct Scope {
    enum Kind: Equatable {
      /// A class, or an extension (whose type may be anything).
      case classLike
      /// A struct, enum, actor or protocol: no actions of its own, but types nested in it
      /// can be named.
      case otherType
      /// A function body, closure, accessor or anything else.
      case code
    }

    var kind: Kind
    /// The type's path from the top level (`Outer.Inner`); nil for code, or when the type
    /// cannot be named by an extension at the top level.
    var path: String?
    /// Whether every method is implicitly `@objc` (`@objcMembers`).
    var objcMembers: Bool
  }

  /// The attributes and modifiers read since the last declaration boundary.
  struct Pending {
    var isObjC = false
    var customSelector: String?
    var isNonObjC = false
    var objcMembers = false
    var isStatic = false
    var isPrivate = false
  }

  /// A type keyword and name waiting for its `{`.
  struct PendingType {
    var kind: Scope.Kind
    var path: String?
    var objcMembers: Bool
  }

  struct Scanner {
    let stream: TokenStream
    let lines: LineTable
    var scopes: [Scope] = []
    var pending = Pending()
    var pendingType: PendingType?
    var conditionalDepth = 0
    var found: [ActionMethod] = []
    /// Names of the file's structs, enums, protocols and generic types: an extension of one has
    /// no actions the table could register.
    var valueTypeNames: Set<String> = []

    init(stream: TokenStream) {
      self.stream = stream
      lines = LineTable(stream.lexer.bytes)
    }

    mutating func run() {
      var index = 0
      while index < stream.tokens.count {
        index = step(at: index)
      }
    }

    /// Reads the token at `index` and returns the next index to read.
    private mutating func step(at index: Int) -> Int {
      let token = stream.tokens[index]
      if token.isTrivia { return index + 1 }
      let text = stream.text(index)
      switch token.kind {
      case .attribute:
        return attribute(at: index, text: text)
      case .poundKeyword:
        if text == "#if" { conditionalDepth += 1 }
        if text == "#endif" { conditionalDepth = max(0, conditionalDepth - 1) }
        pending = Pending()
        return index + 1
      case .identifier:
        if text == "func" {
          method(at: index)
          pending = Pending()
          return index + 1
        }
        if ActionMethods.typeKeywords.contains(text), let next = typeDeclaration(at: index) {
          return next
        }
        if ActionMethods.modifiers.contains(text) {
          if text == "static" || text == "class" { pending.isStatic = true }
          if text == "private" { pending.isPrivate = true }
          // `private(set)` and the like carry an argument.
          if let open = stream.openParenthesisOnSameLine(after: index),
            let close = stream.matchingCloseParenthesis(open)
          {
            return close + 1
          }
          return index + 1
        }
        pending = Pending()
        return index + 1
      case .punctuation:
        if stream.isPunctuation(index, "{") {
          if let type = pendingType {
            scopes.append(Scope(kind: type.kind, path: type.path, objcMembers: type.objcMembers))
            pendingType = nil
          } else {
            scopes.append(Scope(kind: .code, path: nil, objcMembers: false))
          }
        } else if stream.isPunctuation(index, "}") {
          _ = scopes.popLast()
        }
        pending = Pending()
        return index + 1
      default:
        pending = Pending()
        return index + 1
      }
    }

    private mutating func attribute(at index: Int, text: String) -> Int {
      var next = index + 1
      var argument: String?
      if let open = stream.openParenthesisOnSameLine(after: index),
        let close = stream.matchingCloseParenthesis(open)
      {
        argument = stream.compactText(between: open, and: close)
        next = close + 1
      }
      switch text {
      case "@objc":
        pending.isObjC = true
        if let argument, !argument.isEmpty { pending.customSelector = argument }
      case "@IBAction": pending.isObjC = true
      case "@nonobjc": pending.isNonObjC = true
      case "@objcMembers": pending.objcMembers = true
      default: break
      }
      return next
    }

    /// Where a type declaration's scope can be named from the top level, or nil.
    private var enclosingTypePath: (path: String?, isTopLevel: Bool) {
      guard let innermost = scopes.last else { return (nil, true) }
      if innermost.kind == .code { return (nil, false) }
      return (innermost.path, false)
    }

    /// `class Name<…>: … {`, `extension A.B where … {`: remembers the scope the next `{` opens.
    /// Returns nil when the keyword does not declare a type (`class func`, `class var`).
    private mutating func typeDeclaration(at index: Int) -> Int? {
      let keyword = stream.text(index)
      guard let nameIndex = stream.nextSignificant(after: index), let name = stream.name(nameIndex),
        !(keyword == "class" && ClassDeclarations.memberKeywords.contains(name))
      else { return nil }
      var path = name
      var last = nameIndex
      if keyword == "extension" {
        while let dot = stream.nextSignificant(after: last), stream.isPunctuation(dot, "."),
          let part = stream.nextSignificant(after: dot), let partName = stream.name(part)
        {
          path += "." + partName
          last = part
        }
      }
      let isGeneric =
        stream.nextSignificant(after: last).map { stream.isPunctuation($0, "<") } ?? false
      if isGeneric, scopes.isEmpty, keyword != "extension" { valueTypeNames.insert(name) }
      let kind: Scope.Kind
      switch keyword {
      case "class", "extension": kind = .classLike
      default:
        kind = .otherType
        if scopes.isEmpty, keyword != "actor" { valueTypeNames.insert(name) }
      }
      let enclosing = enclosingTypePath
      var fullPath: String?
      if keyword == "extension" {
        // Extensions are only legal at the top level.
        fullPath = enclosing.isTopLevel ? path : nil
      } else if enclosing.isTopLevel {
        fullPath = path
      } else if let outer = enclosing.path, !pending.isPrivate {
        fullPath = outer + "." + path
      }
      if isGeneric { fullPath = nil }
      pendingType = PendingType(kind: kind, path: fullPath, objcMembers: pending.objcMembers)
      pending = Pending()
      return last + 1
    }

    /// `func name(…)` directly inside a class or extension: records it when it is an action.
    private mutating func method(at funcIndex: Int) {
      guard let scope = scopes.last, scope.kind == .classLike, let typePath = scope.path,
        conditionalDepth == 0, !pending.isStatic, !pending.isNonObjC,
        pending.isObjC || scope.objcMembers,
        let nameIndex = stream.nextSignificant(after: funcIndex),
        let baseName = stream.name(nameIndex),
        let open = stream.nextSignificant(after: nameIndex), stream.isPunctuation(open, "("),
        let close = stream.matchingCloseParenthesis(open)
      else { return }
      let parameters = stream.splitAtTopLevelCommas(stream.significant(between: open, and: close))
      guard parameters.count <= 2 else { return }
      var labels: [String?] = []
      for parameter in parameters {
        guard let first = parameter.first, let label = stream.name(first),
          !parameter.contains(where: { stream.text($0) == "inout" })
        else { return }
        labels.append(label == "_" ? nil : label)
      }
      // `async`, `throws`, `rethrows` between `)` and the body or return type.
      if let effect = stream.nextSignificant(after: close), let word = stream.name(effect),
        ["async", "throws", "rethrows", "reasync"].contains(word)
      {
        return
      }
      let selector =
        pending.customSelector
        ?? ObjectiveCSelector.method(baseName: baseName, argumentLabels: labels)
      found.append(
        ActionMethod(
          typePath: typePath, baseName: baseName, argumentLabels: labels, selector: selector,
          line: lines.position(of: stream.tokens[funcIndex].range.lowerBound).line))
    }
  }
}
