import AutoLayout
import Devices
import ExerciseContract
import LayoutReport

/// Lays an exercise out on one device: hosts the entry, runs the steps, records the snapshots,
/// and collects what the engine logged.
@MainActor
struct DeviceRun {
  /// A step without its code: what to record after it.
  struct StepRecording {
    var snapshot: String
    var sampleTimes: [Double]
    /// The step's change of the device, in `DeviceChange`'s text form.
    var change: String?
  }

  let plan: HarnessPlan
  let reference: String
  let steps: [StepRecording]

  /// The root view is always called `view` (a controller's `view`, or the entry view).
  static let rootName = "view"
  /// The most active constraints a device result lists; far more than an exercise makes, and
  /// within what a report may hold (`ReportLimits.maxEntries`).
  static let maximumRecordedConstraints = 5_000
  /// The most callbacks a snapshot lists: a count a check bounds (at most 1000) is still seen to
  /// be too high when the list is cut.
  static let maximumRecordedCallbacks = 5_000

  /// Runs the device. `host` makes and hosts the entry; `perform` runs step `index`'s code.
  func run(host: (Device) -> HostedEntry, perform: (Int) -> Void) -> DeviceResult {
    let logMark = LayoutLog.shared.mark
    let censusMark = ConstraintCensus.mark
    let key: DeviceReference
    let device: Device
    do {
      (key, device) = try DeviceResolution.device(for: reference)
    } catch {
      // The grader checks every reference before writing the program, so this is a device the
      // table lost since: the result says why, under the reference's screen as written.
      let screen = reference.split(separator: ":").first.map(String.init) ?? reference
      return DeviceResult(
        device: screen, orientation: .portrait, size: ReportSize(width: 1, height: 1),
        scale: 1, snapshots: [],
        errors: [ReportedError(kind: .harness, message: error.description)])
    }
    UIImage.removeAllRegisteredImages()
    for image in plan.images {
      UIImage.registerImage(
        named: image.name, size: CGSize(width: image.size.width, height: image.size.height))
    }

    // The first step's callbacks include the first layout's.
    var callbackMark = LayoutCallbackLog.shared.mark
    let hosted = host(device)
    var recorder = SnapshotRecorder(plan: plan, hosted: hosted)
    var snapshots: [Snapshot] = []
    var harnessErrors: [ReportedError] = []
    var playBudget = AnimationSampling.maximumPlayedFrames
    for (index, step) in steps.enumerated() {
      // Sample times count from the moment the step's code starts.
      hosted.stage.beginStep()
      perform(index)
      if let change = step.change {
        do {
          try StepChange.apply(change, on: hosted.stage)
        } catch {
          // The device cannot make the change: later snapshots would show a layout the exercise
          // does not describe, so this device stops here and the others carry on.
          harnessErrors.append(
            ReportedError(
              kind: .harness,
              message: "step \"\(step.snapshot)\" cannot run on this device: \(error)"))
          break
        }
      }
      if let rate = plan.playRate {
        snapshots += AnimationSampling.play(on: hosted.stage, rate: rate, budget: &playBudget) {
          time in recorder.record(name: step.snapshot, time: time)
        }
      } else {
        do {
          snapshots += try AnimationSampling.samples(at: step.sampleTimes, on: hosted.stage) {
            time in recorder.record(name: step.snapshot, time: time)
          }
        } catch {
          harnessErrors.append(ReportedError(kind: .harness, message: error.description))
        }
      }
      // The settled snapshot shows the step's end state, after every animation and completion.
      _ = hosted.stage.runToEnd()
      hosted.stage.layout()
      var settled = recorder.record(name: step.snapshot, time: nil)
      settled.callbacks = Array(
        recorder.callbacks(hosted.stage.callbacks(since: callbackMark))
          .prefix(Self.maximumRecordedCallbacks))
      callbackMark = hosted.stage.callbackMark
      if plan.recording != .everyView { settled.state = recorder.state() }
      snapshots.append(settled)
    }

    let names = ViewNames(
      entry: hosted.entry, root: hosted.root, rootName: Self.rootName, given: recorder.namedViews)
    let translation = LogTranslation(names: names, root: ObjectIdentifier(hosted.root))
    var (log, errors) = translation.translate(LayoutLog.shared.entries(since: logMark))
    for (path, constraints) in recorder.ambiguities {
      log.append(
        LogEntry(
          kind: .ambiguous, text: "", constraints: constraints.map(translation.record), view: path))
    }
    // A constraint whose activation raised an exception is reported there, not as forgotten.
    let failedPlaces = Set(
      errors.compactMap { error in error.line.map { "\(error.file ?? ""):\($0)" } })
    let inactive = ConstraintCensus.neverActivated(since: censusMark)
      .map(translation.record)
      .filter { $0.origin == .code && !failedPlaces.contains("\($0.file ?? ""):\($0.line ?? 0)") }
    // For the rules: the constraints that relate the root view or a recorded view, as many as a
    // report may hold (`frames` and `show` have no rules).
    let active =
      plan.recording == .everyView
      ? []
      : Array(
        hosted.stage.activeProgramConstraints().map(translation.record)
          .filter { !$0.views.isEmpty }.prefix(Self.maximumRecordedConstraints))
    let size = hosted.stage.window.bounds.size
    return DeviceResult(
      device: key.screenText, orientation: key.orientation, size: ReportSize(size),
      scale: Double(device.scale), snapshots: snapshots, log: log, errors: errors + harnessErrors,
      inactiveConstraints: inactive, activeConstraints: active)
  }
}

