/// A constraint UIKit makes on its own, described so the engine can tell whether an existing one
/// only needs a new constant.
@MainActor
struct SystemConstraintSpec {
  let key: String
  let first: AnchorValue
  let relation: NSLayoutConstraint.Relation
  let second: AnchorValue?
  var multiplier: CGFloat = 1
  let constant: CGFloat
  var priority = UILayoutPriority.required
  let origin: NSLayoutConstraint.Origin
  var identifier: String?
  var coordinateSpace: UIView?
  /// A constant UIKit prints by name (a stack view's system spacing).
  var symbolic: SymbolicConstant?
  /// The weight of the error within the priority (tie-breaking between equal priorities).
  var weight = 1.0

  func matches(_ c: NSLayoutConstraint) -> Bool {
    c.relation == relation && c.multiplier == multiplier && c.priority == priority
      && c.origin == origin
      && c.identifier == identifier && c.coordinateSpace === coordinateSpace
      && c.solverWeight == weight && c.symbolic?.name == symbolic?.name
      && c.symbolic?.value == symbolic?.value
      && Self.same(c.first, first) && Self.same(c.second, second)
  }

  private static func same(_ a: AnchorValue?, _ b: AnchorValue?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.item === b.item && a.attribute == b.attribute
  }

  func makeConstraint() -> NSLayoutConstraint {
    let c = NSLayoutConstraint(
      first: first, relation: relation, second: second, multiplier: multiplier,
      constant: constant, location: SourceLocation(fileID: "UIKit", line: 0),
      origin: origin, symbolic: symbolic, identifier: identifier)
    c.priority = priority
    c.coordinateSpace = coordinateSpace
    c.solverWeight = weight
    c.activationSequence = ActivationCounter.next()
    return c
  }
}

/// The constraints UIKit adds for a view: root size, autoresizing mask, non-negative size,
/// intrinsic content size, and the system layout guides.
@MainActor
enum SystemConstraints {
  static func specs(for view: UIView, in engine: LayoutEngine) -> [SystemConstraintSpec] {
    var specs: [SystemConstraintSpec] = []
    let isRoot = view === engine.root
    let width = AnchorValue(item: view, attribute: .width)
    let height = AnchorValue(item: view, attribute: .height)
    if isRoot {
      if let fitting = engine.fitting {
        specs.append(
          SystemConstraintSpec(
            key: "root.w", first: width, relation: .equal, second: nil,
            constant: fitting.size.width,
            priority: fitting.horizontal, origin: .system, identifier: "_UITemporaryLayoutWidth"))
        specs.append(
          SystemConstraintSpec(
            key: "root.h", first: height, relation: .equal, second: nil,
            constant: fitting.size.height,
            priority: fitting.vertical, origin: .system, identifier: "_UITemporaryLayoutHeight"))
      } else {
        specs.append(
          SystemConstraintSpec(
            key: "root.w", first: width, relation: .equal, second: nil,
            constant: view.storedFrame.size.width,
            origin: .system, identifier: "UIView-Encapsulated-Layout-Width"))
        specs.append(
          SystemConstraintSpec(
            key: "root.h", first: height, relation: .equal, second: nil,
            constant: view.storedFrame.size.height,
            origin: .system, identifier: "UIView-Encapsulated-Layout-Height"))
      }
    } else if let host = view as? EncapsulatedLayoutHost, view.storedSuperview != nil {
      specs += encapsulated(host)
    } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.storedSuperview {
      specs += autoresizing(view, superview)
    }
    if !isRoot, !view.translatesAutoresizingMaskIntoConstraints {
      specs.append(
        SystemConstraintSpec(
          key: "nonneg.w", first: width, relation: .greaterThanOrEqual,
          second: nil, constant: 0, origin: .implicit))
      specs.append(
        SystemConstraintSpec(
          key: "nonneg.h", first: height, relation: .greaterThanOrEqual,
          second: nil, constant: 0, origin: .implicit))
    }
    if !view.translatesAutoresizingMaskIntoConstraints || (isRoot && engine.fitting != nil) {
      specs += intrinsic(view)
    }
    specs += guides(view)
    if let scrollView = view as? UIScrollView { specs += scrollGuides(scrollView) }
    specs += view.arrangementConstraintSpecs()
    return specs
  }

  /// A view that hosts its own layout (a cell's content view, a collection view cell) has its frame
  /// imposed by its container as required `UIView-Encapsulated-Layout-*` constraints, not as
  /// autoresizing constraints (docs/UIKitFacts.md §10.4).
  private static func encapsulated(_ host: EncapsulatedLayoutHost) -> [SystemConstraintSpec] {
    let view = host.hostView
    let frame = view.storedFrame
    func spec(
      _ key: String, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ id: String
    )
      -> SystemConstraintSpec
    {
      let isSize = attribute == .width || attribute == .height
      return SystemConstraintSpec(
        key: "encapsulated.\(key)", first: AnchorValue(item: view, attribute: attribute),
        relation: .equal, second: nil, constant: value, origin: .system, identifier: id,
        coordinateSpace: isSize ? nil : view.storedSuperview)
    }
    return [
      spec("h", .height, frame.size.height, "UIView-Encapsulated-Layout-Height"),
      spec("w", .width, frame.size.width, "UIView-Encapsulated-Layout-Width"),
      spec("l", .left, frame.origin.x, "UIView-Encapsulated-Layout-Left"),
      spec("t", .top, frame.origin.y, "UIView-Encapsulated-Layout-Top"),
    ]
  }

