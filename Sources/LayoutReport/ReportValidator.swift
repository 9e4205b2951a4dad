import Devices

/// Checks a decoded report against `ReportLimits` and the rules numbers must follow.
///
/// Rules beyond the limits: every number finite; screen sides and scale positive; times, delays
/// and durations not negative; line numbers at least 1; names not empty; at most one result per
/// device and orientation, one snapshot per name and time, one record per view path.
struct ReportValidator {
  let limits: ReportLimits
  private var totalViews = 0

  init(limits: ReportLimits) {
    self.limits = limits
  }

  mutating func validate(_ report: LayoutReport) throws(LayoutReportError) {
    guard report.formatVersion == LayoutReport.currentFormatVersion else {
      throw .unsupportedFormatVersion(
        found: String(report.formatVersion), supported: LayoutReport.currentFormatVersion)
    }
    try count(report.results, "results", limit: limits.maxDevices)
    var seen: [DeviceReference] = []
    for (index, result) in report.results.enumerated() {
      let path = "results[\(index)]"
      let reference = try validate(result, path)
      guard !seen.contains(reference) else {
        throw .invalidValue(path: path, reason: "repeats the device \(reference)")
      }
      seen.append(reference)
    }
  }

  /// Checks `result` and returns the device it is for.
  private mutating func validate(_ result: DeviceResult, _ path: String) throws(LayoutReportError)
    -> DeviceReference
  {
    try name(result.device, "\(path).device")
    let reference: DeviceReference
    do {
      reference = try DeviceReference(screen: result.device, orientation: result.orientation)
    } catch {
      throw .invalidValue(
        path: "\(path).device",
        reason: "is not a device without its orientation, such as iphone-x: \(error.reason)")
    }
    for (side, value) in [("width", result.size.width), ("height", result.size.height)] {
      guard value.isFinite, value > 0, value <= limits.maxScreenSide else {
        throw .invalidValue(
          path: "\(path).size",
          reason: "has a \(side) of \(spell(value)); it must be more than 0 and at most "
            + spell(limits.maxScreenSide))
      }
    }
    guard result.scale.isFinite, result.scale > 0, result.scale <= limits.maxScale else {
      throw .invalidValue(
        path: "\(path).scale",
        reason:
          "is \(spell(result.scale)); it must be more than 0 and at most \(spell(limits.maxScale))")
    }
    try count(result.snapshots, "\(path).snapshots", limit: limits.maxSnapshots)
    var keys: [SnapshotKey] = []
    for (index, snapshot) in result.snapshots.enumerated() {
      let snapshotPath = "\(path).snapshots[\(index)]"
      try validate(snapshot, snapshotPath)
      guard !keys.contains(snapshot.key) else {
        throw .invalidValue(path: snapshotPath, reason: "repeats the snapshot \(snapshot.key)")
      }
      keys.append(snapshot.key)
    }
    try count(result.log, "\(path).log", limit: limits.maxEntries)
    for (index, entry) in result.log.enumerated() {
      try validate(entry, "\(path).log[\(index)]")
    }
    try count(result.errors, "\(path).errors", limit: limits.maxEntries)
    for (index, error) in result.errors.enumerated() {
      let errorPath = "\(path).errors[\(index)]"
      try text(error.message, "\(errorPath).message")
      try location(error.file, error.line, errorPath)
    }
    try count(result.animations, "\(path).animations", limit: limits.maxEntries)
    for (index, animation) in result.animations.enumerated() {
      try validate(animation, "\(path).animations[\(index)]")
    }
    try count(result.inactiveConstraints, "\(path).inactiveConstraints", limit: limits.maxEntries)
    for (index, constraint) in result.inactiveConstraints.enumerated() {
      try validate(constraint, "\(path).inactiveConstraints[\(index)]")
    }
    try count(result.activeConstraints, "\(path).activeConstraints", limit: limits.maxEntries)
    for (index, constraint) in result.activeConstraints.enumerated() {
      try validate(constraint, "\(path).activeConstraints[\(index)]")
    }
    return reference
  }

