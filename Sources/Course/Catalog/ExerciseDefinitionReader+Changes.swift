import Devices

/// A step's change of the device (`rotate`, `resize`, `contentSize`, `keyboard`) and its callback
/// checks (`callbacks`).
extension ExerciseDefinitionReader {
  /// The step's change, if it makes one, with where it is written; and whether what was written
  /// is valid (a step makes at most one change).
  func readChange(_ step: JSONFields, path: String, entry: ExerciseEntry?)
    -> ((change: DeviceChange, position: SourcePosition)?, Bool)
  {
    let written = DeviceChange.fieldNames.compactMap { name in
      step.object[name].map { (name: name, value: $0) }
    }
    guard let first = written.first else { return (nil, true) }
    if written.count > 1 {
      let names = written.map { "\"\($0.name)\"" }.joined(separator: " and ")
      file.report(
        at: written[1].value.position,
        "\"\(path)\" makes one change of the device, found \(names); give each its own step")
      return (nil, false)
    }
    let text: String
    if let string = first.value.stringValue {
      text = string
    } else if first.name == "resize", let number = first.value.numberValue {
      text = number.literal
    } else {
      let accepts = first.name == "resize" ? "a string or a number" : "a string"
      file.report(
        at: first.value.position,
        "\"\(path).\(first.name)\" must be \(accepts), found \(first.value.typeDescription)")
      return (nil, false)
    }
    switch DeviceChange.parse(field: first.name, value: text) {
    case .failure(let error):
      file.report(at: first.value.position, "\(path).\(error.description)")
      return (nil, false)
    case .success(let change):
      if case .view = entry, change.fieldName != "contentSize" {
        // A view entry is laid out alone at its own size, outside an app's window.
        let what =
          change.fieldName == "keyboard" ? "has no keyboard" : "has no window to \(first.name)"
        file.report(
          at: first.value.position,
          "\"\(path).\(first.name)\": a view entry \(what) (it is laid out alone at its own size); "
            + "use a view controller entry")
        return (nil, false)
      }
      return ((change, first.value.position), true)
    }
  }

  /// Reports, at the step's change, every device that cannot go through the steps' changes in
  /// order (a rotation of a custom screen, a window width a phone or an iPad cannot give).
  func checkChanges(_ definition: ExerciseDefinition) {
    guard let steps = definition.steps, let devices = definition.devices,
      steps.count == definition.changePositions.count,
      steps.contains(where: { $0.change != nil })
    else { return }
    for device in devices {
      guard let screen = DeviceChangeCheck.screen(for: device, table: deviceTable) else {
        continue
      }
      let problems = DeviceChangeCheck.problems(
        changes: steps.map(\.change), screen: screen, orientation: device.orientation)
      for problem in problems {
        guard let position = definition.changePositions[problem.step] else { continue }
        file.report(at: position, problem.message)
      }
    }
  }

  /// The step's callback checks, and whether all were valid.
  func readCallbackChecks(
    _ step: JSONFields, path: String, entry: ExerciseEntry?, checkNames: [String]?
  ) -> ([CallbackCheck], Bool) {
    guard let value = step.value("callbacks", required: false) else { return ([], true) }
    guard let elements = file.array(value, name: "\(path).callbacks") else { return ([], false) }
    var checks: [CallbackCheck] = []
    var isValid = true
    for (index, element) in elements.enumerated() {
      let checkPath = "\(path).callbacks[\(index)]"
      guard
        let fields = JSONFields(
          element, path: checkPath, allowed: ["callback", "view", "atLeast", "atMost", "exactly"],
          file: file),
        let check = readCallbackCheck(fields, path: checkPath, entry: entry, checkNames: checkNames)
      else {
        isValid = false
        continue
      }
      checks.append(check)
    }
    return (checks, isValid)
  }

  private func readCallbackCheck(
    _ fields: JSONFields, path: String, entry: ExerciseEntry?, checkNames: [String]?
  ) -> CallbackCheck? {
    guard let nameValue = fields.value("callback", required: true),
      let name = file.nonBlankString(nameValue, name: "\(path).callback")
    else { return nil }
    guard CallbackCheck.names.contains(name) else {
      file.report(
        at: nameValue.position,
        "\"\(path).callback\" must be one of \(CallbackCheck.names.joined(separator: ", ")), "
          + "found \"\(name)\"")
      return nil
    }
    var view: String?
    if let viewValue = fields.value("view", required: false) {
      guard let text = file.nonBlankString(viewValue, name: "\(path).view") else { return nil }
      if CallbackCheck.controllerCallbacks.contains(name) {
        file.report(
          at: viewValue.position,
          "\"\(name)\" is the view controller's callback; a check of it names no view")
        return nil
      }
      if text != "view", let checkNames, !checkNames.contains(text) {
        file.report(
          at: viewValue.position,
          "\"\(path).view\" names \"\(text)\", which the exercise does not check; name \"view\" "
            + "or a view in \"checks\"")
        return nil
      }
      if name == "updateConstraints", text == "view", case .viewController = entry {
        // UIKit asks the controller (docs/UIKitFacts.md §14); the engine records that call.
        file.report(
          at: viewValue.position,
          "a view controller's root view has its constraints updated through the controller: "
            + "check \"updateViewConstraints\" with no view")
        return nil
      }
      view = text
    } else if CallbackCheck.viewCallbacks.contains(name) {
      file.report(
        at: fields.position, "\"\(path)\" checks \"\(name)\", a view's callback: name the view")
      return nil
    }
    if case .view = entry, view == nil {
      file.report(
        at: nameValue.position,
        "\"\(path)\" checks the view controller's \"\(name)\", but the entry is a view")
      return nil
    }
    var bounds: [String: Int] = [:]
    for key in ["atLeast", "atMost", "exactly"] {
      guard let value = fields.value(key, required: false) else { continue }
      guard let number = value.numberValue, number.value >= 0,
        number.value == number.value.rounded(),
        number.value <= 1000
      else {
        file.report(at: value.position, "\"\(path).\(key)\" must be a whole number from 0 to 1000")
        return nil
      }
      bounds[key] = Int(number.value)
    }
    if bounds.isEmpty {
      file.report(at: fields.position, "\"\(path)\" needs \"atLeast\", \"atMost\" or \"exactly\"")
      return nil
    }
    if let exactly = bounds["exactly"] {
      guard bounds.count == 1 else {
        file.report(
          at: fields.position,
          "\"\(path)\": \"exactly\" goes alone, without \"atLeast\" or \"atMost\"")
        return nil
      }
      return CallbackCheck(callback: name, view: view, atLeast: exactly, atMost: exactly)
    }
    if let least = bounds["atLeast"], let most = bounds["atMost"], least > most {
      file.report(
        at: fields.position, "\"\(path)\": \"atLeast\" \(least) is more than \"atMost\" \(most)")
      return nil
    }
    return CallbackCheck(
      callback: name, view: view, atLeast: bounds["atLeast"], atMost: bounds["atMost"])
  }
}
