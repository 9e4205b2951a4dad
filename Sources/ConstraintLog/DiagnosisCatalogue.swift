/// The causes of a conflict the course teaches, each recognised by the constraints it leaves in
/// the log. `diagnoses(of:)` gives every cause that fits, the likeliest first; a block no cause
/// fits gets `unlisted`, which says how to read it.
public enum DiagnosisCatalogue {
  public static func diagnoses(of block: ConflictBlock) -> [Diagnosis] {
    causes(of: block).map { diagnosis in
      var diagnosis = diagnosis
      diagnosis.exercises = exercises[diagnosis.lesson] ?? []
      return diagnosis
    }
  }

  /// The exercises each lesson number stands for, that one first, then others that teach the
  /// same fix. `13.4` is the 13th module's 4th exercise, as `layoutlings show 13.4` opens it.
  public static let exercises: [String: [String]] = [
    "1.1": ["01-constraints-in-code/01-half-height-panel"],
    "1.6": [
      "01-constraints-in-code/06-still-translating",
      "08-debugging-and-adaptivity/03-translating-container",
    ],
    "5.2": ["05-margins-and-safe-area/02-edge-to-edge-toolbar"],
    "6.2": ["06-stack-views/02-state-enum"],
    "6.3": ["06-stack-views/03-distributions"],
    "8.1": [
      "08-debugging-and-adaptivity/01-unwanted-constraint",
      "08-debugging-and-adaptivity/06-lower-the-priority",
    ],
    "8.2": [
      "08-debugging-and-adaptivity/02-ambiguous-tiles",
      "03-intrinsic-size-and-priorities/06-ambiguous-toast",
    ],
    "8.7": [
      "08-debugging-and-adaptivity/07-two-top-constraints",
      "07-animating-constraints/01-slide-off-screen",
    ],
    "13.2": ["13-lists/02-down-to-the-bottom", "13-lists/01-into-the-content-view"],
    "13.4": ["13-lists/04-read-the-log"],
    "16.3": ["16-adaptivity/03-above-the-keyboard"],
  ]

  static func causes(of block: ConflictBlock) -> [Diagnosis] {
    switch block.kind {
    case .zeroHeightCell: return [cellHeightOfZero()]
    case .ambiguousLayout: return [ambiguousLayout(block)]
    case .noCommonAncestor: return [noCommonAncestor(block)]
    case .unableToInstall: return [installedOnWrongView(block)]
    case .unpreparedHierarchy: return [unpreparedHierarchy(block)]
    case .unsatisfiable: break
    }
    let found = [
      autoresizingMask(block), encapsulatedSize(block), stackViewSpacing(block),
      guideAgainstFixedEdge(block), twoConstraintsOnOneAttribute(block),
      fixedSizeAgainstEdges(block),
    ].compactMap { $0 }
    return found.isEmpty ? [unlisted(block)] : found
  }

  // MARK: The causes

  static func autoresizingMask(_ block: ConflictBlock) -> Diagnosis? {
    let places = block.constraints.indices.filter { block.constraints[$0].isAutoresizingMask }
    guard !places.isEmpty else { return nil }
    let views = unique(places.compactMap { block.constraints[$0].relation?.first.view }, in: block)
    let names = views.isEmpty ? "a view" : list(views.map(\.displayName))
    let uikitsOwn = !views.isEmpty && views.allSatisfy { ($0.className ?? "").hasPrefix("_") }
    return Diagnosis(
      cause: .autoresizingMask,
      summary: "\(names) still \(views.count > 1 ? "translate" : "translates") "
        + "\(views.count > 1 ? "their" : "its") autoresizing mask into constraints "
        + "(NSAutoresizingMaskLayoutConstraint), and they fight the constraints you gave "
        + "\(views.count > 1 ? "them" : "it").",
      fix: uikitsOwn
        ? "The view is UIKit's own, sized before its layout ran: look for the constraint of yours "
          + "in the list that ties your views to it, and make that one optional (priority 999)."
        : "Set translatesAutoresizingMaskIntoConstraints = false on \(names) before adding "
          + "\(views.count > 1 ? "their" : "its") constraints (a view made in code translates "
          + "its mask until you say otherwise).",
      lesson: "1.6", views: views, constraints: places)
  }