  private mutating func validate(_ snapshot: Snapshot, _ path: String) throws(LayoutReportError) {
    try name(snapshot.name, "\(path).name")
    if let time = snapshot.time {
      try nonNegative(time, "\(path).time")
    }
    let recorded = snapshot.views.count + snapshot.missing.count
    guard recorded <= limits.maxViewsPerSnapshot else {
      throw .tooManyEntries(
        path: "\(path).views", count: recorded, limit: limits.maxViewsPerSnapshot)
    }
    totalViews += snapshot.views.count
    guard totalViews <= limits.maxTotalViews else {
      throw .tooManyEntries(path: "results", count: totalViews, limit: limits.maxTotalViews)
    }
    // Paths are compared through a set only to find repeats; the order of the report is kept.
    var paths = Set<String>()
    for (index, view) in snapshot.views.enumerated() {
      let viewPath = "\(path).views[\(index)]"
      try name(view.path, "\(viewPath).path")
      if let superview = view.superview { try name(superview, "\(viewPath).superview") }
      try name(view.className, "\(viewPath).class")
      try finite(view.frame, "\(viewPath).frame")
      try finite(view.frameInRoot, "\(viewPath).frameInRoot")
      if let alpha = view.alpha { try finite(alpha, "\(viewPath).alpha") }
      if let placement = view.placement { try name(placement, "\(viewPath).placement") }
      if let sizing = view.rowSizing { try name(sizing, "\(viewPath).rowSizing") }
      if let stale = view.staleIntrinsicSize {
        for (key, size) in [("used", stale.used), ("current", stale.current)] {
          try finite(size.width, "\(viewPath).staleIntrinsicSize.\(key).width")
          try finite(size.height, "\(viewPath).staleIntrinsicSize.\(key).height")
        }
      }
      if let priorities = view.contentPriorities {
        for (key, value) in [
          ("huggingHorizontal", priorities.huggingHorizontal),
          ("huggingVertical", priorities.huggingVertical),
          ("compressionHorizontal", priorities.compressionHorizontal),
          ("compressionVertical", priorities.compressionVertical),
        ] {
          try finite(value, "\(viewPath).contentPriorities.\(key)")
        }
      }
      if let stale = view.staleItemSize {
        for (key, size) in [
          ("used", stale.used), ("current", stale.current), ("askedAt", stale.askedAt),
          ("now", stale.now),
        ] {
          try finite(size.width, "\(viewPath).staleItemSize.\(key).width")
          try finite(size.height, "\(viewPath).staleItemSize.\(key).height")
        }
      }
      if let item = view.flowItem {
        try name(item.sizeFrom, "\(viewPath).flowItem.sizeFrom")
        for (key, size) in [("size", item.size), ("collectionViewSize", item.collectionViewSize)] {
          try finite(size.width, "\(viewPath).flowItem.\(key).width")
          try finite(size.height, "\(viewPath).flowItem.\(key).height")
        }
        for (key, value) in [
          ("itemLength", item.itemLength), ("lineLength", item.lineLength),
          ("sectionInsets", item.sectionInsets),
          ("interitemSpacing", item.interitemSpacing),
        ] {
          try finite(value, "\(viewPath).flowItem.\(key)")
        }
      }
      if let style = view.tableStyle { try name(style, "\(viewPath).tableStyle") }
      if let sizing = view.compositionalItem {
        for (key, size) in [("item", sizing.item), ("group", sizing.group)] {
          for (side, dimension) in [("width", size.width), ("height", size.height)] {
            try name(dimension.kind, "\(viewPath).compositionalItem.\(key).\(side).kind")
            try finite(dimension.value, "\(viewPath).compositionalItem.\(key).\(side).value")
          }
        }
      }
      if let setting = view.frameSetting {
        for (key, size) in [
          ("superviewSizeThen", setting.superviewSizeThen),
          ("superviewSizeNow", setting.superviewSizeNow),
        ] {
          try finite(size.width, "\(viewPath).frameSetting.\(key).width")
          try finite(size.height, "\(viewPath).frameSetting.\(key).height")
        }
        if let during = setting.during { try name(during, "\(viewPath).frameSetting.during") }
      }
      if let scroll = view.scrollState {
        for (key, insets) in [
          ("contentInset", scroll.contentInset),
          ("adjustedContentInset", scroll.adjustedContentInset),
          ("verticalIndicatorInsets", scroll.verticalIndicatorInsets),
        ] {
          for (side, value) in insets.numbers {
            try finite(value, "\(viewPath).scrollState.\(key).\(side)")
          }
        }
        try finite(scroll.keyboardOverlap, "\(viewPath).scrollState.keyboardOverlap")
      }
      if let text = view.textState {
        if let style = text.textStyle { try name(style, "\(viewPath).textState.textStyle") }
        try name(text.contentSizeCategory, "\(viewPath).textState.contentSizeCategory")
        try finite(text.pointSize, "\(viewPath).textState.pointSize")
      }
      if let visible = view.madeVisible {
        try name(visible.scrollView, "\(viewPath).madeVisible.scrollView")
        try name(visible.coordinates, "\(viewPath).madeVisible.coordinates")
      }
      if let added = view.addedToCell {
        try count(added, "\(viewPath).addedToCell", limit: limits.maxConstraintsPerEntry)
        for (index, subview) in added.enumerated() {
          try name(subview, "\(viewPath).addedToCell[\(index)]")
        }
      }
      if let blame = view.blame {
        for (name, constraints) in [
          ("x", blame.x), ("y", blame.y), ("width", blame.width), ("height", blame.height),
        ] {
          let listPath = "\(viewPath).blame.\(name)"
          try count(constraints, listPath, limit: limits.maxConstraintsPerEntry)
          for (index, constraint) in constraints.enumerated() {
            try validate(constraint, "\(listPath)[\(index)]")
          }
        }
      }
      guard paths.insert(view.path).inserted else {
        throw .invalidValue(path: viewPath, reason: "repeats the view \(view.path)")
      }
    }
    try count(snapshot.callbacks, "\(path).callbacks", limit: limits.maxEntries)
    for (index, record) in snapshot.callbacks.enumerated() {
      try name(record.callback, "\(path).callbacks[\(index)].callback")
      try name(record.on, "\(path).callbacks[\(index)].on")
    }
    try count(snapshot.stackViews, "\(path).stackViews", limit: limits.maxEntries)
    for (index, stack) in snapshot.stackViews.enumerated() {
      let stackPath = "\(path).stackViews[\(index)]"
      for (key, value) in [
        ("path", stack.path), ("axis", stack.axis), ("distribution", stack.distribution),
        ("alignment", stack.alignment),
      ] {
        try name(value, "\(stackPath).\(key)")
      }
      try finite(stack.spacing, "\(stackPath).spacing")
      try count(stack.members, "\(stackPath).members", limit: limits.maxEntries)
      for (position, member) in stack.members.enumerated() {
        let memberPath = "\(stackPath).members[\(position)]"
        try name(member.path, "\(memberPath).path")
        try finite(member.alpha, "\(memberPath).alpha")
        if let spacing = member.customSpacingAfter {
          try finite(spacing, "\(memberPath).customSpacingAfter")
        }
      }
    }
    if let state = snapshot.state {
      let statePath = "\(path).state"
      for (key, value) in [
        ("horizontalSizeClass", state.horizontalSizeClass),
        ("verticalSizeClass", state.verticalSizeClass),
        ("contentSizeCategory", state.contentSizeCategory),
        ("screenHorizontalSizeClass", state.screenHorizontalSizeClass),
        ("screenVerticalSizeClass", state.screenVerticalSizeClass),
      ] {
        try name(value, "\(statePath).\(key)")
      }
      try count(state.rootMargins, "\(statePath).rootMargins", limit: 4)
      for (index, margin) in state.rootMargins.enumerated() {
        try finite(margin, "\(statePath).rootMargins[\(index)]")
      }
      try count(state.activeConstraints, "\(statePath).activeConstraints", limit: limits.maxEntries)
      for (name, insets) in state.additionalSafeAreaInsets ?? [:] {
        try self.name(name, "\(statePath).additionalSafeAreaInsets")
        try count(insets, "\(statePath).additionalSafeAreaInsets.\(name)", limit: 4)
        for inset in insets { try finite(inset, "\(statePath).additionalSafeAreaInsets.\(name)") }
      }
      for (index, constraint) in state.activeConstraints.enumerated() {
        try validate(constraint, "\(statePath).activeConstraints[\(index)]")
      }
    }
    for (index, missing) in snapshot.missing.enumerated() {
      let missingPath = "\(path).missing[\(index)]"
      try name(missing.path, "\(missingPath).path")
      if let typeName = missing.typeName { try name(typeName, "\(missingPath).typeName") }
      guard paths.insert(missing.path).inserted else {
        throw .invalidValue(path: missingPath, reason: "repeats the view \(missing.path)")
      }
    }
  }