  /// docs/UIKitFacts.md §5.3: two constraints per axis from the mask, frame and superview size.
  private static func autoresizing(_ view: UIView, _ superview: UIView) -> [SystemConstraintSpec] {
    let mask = view.autoresizingMask
    let origin = NSLayoutConstraint.Origin.autoresizing(mask: mask)
    if view.autoresizingSnapshot == nil {
      view.autoresizingSnapshot = (view.storedFrame, superview.storedFrame.size)
    }
    let f = view.autoresizingSnapshot?.frame ?? view.storedFrame
    let s = view.autoresizingSnapshot?.superviewSize ?? superview.storedFrame.size
    func axis(
      _ name: String, lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute,
      size: NSLayoutConstraint.Attribute, flexLead: Bool, flexSize: Bool, flexTrail: Bool,
      start: CGFloat, length: CGFloat, total: CGFloat
    ) -> [SystemConstraintSpec] {
      let end = total - start - length
      let min = AnchorValue(item: view, attribute: lead)
      let max = AnchorValue(item: view, attribute: trail)
      let own = AnchorValue(item: view, attribute: size)
      let parent = AnchorValue(item: superview, attribute: size)
      func spec(_ n: Int, _ first: AnchorValue, _ second: AnchorValue?, _ m: CGFloat, _ c: CGFloat)
        -> SystemConstraintSpec
      {
        SystemConstraintSpec(
          key: "ar.\(name).\(n)", first: first, relation: .equal, second: second,
          multiplier: m, constant: c, origin: origin,
          coordinateSpace: second == nil && first.attribute != size ? superview : nil)
      }
      let pinStart = spec(0, min, nil, 1, start)
      let pinSize = spec(1, own, nil, 1, length)
      let pinEnd = spec(1, parent, max, 1, end)
      switch (flexLead, flexSize, flexTrail) {
      case (false, false, _):
        return [pinStart, pinSize]
      case (true, false, false):
        return [pinEnd, spec(2, own, nil, 1, length)]
      case (false, true, false):
        return [pinStart, pinEnd]
      case (true, true, false):
        let m = abs(total - end) < 0.0001 ? 0.5 : length / (total - end)
        return [pinEnd, spec(2, own, parent, m, -m * end)]
      case (true, false, true):
        let m = abs(total - length) < 0.0001 ? 0.5 : start / (total - length)
        return [pinSize, spec(0, min, parent, m, -m * length)]
      case (false, true, true):
        let m = abs(total - start) < 0.0001 ? 1 : length / (total - start)
        return [pinStart, spec(2, own, parent, m, -m * start)]
      case (true, true, true):
        let zero = abs(total) < 0.0001
        return [
          spec(0, min, parent, zero ? 1.0 / 3 : start / total, 0),
          spec(2, own, parent, zero ? 1.0 / 3 : length / total, 0),
        ]
      }
    }
    return axis(
      "h", lead: .left, trail: .right, size: .width, flexLead: mask.contains(.flexibleLeftMargin),
      flexSize: mask.contains(.flexibleWidth), flexTrail: mask.contains(.flexibleRightMargin),
      start: f.origin.x, length: f.size.width, total: s.width)
      + axis(
        "v", lead: .top, trail: .bottom, size: .height, flexLead: mask.contains(.flexibleTopMargin),
        flexSize: mask.contains(.flexibleHeight), flexTrail: mask.contains(.flexibleBottomMargin),
        start: f.origin.y, length: f.size.height, total: s.height)
  }

  /// Two optional inequalities per axis: `size <= intrinsic @hugging`, `size >= intrinsic @compression`.
  private static func intrinsic(_ view: UIView) -> [SystemConstraintSpec] {
    let size = view.intrinsicContentSize
    var specs: [SystemConstraintSpec] = []
    let axes: [(String, NSLayoutConstraint.Attribute, CGFloat, NSLayoutConstraint.Axis)] = [
      ("w", .width, size.width, .horizontal), ("h", .height, size.height, .vertical),
    ]
    for (name, attribute, value, axis) in axes where value != UIView.noIntrinsicMetric && value >= 0
    {
      let hug = view.contentHuggingPriority(for: axis)
      let resist = view.contentCompressionResistancePriority(for: axis)
      let origin = NSLayoutConstraint.Origin.contentSize(
        hugging: hug.rawValue, compressionResistance: resist.rawValue)
      let anchor = AnchorValue(item: view, attribute: attribute)
      let parent = view.storedSuperview
      specs.append(
        SystemConstraintSpec(
          key: "cs.\(name).hug", first: anchor, relation: .lessThanOrEqual, second: nil,
          constant: value,
          priority: hug, origin: origin,
          weight: parent?.intrinsicSizeWeight(
            ofSubview: view, axis: axis, isCompressionResistance: false) ?? 1))
      specs.append(
        SystemConstraintSpec(
          key: "cs.\(name).resist", first: anchor, relation: .greaterThanOrEqual, second: nil,
          constant: value,
          priority: resist, origin: origin,
          weight: parent?.intrinsicSizeWeight(
            ofSubview: view, axis: axis, isCompressionResistance: true) ?? 1))
    }
    return specs
  }