  static func encapsulatedSize(_ block: ConflictBlock) -> Diagnosis? {
    // Before iOS 8 a cell's content view got its height with no identifier.
    guard
      let place = block.constraints.firstIndex(where: {
        $0.identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true
      })
        ?? block.constraints.firstIndex(where: {
          $0.identifier == nil && $0.relation?.second == nil
            && $0.relation?.first.attribute.isSize == true
            && $0.relation?.first.view.className == "UITableViewCellContentView"
        }), let encapsulated = block.constraints[place].relation
    else { return nil }
    let cell = block.known(encapsulated.first.view)
    let isCell = ["Cell", "ContentView", "ReusableView", "HeaderFooter"].contains {
      (cell.className ?? "").contains($0)
    }
    let axis = encapsulated.first.attribute.axis ?? .vertical
    let size = axis == .vertical ? "height" : "width"
    let chain = block.constraints.indices.filter { index in
      let constraint = block.constraints[index]
      return index != place && constraint.isRequired && !isUIKits(constraint)
        && constraint.relation?.first.attribute.axis == axis
    }
    let lower =
      chain.first { index in
        // The constraint down to the cell's far edge, else the broken one, else the first.
        guard let relation = block.constraints[index].relation else { return false }
        return relation.anchors.contains {
          $0.attribute.isTrailingEdge && ConflictBlock.key($0.view) == ConflictBlock.key(cell)
        }
      } ?? chain.first { $0 == block.brokenIndex } ?? chain.first
    let suggestion =
      lower.map {
        " (for instance \(ConstraintText.describe(block.constraints[$0], in: block)))"
      } ?? ""
    return Diagnosis(
      cause: .encapsulatedSize,
      summary: (isCell ? "The table or collection view gives" : "UIKit gives")
        + " \(cell.displayName) the \(size) it worked out "
        + "(UIView-Encapsulated-Layout-\(size.capitalizedFirst) = "
        + "\(ConstraintText.number(encapsulated.constant))) as a required constraint, and your "
        + "required \(axis.rawValue) constraints add up to another \(size).",
      fix: "Lower one \(axis.rawValue) constraint of the chain to priority 999\(suggestion): "
        + "the cell still sizes itself, and the moment the two disagree no longer breaks "
        + "anything.",
      lesson: "13.4", views: [cell], constraints: [place] + (lower.map { [$0] } ?? []))
  }

  static func stackViewSpacing(_ block: ConflictBlock) -> Diagnosis? {
    let stacks = block.constraints.indices.filter {
      block.constraints[$0].identifier?.hasPrefix("UISV-") == true
    }
    guard !stacks.isEmpty else { return nil }
    let fixed = fixedSizes(block)
    let hiding = stacks.contains { block.constraints[$0].identifier == "UISV-hiding" }
    let views = unique(fixed.compactMap { block.constraints[$0].relation?.first.view }, in: block)
    let identifiers = list(
      unique(strings: stacks.compactMap { block.constraints[$0].identifier }))
    let sized = views.isEmpty ? "" : " against the fixed size of \(list(views.map(\.displayName)))"
    return Diagnosis(
      cause: .stackViewSpacing,
      summary: "A stack view's own constraints (\(identifiers)) place its arranged views\(sized)"
        + (hiding
          ? ": a hidden arranged view is squeezed to zero while its own size is required."
          : ": the sizes and the spacing cannot all fit in the stack."),
      fix: hiding
        ? "Give the hidden view's fixed size priority 999, so hiding it can shrink it to zero."
        : "Let the stack view size its arranged views: remove the fixed size or lower it to "
          + "priority 999, or change the spacing or distribution so the row can add up.",
      lesson: hiding ? "6.2" : "6.3", views: views, constraints: stacks + fixed)
  }