/// Takes snapshots of the views a plan records, remembering the views it found by path and the
/// constraints behind each ambiguous one.
@MainActor
struct SnapshotRecorder {
  let plan: HarnessPlan
  let hosted: HostedEntry
  /// Views found at the plan's paths, first finding first.
  private(set) var namedViews: [(path: String, view: UIView)] = []
  /// For each view found ambiguous, the constraints placing it on its ambiguous axes (first time).
  private(set) var ambiguities: [(path: String, constraints: [LoggedConstraint])] = []

  init(plan: HarnessPlan, hosted: HostedEntry) {
    self.plan = plan
    self.hosted = hosted
  }

  /// The traits, root margins and active constraints of the learner's code now.
  func state() -> SnapshotState {
    func sizeClass(_ value: UIUserInterfaceSizeClass) -> String {
      switch value {
      case .compact: "compact"
      case .regular: "regular"
      case .unspecified: "unspecified"
      }
    }
    let traits = hosted.root.traitCollection
    let screen = UIScreen.main.traitCollection
    let margins = hosted.root.directionalLayoutMargins
    let names = ViewNames(
      entry: hosted.entry, root: hosted.root, rootName: DeviceRun.rootName, given: namedViews)
    let translation = LogTranslation(names: names, root: ObjectIdentifier(hosted.root))
    let active = hosted.stage.activeProgramConstraints().map(translation.record)
      .filter { $0.origin == .code && !$0.views.isEmpty }
    // The extra safe-area insets of the entry controller and its children, by class.
    var additions: [String: [Double]] = [:]
    var controllers = (hosted.entry as? UIViewController).map { [$0] } ?? []
    while let controller = controllers.popLast() {
      controllers += controller.children
      let insets = controller.additionalSafeAreaInsets
      guard insets != .zero, additions.count < 100 else { continue }
      additions[String(describing: type(of: controller))] = [
        insets.top, insets.left, insets.bottom, insets.right,
      ].map { Double($0) }
    }
    return SnapshotState(
      horizontalSizeClass: sizeClass(traits.horizontalSizeClass),
      verticalSizeClass: sizeClass(traits.verticalSizeClass),
      contentSizeCategory: traits.preferredContentSizeCategory.rawValue,
      screenHorizontalSizeClass: sizeClass(screen.horizontalSizeClass),
      screenVerticalSizeClass: sizeClass(screen.verticalSizeClass),
      rootMargins: [margins.top, margins.leading, margins.bottom, margins.trailing].map {
        Double($0)
      },
      activeConstraints: Array(active.prefix(DeviceRun.maximumRecordedConstraints)),
      additionalSafeAreaInsets: additions.isEmpty ? nil : additions)
  }

