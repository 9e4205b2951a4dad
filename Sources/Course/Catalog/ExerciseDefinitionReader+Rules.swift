/// `exercise.json` `rules`: how the layout must be made, beyond its frames.
extension ExerciseDefinitionReader {
  /// The rules (none when the field is absent), or nil when one is wrong.
  func readRules(_ fields: JSONFields, checkNames: [String]?) -> [ExerciseRule]? {
    guard let value = fields.value("rules", required: false) else { return [] }
    guard let elements = file.array(value, name: "rules") else { return nil }
    var rules: [ExerciseRule] = []
    var isValid = true
    for (index, element) in elements.enumerated() {
      let path = "rules[\(index)]"
      guard
        let rule = JSONFields(element, path: path, allowed: ["rule", "views", "uses"], file: file),
        let read = readRule(rule, path: path, checkNames: checkNames)
      else {
        isValid = false
        continue
      }
      if rules.contains(read) {
        file.report(at: element.position, "\"\(path)\" repeats an earlier rule")
        isValid = false
        continue
      }
      rules.append(read)
    }
    return isValid ? rules : nil
  }

  private func readRule(_ fields: JSONFields, path: String, checkNames: [String]?) -> ExerciseRule?
  {
    guard let kindValue = fields.value("rule", required: true),
      let kindText = file.nonBlankString(kindValue, name: "\(path).rule")
    else { return nil }
    guard let kind = ExerciseRule.Kind(rawValue: kindText) else {
      let names = ExerciseRule.Kind.allCases.map(\.rawValue).joined(separator: ", ")
      file.report(
        at: kindValue.position, "\"\(path).rule\" must be one of \(names), found \"\(kindText)\"")
      return nil
    }
    var views: [String] = []
    if let viewsValue = fields.value("views", required: kind == .placedByConstraints) {
      guard let elements = file.array(viewsValue, name: "\(path).views") else { return nil }
      guard kind == .placedByConstraints || kind == .uses else {
        file.report(
          at: viewsValue.position,
          "\"\(path)\": a \"\(kind.rawValue)\" rule concerns every checked view and names none")
        return nil
      }
      guard !elements.isEmpty else {
        file.report(at: viewsValue.position, "\"\(path).views\" must not be empty")
        return nil
      }
      for (index, element) in elements.enumerated() {
        guard let text = file.nonBlankString(element, name: "\(path).views[\(index)]") else {
          return nil
        }
        if let checkNames, !checkNames.contains(text) {
          file.report(
            at: element.position,
            "\"\(path).views[\(index)]\" names \"\(text)\", which the exercise does not check; "
              + "rules concern views in \"checks\"")
          return nil
        }
        if views.contains(text) {
          file.report(at: element.position, "\"\(path).views\" names \"\(text)\" twice")
          return nil
        }
        views.append(text)
      }
    } else if kind == .placedByConstraints {
      return nil
    }
    var uses: ExerciseRule.Uses?
    if let usesValue = fields.value("uses", required: kind == .uses) {
      guard kind == .uses else {
        file.report(at: usesValue.position, "\"\(path).uses\" goes only with the rule \"uses\"")
        return nil
      }
      guard let text = file.nonBlankString(usesValue, name: "\(path).uses") else { return nil }
      guard let named = ExerciseRule.Uses(rawValue: text) else {
        let names = ExerciseRule.Uses.allCases.map(\.rawValue).joined(separator: ", ")
        file.report(
          at: usesValue.position, "\"\(path).uses\" must be one of \(names), found \"\(text)\"")
        return nil
      }
      uses = named
    } else if kind == .uses {
      return nil
    }
    return ExerciseRule(kind: kind, views: views, uses: uses)
  }
}