  static func twoConstraintsOnOneAttribute(_ block: ConflictBlock) -> Diagnosis? {
    let candidates = block.constraints.indices.filter { index in
      let constraint = block.constraints[index]
      return constraint.isRequired && !isUIKits(constraint) && constraint.relation?.kind == .equal
    }
    for (offset, first) in candidates.enumerated() {
      guard let a = block.constraints[first].relation else { continue }
      for second in candidates.dropFirst(offset + 1) {
        guard let b = block.constraints[second].relation,
          ConflictBlock.key(a.first.view) == ConflictBlock.key(b.first.view),
          a.first.attribute == b.first.attribute, a.first.view.identifier != "|"
        else { continue }
        // A superview's trailing edge after two of its subviews is one edge for two views, not
        // two constraints on one attribute.
        if a.first.attribute.isTrailingEdge, let x = a.second, let y = b.second,
          ConflictBlock.key(x.view) != ConflictBlock.key(y.view), x.attribute.isTrailingEdge,
          y.attribute.isTrailingEdge
        {
          continue
        }
        let view = block.known(a.first.view)
        let attribute = a.first.attribute.name
        return Diagnosis(
          cause: .twoConstraintsOnOneAttribute,
          summary: "Two required constraints set the \(attribute) of \(view.displayName): "
            + "\(ConstraintText.describe(block.constraints[first], in: block)) and "
            + "\(ConstraintText.describe(block.constraints[second], in: block)). One was "
            + "most likely meant to replace the other.",
          fix: "Keep one: deactivate the old constraint before activating the new one (hold "
            + "both in properties and switch isActive), or update the one constraint's "
            + "constant instead of adding another.",
          lesson: "8.7", views: [view], constraints: [first, second])
      }
    }
    return nil
  }

  static func guideAgainstFixedEdge(_ block: ConflictBlock) -> Diagnosis? {
    let guides = block.views.filter { view in
      let name = (view.className ?? "") + (view.label ?? "")
      return name.contains("Keyboard") || name.contains("SafeArea")
        || view.className == "_UILayoutGuide"
    }
    guard let guide = guides.first else { return nil }
    let keyboard = ((guide.className ?? "") + (guide.label ?? "")).contains("Keyboard")
    // A view whose top or bottom is tied both to the guide and to something else.
    for view in block.views where !view.isLayoutGuide {
      for edge in ["top", "bottom"] {
        let ties = block.constraints.indices.filter { index in
          block.constraints[index].relation?.anchors.contains {
            ConflictBlock.key($0.view) == ConflictBlock.key(view) && $0.attribute.base == edge
          } == true
        }
        let toGuide = ties.filter { index in
          block.constraints[index].relation?.anchors.contains {
            ConflictBlock.key($0.view) == ConflictBlock.key(guide)
          } == true
        }
        guard !toGuide.isEmpty, ties.count > toGuide.count else { continue }
        let guideName = keyboard ? "the keyboard layout guide" : "the safe area"
        return Diagnosis(
          cause: .guideAgainstFixedEdge,
          summary: "The \(edge) of \(view.displayName) follows \(guideName) "
            + "(\(guide.displayName)), and another required constraint fixes the same edge: "
            + "they agree only while the guide stays where it was when you wrote them.",
          fix: keyboard
            ? "Tie the \(edge) only to view.keyboardLayoutGuide.topAnchor and remove the fixed "
              + "\(edge) (or make it priority 999): the guide moves with the keyboard."
            : "Tie the \(edge) to the safe area guide or to the superview's edge, not both; "
              + "keep the one that follows the safe area.",
          lesson: keyboard ? "16.3" : "5.2", views: [view, guide], constraints: ties)
      }
    }
    return nil
  }

  static func fixedSizeAgainstEdges(_ block: ConflictBlock) -> Diagnosis? {
    for place in fixedSizes(block) {
      guard let size = block.constraints[place].relation, size.kind == .equal,
        let axis = size.first.attribute.axis
      else { continue }
      let view = size.first.view
      let edges = block.constraints.indices.filter { index in
        index != place
          && block.constraints[index].relation?.anchors.contains {
            ConflictBlock.key($0.view) == ConflictBlock.key(view) && $0.attribute.axis == axis
              && ($0.attribute.isLeadingEdge || $0.attribute.isTrailingEdge)
          } == true
      }
      let attributes = edges.flatMap { block.constraints[$0].relation?.anchors ?? [] }
        .filter { ConflictBlock.key($0.view) == ConflictBlock.key(view) }.map(\.attribute)
      guard attributes.contains(where: \.isLeadingEdge),
        attributes.contains(where: \.isTrailingEdge)
      else { continue }
      let known = block.known(view)
      let name = size.first.attribute.name
      let (first, last) = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
      return Diagnosis(
        cause: .fixedSizeAgainstEdges,
        summary: "\(known.displayName) has a fixed \(name) of "
          + "\(ConstraintText.number(size.constant)) and its \(first) and \(last) edges are pinned "
          + "too: the three hold together only for one size of what it is pinned to.",
        fix: "Keep what you mean: remove the fixed \(name) if the edges should decide it, or "
          + "unpin one edge; a \(name) that is only a wish gets priority 999 or becomes <=.",
        lesson: "8.1", views: [known], constraints: [place] + edges)
    }
    return nil
  }

