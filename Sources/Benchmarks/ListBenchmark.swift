import AutoLayout
import Foundation

/// `Benchmarks lists [--reps N]`: the time to host and lay out a table of 50 self-sizing rows and
/// a flow-layout grid of 200 items, next to the same layouts built from plain stacked views
/// (`UIStackView`s of the same row and item views), in this process. Each figure is the time of
/// `LayoutStage.host` (load, appear, first layout) of a fresh controller; the two sides of a pair
/// take turns, so a slow spell of the machine falls on both. The table and the grid are measured
/// twice: on a screen that shows every row and item, where they lay out what the stacks lay out,
/// and on an iPhone X, where only the rows and items on screen get views.
enum ListBenchmark: BenchmarkCommand {
  static let name = "lists"
  static let summary = "a 50-row self-sizing table and a 200-item grid against stacked views"
  static let usage = "Benchmarks lists [--reps N]"

  static func run(_ arguments: [String]) throws {
    let reps = try repsOnly(arguments, default: 20)
    try MainActor.assumeIsolated { try measure(reps: reps) }
  }

  @MainActor
  private static func measure(reps: Int) throws {
    let load =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
      .map { "; load average " + $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? ""
    print("Lists against stacked views (\(reps) turns each, host + first layout\(load))")
    // Rows are 16 + a 17-pt line + 8 + 60 + 16, about 121 tall: 50 rows need about 6,070 points.
    let tallPhone = try Device.named("375x6200@3")
    // 200 items of 50, 6 to a 375-pt line, 60 apart: 34 lines need 2,030 points.
    let gridPhone = try Device.named("375x2100@3")
    let phone = try Device.named("iphone-x")
    try pair(
      "50-row self-sizing table, all rows on screen", reps: reps,
      list: { LayoutStage.host(FeedTableController(), on: tallPhone) },
      stack: { LayoutStage.host(StackedFeedController(), on: tallPhone) },
      check: { list, stack in (list as? FeedTableController)?.tableView.visibleCells.count == 50 })
    try pair(
      "50-row self-sizing table on an iPhone X (rows on screen only)", reps: reps,
      list: { LayoutStage.host(FeedTableController(), on: phone) },
      stack: { LayoutStage.host(StackedFeedController(), on: phone) },
      check: { _, _ in true })
    try pair(
      "200-item grid, all items on screen", reps: reps,
      list: { LayoutStage.host(GridBenchController(), on: gridPhone) },
      stack: { LayoutStage.host(StackedGridController(), on: gridPhone) },
      check: { list, _ in (list as? GridBenchController)?.collectionView.visibleCells.count == 200 }
    )
    try pair(
      "200-item grid on an iPhone X (items on screen only)", reps: reps,
      list: { LayoutStage.host(GridBenchController(), on: phone) },
      stack: { LayoutStage.host(StackedGridController(), on: phone) },
      check: { _, _ in true })
  }

  /// Times `list` and `stack` in turns and prints both and their ratio.
  @MainActor
  private static func pair(
    _ label: String, reps: Int, list: () -> LayoutStage, stack: () -> LayoutStage,
    check: (UIViewController, UIViewController) -> Bool
  ) throws {
    var listTimes: [Double] = []
    var stackTimes: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<reps {
      var listStage: LayoutStage?
      var stackStage: LayoutStage?
      listTimes.append(GradeBenchmark.seconds(clock.measure { listStage = list() }))
      stackTimes.append(GradeBenchmark.seconds(clock.measure { stackStage = stack() }))
      if let listStage, let stackStage, !check(listStage.viewController, stackStage.viewController)
      {
        throw BenchmarkFailure(message: "\(label): the list did not lay out what was expected")
      }
    }
    let listMedian = median(listTimes)
    let stackMedian = median(stackTimes)
    print("  \(label)")
    print(
      "    list:    median \(GradeBenchmark.format(listMedian)), min \(GradeBenchmark.format(listTimes.min() ?? 0))"
    )
    print(
      "    stacked: median \(GradeBenchmark.format(stackMedian)), min \(GradeBenchmark.format(stackTimes.min() ?? 0))"
    )
    print("    list / stacked (medians): \(String(format: "%.2f", listMedian / stackMedian))")
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}

/// One feed row: a title label and a 60-pt picture below it, inside 16-pt margins. The bottom
/// constraint is at 999, as self-sizing cells should have it (docs/UIKitFacts.md §10.4): the row is
/// laid out once at its 44-pt estimate before it is measured.
@MainActor
private func makeFeedRow(in content: UIView, title: String) {
  let label = UILabel()
  label.text = title
  let picture = UIView()
  for view in [label, picture] {
    view.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(view)
  }
  NSLayoutConstraint.activate([
    label.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
    label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
    label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
    picture.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
    picture.leadingAnchor.constraint(equalTo: label.leadingAnchor),
    picture.trailingAnchor.constraint(equalTo: label.trailingAnchor),
    picture.heightAnchor.constraint(equalToConstant: 60),
  ])
  let bottom = picture.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16)
  bottom.priority = UILayoutPriority(999)
  bottom.isActive = true
}

@MainActor
private final class FeedCell: UITableViewCell {
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    makeFeedRow(in: contentView, title: "A post in the feed")
  }
  required init?(coder: NSCoder) { nil }
}

@MainActor
private final class FeedTableController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(FeedCell.self, forCellReuseIdentifier: "Feed")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    50
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { tableView.dequeueReusableCell(withIdentifier: "Feed", for: indexPath) }
}

/// The same 50 rows as arranged views of a vertical stack view.
@MainActor
private final class StackedFeedController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    for _ in 0..<50 {
      let row = UIView()
      makeFeedRow(in: row, title: "A post in the feed")
      stack.addArrangedSubview(row)
    }
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }
}

@MainActor
private final class GridBenchController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
  }
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 200 }
  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
}

/// The same 200 items as 34 rows of 6 (the last of 2) in stack views.
@MainActor
private final class StackedGridController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = 10
    column.alignment = .leading
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    var remaining = 200
    while remaining > 0 {
      let row = UIStackView()
      row.spacing = 15
      for _ in 0..<min(6, remaining) {
        let item = UIView()
        item.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          item.widthAnchor.constraint(equalToConstant: 50),
          item.heightAnchor.constraint(equalToConstant: 50),
        ])
        row.addArrangedSubview(item)
      }
      remaining -= 6
      column.addArrangedSubview(row)
    }
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    ])
  }
}