  private func validate(_ entry: LogEntry, _ path: String) throws(LayoutReportError) {
    try text(entry.text, "\(path).text")
    if let view = entry.view { try name(view, "\(path).view") }
    try location(entry.file, entry.line, path)
    try count(entry.constraints, "\(path).constraints", limit: limits.maxConstraintsPerEntry)
    for (index, constraint) in entry.constraints.enumerated() {
      try validate(constraint, "\(path).constraints[\(index)]")
    }
  }

  private func validate(_ constraint: ConstraintRecord, _ path: String) throws(LayoutReportError) {
    try text(constraint.description, "\(path).description")
    try location(constraint.file, constraint.line, path)
    // A constraint relates at most four items: two distances made with anchorWithOffset(to:).
    try count(constraint.views, "\(path).views", limit: 4)
    for (index, view) in constraint.views.enumerated() {
      try name(view, "\(path).views[\(index)]")
    }
    if let creation = constraint.creation { try name(creation, "\(path).creation") }
    try count(constraint.guides, "\(path).guides", limit: 4)
    for (index, guide) in constraint.guides.enumerated() {
      try name(guide, "\(path).guides[\(index)]")
    }
    if let equation = constraint.equation {
      for (label, term) in [("first", equation.first), ("second", equation.second)] {
        guard let term else { continue }
        try name(term.item, "\(path).equation.\(label).item")
        try name(term.attribute, "\(path).equation.\(label).attribute")
      }
      try name(equation.relation, "\(path).equation.relation")
      try finite(equation.multiplier, "\(path).equation.multiplier")
      try finite(equation.constant, "\(path).equation.constant")
      try finite(equation.priority, "\(path).equation.priority")
    }
  }