  static func cellHeightOfZero() -> Diagnosis {
    Diagnosis(
      cause: .cellHeightOfZero,
      summary: "A self-sizing cell's content view has no chain of constraints from its top to its "
        + "bottom, so UIKit reads its height as zero and uses the table's row height instead.",
      fix: "Pin the cell's views to the content view (not the cell) from top to bottom, each "
        + "with a size it knows, so the chain adds up to a height.",
      lesson: "13.2")
  }

  static func ambiguousLayout(_ block: ConflictBlock) -> Diagnosis {
    // UIKit's own views and guides are marked too (the window, iOS 7's layout guides): they
    // follow the app's views, so they are not what to fix.
    let own = block.ambiguities.filter { !isUIKitsOwn($0.view) }
    let marked = own.isEmpty ? block.ambiguities : own
    guard !marked.isEmpty else {
      let subject = block.query.map { "\($0) has" } ?? "A view has"
      return Diagnosis(
        cause: .ambiguousLayout,
        summary: "\(subject) an ambiguous layout: its constraints leave more than one frame "
          + "that satisfies them all, and Auto Layout picks one without saying so.",
        fix: "Find which axis: print view.value(forKey: \"_autolayoutTrace\") (or call "
          + "exerciseAmbiguityInLayout() and watch it move), then give the view the position or "
          + "size it lacks on that axis.",
        lesson: "8.2")
    }
    let sentences = marked.map { ambiguity -> String in
      let view = block.known(ambiguity.view).displayName
      let missing = ambiguity.attributes.compactMap(missingConstraint)
      guard !missing.isEmpty else {
        return "\(view) is ambiguous (the trace does not say on which axis)"
      }
      return "\(view) lacks \(list(unique(strings: missing)))"
    }
    let sizes = marked.flatMap(\.attributes).contains(where: \.isSize)
    let all = marked.flatMap(\.attributes)
    return Diagnosis(
      cause: .ambiguousLayout,
      summary: "The layout is ambiguous, not in conflict: the constraints allow more than one "
        + "frame, and Auto Layout picks one without a warning. " + sentences.joined(separator: "; ")
        + ".",
      fix: (all.isEmpty
        ? "Check each marked view has a position and a size on both axes. "
        : "Add the constraint each view lacks. ")
        + (sizes
          ? "A size can also come from pinning both edges, or from content with an intrinsic size; "
            + "where two views share the spare room with equal hugging or compression resistance "
            + "priorities, make one of them higher."
          : "A position comes from one edge or the centre tied to another view or a guide."),
      lesson: "8.2", views: marked.map { block.known($0.view) })
  }

  /// What an ambiguous attribute of a trace lacks, in the course's words.
  static func missingConstraint(_ attribute: LayoutAttribute) -> String? {
    switch attribute.name {
    case "minX": return "a horizontal position (a leading, trailing or centerX constraint)"
    case "minY": return "a vertical position (a top, bottom or centerY constraint)"
    case "width": return "a width (a width constraint, or both leading and trailing pinned)"
    case "height": return "a height (a height constraint, or both top and bottom pinned)"
    default: return attribute.axis.map { "a constraint on its \($0.rawValue) \(attribute.name)" }
    }
  }

  static func noCommonAncestor(_ block: ConflictBlock) -> Diagnosis {
    let views = block.subjects
    let names = views.isEmpty ? "its two views" : list(views.map(\.displayName))
    return Diagnosis(
      cause: .noCommonAncestor,
      summary: "UIKit stopped the app: a constraint between \(names) was activated while they were "
        + "not in one view hierarchy (no common ancestor). One of them has not been added with "
        + "addSubview yet, or was removed, or lives in another window.",
      fix: "Add the view to its superview (addSubview, or addArrangedSubview for a stack view) "
        + "before you make or activate constraints to it, and tie it only to views in the same "
        + "hierarchy.",
      lesson: "1.1", views: views)
  }