  mutating func record(name: String, time: Double?) -> Snapshot {
    switch plan.recording {
    case .paths(let paths):
      let resolver = ViewPathResolver(entry: hosted.entry, root: hosted.root)
      var found: [(path: String, view: UIView)] = []
      var missing: [MissingView] = []
      for path in paths {
        switch resolver.resolve(path) {
        case .view(let view):
          if !namedViews.contains(where: { $0.path == path }) { namedViews.append((path, view)) }
          found.append((path, view))
        case .missing(let reason, let typeName):
          missing.append(MissingView(path: path, reason: reason, typeName: typeName))
        }
      }
      // A superview is named when it is the root or one of the recorded views.
      var recorded: [ObjectIdentifier: String] = [ObjectIdentifier(hosted.root): DeviceRun.rootName]
      for (path, view) in found where recorded[ObjectIdentifier(view)] == nil {
        recorded[ObjectIdentifier(view)] = path
      }
      let names = ViewNames(
        entry: hosted.entry, root: hosted.root, rootName: DeviceRun.rootName, given: found)
      let translation = LogTranslation(names: names, root: ObjectIdentifier(hosted.root))
      let views = found.map { path, view in
        var record = viewRecord(
          view, path: path, superview: superviewName(of: view) { recorded[$0] }, time: time)
        // What holds a settled frame; an animation sample is between solutions.
        if time == nil, let held = hosted.stage.determination(of: view) {
          record.blame = FrameBlame(
            x: Self.blamed(held.x, translation), y: Self.blamed(held.y, translation),
            width: Self.blamed(held.width, translation),
            height: Self.blamed(held.height, translation))
        }
        if time == nil {
          recordSizing(of: view, in: &record)
          record.addedToCell = Self.addedToCell(view, names: names)
          record.madeVisible = madeVisible(view, names: names)
        }
        return record
      }
      return Snapshot(
        name: name, time: time, views: views, missing: missing,
        stackViews: time == nil ? StackViewRecords.all(under: hosted.root, names: names) : [])
    case .everyView:
      let names = ViewNames(
        entry: hosted.entry, root: hosted.root, rootName: DeviceRun.rootName, given: [])
      var views: [ViewRecord] = []
      var stack: [UIView] = [hosted.root]
      while let view = stack.popLast() {
        views.append(
          viewRecord(
            view, path: names.name(of: view) ?? DeviceRun.rootName,
            superview: superviewName(of: view) { names.name(of: $0) }, time: time))
        stack.append(contentsOf: view.subviews.reversed())
      }
      return Snapshot(name: name, time: time, views: views)
    }
  }

  /// The callbacks made on the entry controller, the root view, the views found at the plan's
  /// paths and transition coordinators, named as the report names them; others are left out.
  func callbacks(_ records: [LayoutCallbackRecord]) -> [CallbackRecord] {
    var names: [ObjectIdentifier: String] = [ObjectIdentifier(hosted.root): DeviceRun.rootName]
    for (path, view) in namedViews where names[ObjectIdentifier(view)] == nil {
      names[ObjectIdentifier(view)] = path
    }
    return records.compactMap { record in
      let receiver: String?
      if let view = record.view {
        receiver = names[ObjectIdentifier(view)]
      } else if let controller = record.viewController {
        receiver = controller === hosted.entry ? CallbackRecord.controller : nil
      } else {
        receiver = CallbackRecord.coordinator
      }
      return receiver.map { CallbackRecord(callback: record.callback.rawValue, on: $0) }
    }
  }

  static let blameLimit = 64

  /// The views the program added to a cell itself instead of its content view, by the last
  /// part of their names (their class when they have none); nil for a view that is not a cell,
  /// or a cell with none. The cell's own views (its content view, UIKit's private separator)
  /// are left out.
  static func addedToCell(_ view: UIView, names: ViewNames) -> [String]? {
    let content: UIView
    if let cell = view as? UITableViewCell {
      content = cell.contentView
    } else if let cell = view as? UICollectionViewCell {
      content = cell.contentView
    } else {
      return nil
    }
    let added = view.subviews.filter { subview in
      subview !== content && !PropertyLookup.typeName(of: subview).hasPrefix("_")
    }.prefix(blameLimit).map { subview in
      names.name(of: subview).map { String($0.split(separator: ".").last ?? Substring($0)) }
        ?? PropertyLookup.typeName(of: subview)
    }
    return added.isEmpty ? nil : Array(added)
  }