  private func validate(_ animation: AnimationRecord, _ path: String) throws(LayoutReportError) {
    try name(animation.view, "\(path).view")
    try name(animation.property, "\(path).property")
    try name(animation.curve, "\(path).curve")
    for (key, values) in [("from", animation.from), ("to", animation.to)] {
      // The largest animatable value is a 4×4 transform.
      try count(values, "\(path).\(key)", limit: 16)
      for (index, value) in values.enumerated() {
        try finite(value, "\(path).\(key)[\(index)]")
      }
    }
    try nonNegative(animation.delay, "\(path).delay")
    try nonNegative(animation.duration, "\(path).duration")
  }

  private func count<T>(_ list: [T], _ path: String, limit: Int) throws(LayoutReportError) {
    guard list.count <= limit else {
      throw .tooManyEntries(path: path, count: list.count, limit: limit)
    }
  }

  private func name(_ value: String, _ path: String) throws(LayoutReportError) {
    guard !value.isEmpty else { throw .invalidValue(path: path, reason: "is empty") }
    let length = value.utf8.count
    guard length <= limits.maxNameLength else {
      throw .invalidValue(
        path: path,
        reason: "is \(length) bytes long, more than the limit of \(limits.maxNameLength)")
    }
  }

  private func text(_ value: String, _ path: String) throws(LayoutReportError) {
    let length = value.utf8.count
    guard length <= limits.maxTextLength else {
      throw .invalidValue(
        path: path,
        reason: "is \(length) bytes long, more than the limit of \(limits.maxTextLength)")
    }
  }

  private func location(_ file: String?, _ line: Int?, _ path: String) throws(LayoutReportError) {
    if let file { try name(file, "\(path).file") }
    if let line, line < 1 {
      throw .invalidValue(path: "\(path).line", reason: "is \(line); line numbers start at 1")
    }
  }

  private func finite(_ value: Double, _ path: String) throws(LayoutReportError) {
    guard value.isFinite else {
      throw .invalidValue(path: path, reason: "is \(spell(value)), not a finite number")
    }
  }

  private func finite(_ rect: ReportRect, _ path: String) throws(LayoutReportError) {
    for (index, value) in rect.values.enumerated() {
      try finite(value, "\(path)[\(index)]")
    }
  }

  private func nonNegative(_ value: Double, _ path: String) throws(LayoutReportError) {
    guard value.isFinite, value >= 0 else {
      throw .invalidValue(
        path: path, reason: "is \(spell(value)); it must be a finite number, 0 or more")
    }
  }

  private func spell(_ value: Double) -> String { NumberText.shortest(value) }
}