  static func installedOnWrongView(_ block: ConflictBlock) -> Diagnosis {
    let view = block.subjects.first.map { " on \($0.displayName)" } ?? ""
    let constraint =
      block.constraints.first.map {
        " (\(ConstraintText.describe($0, in: block)))"
      } ?? ""
    return Diagnosis(
      cause: .installedOnWrongView,
      summary:
        "UIKit stopped the app: a constraint\(constraint) was added with addConstraint\(view), "
        + "a view that does not contain both of its items.",
      fix: "Activate the constraint instead (NSLayoutConstraint.activate([…]) or isActive = true): "
        + "UIKit then installs it on the closest view that contains both items. Add both views to "
        + "the hierarchy first.",
      lesson: "1.1",
      views: block.subjects
        + block.views.filter { view in
          !block.subjects.contains { ConflictBlock.key($0) == ConflictBlock.key(view) }
        })
  }

  static func unpreparedHierarchy(_ block: ConflictBlock) -> Diagnosis {
    let constraint =
      block.constraints.first.map {
        " \(ConstraintText.describe($0, in: block))"
      } ?? ""
    return Diagnosis(
      cause: .unpreparedHierarchy,
      summary: (block.terminates ? "UIKit stopped the app: " : "UIKit warns that ")
        + "the constraint\(constraint) was added before its views were in the hierarchy of the "
        + "view it was added to"
        + (block.terminates
          ? "; the layout could not be set up." : ", and it crashes once it must be solved."),
      fix: "Add the views with addSubview first, then activate their constraints with "
        + "NSLayoutConstraint.activate (which finds the view to install them on), not "
        + "addConstraint on a view that does not contain both items.",
      lesson: "1.1", views: block.views, constraints: block.constraints.isEmpty ? [] : [0])
  }

  static func unlisted(_ block: ConflictBlock) -> Diagnosis {
    let broken =
      block.broken.map { " UIKit broke \(ConstraintText.describe($0, in: block))." } ?? ""
    return Diagnosis(
      cause: .unlisted,
      summary: "None of the course's usual causes fits: the constraints listed cannot all hold "
        + "at once.\(broken)",
      fix: "Read the list and find the constraint you don't want (the one left over from an "
        + "earlier design, or one that is only a wish): remove it or give it priority 999.",
      lesson: "8.1", views: block.views.filter { !$0.isLayoutGuide })
  }

  // MARK: Helpers

  /// A view or guide of UIKit's own that traces mark ambiguous along with the app's: the window,
  /// iOS 7's `_UILayoutGuide`s.
  static func isUIKitsOwn(_ view: LoggedView) -> Bool {
    let name = view.className ?? ""
    return name == "UIWindow" || name.hasPrefix("_UI")
  }

  /// Constraints UIKit makes itself: masks, encapsulated sizes, stack views' and layout guides'.
  static func isUIKits(_ constraint: LoggedConstraint) -> Bool {
    if constraint.isAutoresizingMask || constraint.kind.hasPrefix("_") { return true }
    guard let identifier = constraint.identifier else { return false }
    return identifier.hasPrefix("UI") || identifier.hasPrefix("_UI") || identifier.hasPrefix("IB_")
  }

  /// Places of required constant widths and heights that are not UIKit's.
  static func fixedSizes(_ block: ConflictBlock) -> [Int] {
    block.constraints.indices.filter { index in
      let constraint = block.constraints[index]
      guard let relation = constraint.relation, relation.second == nil else { return false }
      return !isUIKits(constraint) && relation.first.attribute.isSize && constraint.isRequired
    }
  }

  static func unique(_ views: [LoggedView], in block: ConflictBlock) -> [LoggedView] {
    var seen: Set<String> = []
    return views.filter { seen.insert(ConflictBlock.key($0)).inserted }.map(block.known)
  }

  static func unique(strings: [String]) -> [String] {
    var seen: Set<String> = []
    return strings.filter { seen.insert($0).inserted }
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