  /// Four edge constraints per system guide, carrying UIKit's identifiers.
  private static func guides(_ view: UIView) -> [SystemConstraintSpec] {
    var specs: [SystemConstraintSpec] = []
    func edges(_ guide: UILayoutGuide, _ insets: UIEdgeInsets, _ ids: [String], _ key: String) {
      let g = { (a: NSLayoutConstraint.Attribute) in AnchorValue(item: guide, attribute: a) }
      let v = { (a: NSLayoutConstraint.Attribute) in AnchorValue(item: view, attribute: a) }
      specs.append(
        SystemConstraintSpec(
          key: "\(key).l", first: g(.left), relation: .equal, second: v(.left),
          constant: insets.left, origin: .system, identifier: ids[0]))
      specs.append(
        SystemConstraintSpec(
          key: "\(key).r", first: v(.right), relation: .equal, second: g(.right),
          constant: insets.right, origin: .system, identifier: ids[1]))
      specs.append(
        SystemConstraintSpec(
          key: "\(key).t", first: g(.top), relation: .equal, second: v(.top),
          constant: insets.top, origin: .system, identifier: ids[2]))
      specs.append(
        SystemConstraintSpec(
          key: "\(key).b", first: v(.bottom), relation: .equal, second: g(.bottom),
          constant: insets.bottom, origin: .system, identifier: ids[3]))
    }
    if let guide = view.marginsGuideStorage {
      edges(
        guide, view.effectiveLayoutMargins,
        [
          "UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
          "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
        ], "margins")
    }
    if let guide = view.safeAreaGuideStorage {
      edges(
        guide, view.currentSafeAreaInsets,
        [
          "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right",
          "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-bottom",
        ], "safe")
    }
    if let guide = view.keyboardGuideStorage {
      edges(
        guide, view.keyboardGuideInsets,
        [
          "UIKeyboardLayoutGuide-left", "UIKeyboardLayoutGuide-right",
          "UIKeyboardLayoutGuide-top", "UIKeyboardLayoutGuide-bottom",
        ], "keyboard")
    }
    if let guide = view.readableGuideStorage {
      edges(
        guide, view.readableContentInsets,
        [
          "UIViewReadableContentGuide-left", "UIViewReadableContentGuide-right",
          "UIViewReadableContentGuide-top", "UIViewReadableContentGuide-bottom",
        ], "readable")
    }
    return specs
  }

  /// The frame guide sits at the content offset with the scroll view's size; the content guide
  /// starts at the content origin and falls back to `contentSize` when nothing else sizes it.
  private static func scrollGuides(_ scrollView: UIScrollView) -> [SystemConstraintSpec] {
    var specs: [SystemConstraintSpec] = []
    let s = { (a: NSLayoutConstraint.Attribute) in AnchorValue(item: scrollView, attribute: a) }
    if let frame = scrollView.frameGuideStorage {
      let f = { (a: NSLayoutConstraint.Attribute) in AnchorValue(item: frame, attribute: a) }
      let offset = scrollView.contentOffset
      specs.append(
        SystemConstraintSpec(
          key: "frame.l", first: f(.left), relation: .equal, second: s(.left),
          constant: offset.x, origin: .system))
      specs.append(
        SystemConstraintSpec(
          key: "frame.t", first: f(.top), relation: .equal, second: s(.top),
          constant: offset.y, origin: .system))
      specs.append(
        SystemConstraintSpec(
          key: "frame.w", first: f(.width), relation: .equal, second: s(.width),
          constant: 0, origin: .system))
      specs.append(
        SystemConstraintSpec(
          key: "frame.h", first: f(.height), relation: .equal,
          second: s(.height), constant: 0, origin: .system))
    }
    if let content = scrollView.contentGuideStorage {
      let c = { (a: NSLayoutConstraint.Attribute) in AnchorValue(item: content, attribute: a) }
      let size = scrollView.storedContentSize
      specs.append(
        SystemConstraintSpec(
          key: "content.l", first: c(.left), relation: .equal, second: s(.left),
          constant: 0, origin: .system))
      specs.append(
        SystemConstraintSpec(
          key: "content.t", first: c(.top), relation: .equal, second: s(.top),
          constant: 0, origin: .system))
      specs.append(
        SystemConstraintSpec(
          key: "content.w", first: c(.width), relation: .equal, second: nil,
          constant: size.width, priority: UILayoutPriority(1), origin: .system))
      specs.append(
        SystemConstraintSpec(
          key: "content.h", first: c(.height), relation: .equal, second: nil,
          constant: size.height, priority: UILayoutPriority(1), origin: .system))
    }
    return specs
  }
}