  /// For a view inside a scroll view: when the rectangle last given to the scroll view's
  /// `scrollRectToVisible(_:animated:)` is not the view's in the scroll view's coordinates but
  /// is its `bounds`, its `frame` in another superview, or its frame in the root view when it
  /// was given, which coordinates those were.
  private func madeVisible(_ view: UIView, names: ViewNames) -> MadeVisibleRecord? {
    var ancestor = view.superview
    while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
    guard let scrollView = ancestor as? UIScrollView, view !== scrollView,
      let given = hosted.stage.rectMadeVisible(in: scrollView)
    else { return nil }
    func same(_ a: CGRect, _ b: CGRect) -> Bool {
      abs(a.minX - b.minX) < 0.5 && abs(a.minY - b.minY) < 0.5
        && abs(a.width - b.width) < 0.5 && abs(a.height - b.height) < 0.5
    }
    let inScroll = view.convert(view.bounds, to: scrollView)
    guard !same(given.rect, inScroll) else { return nil }
    let root = hosted.root
    // Where the view was in the root view when the rectangle was given: its place in the
    // content, less the offset then, from the scroll view's own place in the root view.
    let scrollInRoot = scrollView.superview.map { $0.convert(scrollView.frame, to: root) }
    var coordinates: String?
    if same(given.rect, view.bounds) {
      coordinates = "own-bounds"
    } else if view.superview !== scrollView, same(given.rect, view.frame) {
      coordinates = "superview"
    } else if let scrollInRoot {
      let then = CGRect(
        x: scrollInRoot.minX + inScroll.minX - given.offsetBefore.x,
        y: scrollInRoot.minY + inScroll.minY - given.offsetBefore.y,
        width: inScroll.width, height: inScroll.height)
      if same(given.rect, then) { coordinates = "root-view" }
    }
    guard let coordinates, let name = names.name(of: scrollView) else { return nil }
    return MadeVisibleRecord(scrollView: name, coordinates: coordinates)
  }

