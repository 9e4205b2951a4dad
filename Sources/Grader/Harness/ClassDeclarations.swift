/// The classes a Swift file declares, found with `SwiftLexer` so comments and strings never count:
/// how `frames` picks the view controller to show, and how the grader checks that a file declares
/// the class an exercise hosts before compiling it.
public struct ClassDeclaration: Sendable, Equatable {
  /// The class name.
  public var name: String
  /// The first type after `:`, when there is one (a superclass or a protocol).
  public var inheritsFrom: String?
  /// The 1-based line of `class`.
  public var line: Int

  /// Creates a declaration record.
  public init(name: String, inheritsFrom: String?, line: Int) {
    self.name = name
    self.inheritsFrom = inheritsFrom
    self.line = line
  }
}

/// Finds class declarations in source text.
public enum ClassDeclarations {
  /// UIKit's view controller classes a learner's class may inherit from.
  public static let uikitControllerClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UIPageViewController",
    "UISplitViewController",
  ]

  /// Words that may follow `class` without it declaring one (`class func`, `class var`, …).
  static let memberKeywords: Set<String> = [
    "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "internal",
    "public", "open", "static", "mutating", "nonmutating", "convenience", "required", "dynamic",
    "lazy", "weak", "unowned", "indirect", "prefix", "postfix", "infix", "init", "deinit",
  ]

  /// Every `class Name` declaration, in source order.
  public static func scan(_ source: String) -> [ClassDeclaration] {
    let stream = TokenStream(source)
    let lines = LineTable(stream.lexer.bytes)
    var found: [ClassDeclaration] = []
    for index in stream.tokens.indices
    where stream.tokens[index].kind == .identifier && stream.text(index) == "class" {
      guard let nameIndex = stream.nextSignificant(after: index), let name = stream.name(nameIndex),
        !memberKeywords.contains(name)
      else { continue }
      var cursor = stream.nextSignificant(after: nameIndex)
      if let open = cursor, stream.isPunctuation(open, "<") {
        cursor = closingAngle(stream, from: open).flatMap { stream.nextSignificant(after: $0) }
      }
      var inherits: String?
      if let colon = cursor, stream.isPunctuation(colon, ":") {
        inherits = qualifiedName(stream, from: stream.nextSignificant(after: colon))
      }
      found.append(
        ClassDeclaration(
          name: name, inheritsFrom: inherits,
          line: lines.position(of: stream.tokens[index].range.lowerBound).line))
    }
    return found
  }

  /// The view controller classes `source` declares, in source order: classes inheriting from a
  /// UIKit controller class or, through the file's own classes, from one.
  public static func viewControllers(in source: String) -> [ClassDeclaration] {
    let classes = scan(source)
    var controllers: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for declaration in classes where !controllers.contains(declaration.name) {
        guard let parent = declaration.inheritsFrom else { continue }
        if uikitControllerClasses.contains(parent) || controllers.contains(parent) {
          controllers.insert(declaration.name)
          changed = true
        }
      }
    }
    return classes.filter { controllers.contains($0.name) }
  }

  /// The controllers no other controller of the file inherits from: the screens themselves rather
  /// than their shared base classes.
  public static func leafViewControllers(in source: String) -> [ClassDeclaration] {
    let controllers = viewControllers(in: source)
    return controllers.filter { candidate in
      !controllers.contains { $0.inheritsFrom == candidate.name }
    }
  }

  /// `UIKit.UIViewController` → `UIViewController`: the last part of a dotted name.
  private static func qualifiedName(_ stream: TokenStream, from start: Int?) -> String? {
    guard var index = start, var name = stream.name(index) else { return nil }
    while let dot = stream.nextSignificant(after: index), stream.isPunctuation(dot, "."),
      let next = stream.nextSignificant(after: dot), let part = stream.name(next)
    {
      name = part
      index = next
    }
    return name
  }

  private static func closingAngle(_ stream: TokenStream, from open: Int) -> Int? {
    var depth = 0
    for index in open..<stream.tokens.count {
      if stream.isPunctuation(index, "<") { depth += 1 }
      if stream.isPunctuation(index, ">") {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
