/// Views whose frames their container decides, known by their report paths: the cells, headers
/// and footers a table or collection view shows (`tableView.cells[0][2]`, `tableView.headers[1]`)
/// and a cell's content view (`….cells[0][2].contentView`); and known by their class, the bars a
/// navigation or tab bar controller places (`UINavigationBar`, `UITabBar`, `UIToolbar`). UIKit
/// places them from their `frame` and autoresizing mask, as it places every view it positions
/// itself, so advice about `translatesAutoresizingMaskIntoConstraints` never applies to them:
/// why the container gave them that size does.
enum ContainerPlacedPath {
  /// The classes of the bars a controller places; a view of the learner's own named like one
  /// (`let tabBar = UIView()`) is not one of them.
  static let controllerBarClasses: Set<String> = ["UINavigationBar", "UITabBar", "UIToolbar"]

  /// Whether the view at `path`, of class `className`, is placed by its container.
  static func isPlacedByContainer(_ path: String, className: String?) -> Bool {
    isPlacedByContainer(path) || className.map(controllerBarClasses.contains) == true
  }

  /// What placed such a view, as the verdict says it: "its table or collection view", "its
  /// controller".
  static func container(of path: String, className: String?) -> String {
    isPlacedByContainer(path) ? "its table or collection view" : "its controller"
  }

  /// Whether the view at `path` is placed by its table or collection view.
  static func isPlacedByContainer(_ path: String) -> Bool {
    let components = path.split(separator: ".")
    guard let last = components.last else { return false }
    if isListElement(last) { return true }
    return last == "contentView" && components.count >= 2
      && isCell(components[components.count - 2])
  }

  private static func isCell(_ component: Substring) -> Bool {
    indexCount(component, name: "cells") == 2
  }

  private static func isListElement(_ component: Substring) -> Bool {
    isCell(component) || indexCount(component, name: "headers") == 1
      || indexCount(component, name: "footers") == 1
  }

  /// How many `[digits]` follow `name` when `component` is exactly that, else nil.
  private static func indexCount(_ component: Substring, name: String) -> Int? {
    guard component.hasPrefix(name + "[") else { return nil }
    var rest = component.dropFirst(name.count)
    var count = 0
    while rest.first == "[" {
      rest = rest.dropFirst()
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, rest.dropFirst(digits.count).first == "]" else { return nil }
      rest = rest.dropFirst(digits.count + 1)
      count += 1
    }
    return rest.isEmpty ? count : nil
  }
}