  /// What the engine knows of why a checked view has its size: an intrinsic size never
  /// invalidated, an item size kept from another collection-view size, a label's lost lines.
  private func recordSizing(of view: UIView, in record: inout ViewRecord) {
    let stage = hosted.stage
    if let stale = stage.staleIntrinsicSize(of: view) {
      record.staleIntrinsicSize = StaleIntrinsicSizeRecord(
        used: ReportSize(stale.used), current: ReportSize(stale.current))
    }
    if let stale = stage.staleItemSize(of: view) {
      record.staleItemSize = StaleItemSizeRecord(
        used: ReportSize(stale.used), current: ReportSize(stale.current),
        askedAt: ReportSize(stale.askedAt), now: ReportSize(stale.now))
    }
    if let sizing = stage.flowItemSizing(of: view) {
      record.flowItem = FlowItemRecord(
        sizeFrom: sizing.fromDelegate ? "delegate" : "itemSize",
        delegateAdopts: sizing.delegateAdopts, size: ReportSize(sizing.size),
        selfSizing: sizing.selfSizing, collectionViewSize: ReportSize(sizing.collectionViewSize),
        itemLength: Double(sizing.itemLength), lineLength: Double(sizing.lineLength),
        sectionInsets: Double(sizing.sectionInsets),
        interitemSpacing: Double(sizing.interitemSpacing), itemsOnLine: sizing.itemsOnLine)
    }
    if stage.selfSizedHeightUndetermined(of: view) == true { record.heightUndetermined = true }
    if view is UITableViewCell || view is UITableViewHeaderFooterView,
      let table = view.superview as? UITableView
    {
      record.tableStyle =
        switch table.style {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "insetGrouped"
        }
    }
    if let sizing = stage.compositionalItemSizing(of: view) {
      func dimension(_ dimension: NSCollectionLayoutDimension) -> LayoutDimensionRecord {
        LayoutDimensionRecord(
          kind: dimension.kind.rawValue, value: Double(dimension.dimension),
          line: SourceOrigin.learnerPlace(dimension.sourceLocation)?.line)
      }
      func size(_ size: NSCollectionLayoutSize) -> LayoutSizeRecord {
        LayoutSizeRecord(
          width: dimension(size.widthDimension), height: dimension(size.heightDimension))
      }
      record.compositionalItem = CompositionalItemRecord(
        item: size(sizing.item), group: size(sizing.group))
    }
    record.contentPriorities = ContentPrioritiesRecord(
      huggingHorizontal: Double(view.contentHuggingPriority(for: .horizontal).rawValue),
      huggingVertical: Double(view.contentHuggingPriority(for: .vertical).rawValue),
      compressionHorizontal: Double(
        view.contentCompressionResistancePriority(for: .horizontal).rawValue),
      compressionVertical: Double(
        view.contentCompressionResistancePriority(for: .vertical).rawValue))
    let settings = stage.prioritySettings(of: view)
    if !settings.isEmpty {
      record.contentPriorities?.setAt = Dictionary(
        uniqueKeysWithValues: settings.map { ($0.key.name, $0.value) })
    }
    if let setting = stage.frameSetting(of: view), let then = setting.superviewSize,
      let superview = view.superview
    {
      record.frameSetting = FrameSettingRecord(
        superviewSizeThen: ReportSize(then), superviewSizeNow: ReportSize(superview.bounds.size),
        during: setting.during?.rawValue)
    }
    if let lines = stage.textLines(of: view) {
      record.textLines = TextLinesRecord(
        shown: lines.shown, needed: lines.needed, numberOfLines: lines.numberOfLines)
    }
    let marginsSetting = stage.marginsSetting(of: view)
    if view.preservesSuperviewLayoutMargins || marginsSetting != nil {
      record.margins = MarginsRecord(
        preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins,
        setting: marginsSetting?.rawValue,
        rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
    if let scrollView = view as? UIScrollView {
      record.scrollState = scrollState(of: scrollView)
    }
    record.textState = textState(of: view)
  }

  /// A label's or text view's font and text size.
  private func textState(of view: UIView) -> TextStateRecord? {
    let category = view.traitCollection.preferredContentSizeCategory.rawValue
    if let label = view as? UILabel, let font = label.font {
      return TextStateRecord(
        textStyle: font.textStyle?.rawValue, pointSize: Double(font.pointSize),
        adjustsFontForContentSizeCategory: label.adjustsFontForContentSizeCategory,
        contentSizeCategory: category)
    }
    if let textView = view as? UITextView, let font = textView.font {
      return TextStateRecord(
        textStyle: font.textStyle?.rawValue, pointSize: Double(font.pointSize),
        adjustsFontForContentSizeCategory: textView.adjustsFontForContentSizeCategory,
        contentSizeCategory: category, scrollEnabled: textView.isScrollEnabled)
    }
    return nil
  }

  /// A scroll view's insets, and the height of it the keyboard covers (in window coordinates,
  /// where the keyboard's frame is).
  private func scrollState(of scrollView: UIScrollView) -> ScrollStateRecord {
    func insets(_ insets: UIEdgeInsets) -> ReportInsets {
      ReportInsets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
    var overlap = 0.0
    if let keyboard = hosted.stage.keyboardFrame {
      let inWindow = scrollView.convert(scrollView.bounds, to: nil)
      overlap = max(0, Double(inWindow.maxY - max(keyboard.minY, inWindow.minY)))
    }
    return ScrollStateRecord(
      contentInset: insets(scrollView.contentInset),
      adjustedContentInset: insets(scrollView.adjustedContentInset),
      verticalIndicatorInsets: insets(scrollView.verticalScrollIndicatorInsets),
      keyboardOverlap: overlap)
  }

  /// The constraints the learner can change (their code, the storyboard, an autoresizing mask;
  /// UIKit's own are left out), as report records relating at most the two views a constraint's
  /// items name (UIKit's spacing constraints between guides name more, which the report refuses),
  /// at most `blameLimit` of them (a long chain of cells is named by its first links).
  private static func blamed(_ constraints: [LoggedConstraint], _ translation: LogTranslation)
    -> [ConstraintRecord]
  {
    constraints.map(translation.record).filter { $0.origin != .system }.prefix(blameLimit).map {
      record in
      var record = record
      record.views = Array(record.views.prefix(2))
      return record
    }
  }

  /// The name of `view`'s superview, nil for the root view (whose superview is the window).
  private func superviewName(of view: UIView, _ name: (ObjectIdentifier) -> String?) -> String? {
    guard view !== hosted.root, let superview = view.superview else { return nil }
    return name(ObjectIdentifier(superview))
  }

  private mutating func viewRecord(
    _ view: UIView, path: String, superview: String?, time: Double?
  ) -> ViewRecord {
    let ambiguous = hosted.stage.hasAmbiguousLayout(view)
    if ambiguous, !ambiguities.contains(where: { $0.path == path }),
      let constraints = hosted.stage.ambiguity(of: view)
    {
      ambiguities.append((path, constraints))
    }
    let stage = hosted.stage
    let root = hosted.root
    let frame: CGRect
    let inRoot: CGRect
    let alpha: CGFloat
    if let time {
      // In the middle of animations: what the view shows at that moment, not its model frame.
      frame = stage.presentedFrame(of: view, at: time)
      inRoot = view === root ? root.bounds : stage.presentedFrame(of: view, in: root, at: time)
      alpha = stage.presentedAlpha(of: view, at: time)
    } else {
      frame = view.frame
      inRoot = view === root ? view.bounds : view.convert(view.bounds, to: root)
      alpha = view.alpha
    }
    return ViewRecord(
      path: path, className: PropertyLookup.typeName(of: view), frame: ReportRect(frame),
      frameInRoot: ReportRect(inRoot), superview: superview, hidden: view.isHidden,
      ambiguous: ambiguous,
      alpha: Double(alpha),
      translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
      placement: view === root ? nil : stage.placement(of: view).rawValue,
      rowSizing: stage.rowSizing(of: view)?.rawValue)
  }
}
