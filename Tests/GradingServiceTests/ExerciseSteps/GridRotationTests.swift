import Course
import Grader
import LayoutReport
import Testing

/// The exercise format's rotate step on a flow-layout grid, through the real loader and grading
/// path: with `invalidateLayout()` in `viewWillTransition(to:with:)` the items take the new width;
/// without it they keep the sizes the delegate gave in portrait and are only re-lined, as on a
/// device (docs/UIKitFacts.md §11.6).
@Suite("Exercise steps: a grid rotated with and without invalidateLayout()")
struct GridRotationTests {
  /// The grid fills the width and the safe area's height; each item is half the grid's width
  /// and 100 high, with no spacing (so two make a line), four items.
  static func source(invalidates: Bool) -> String {
    """
    import UIKit

    class GridViewController: UIViewController, UICollectionViewDataSource,
      UICollectionViewDelegateFlowLayout
    {
      let layout = UICollectionViewFlowLayout()
      lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)

      override func viewDidLoad() {
        super.viewDidLoad()
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = self
        grid.delegate = self
        grid.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grid)
        NSLayoutConstraint.activate([
          grid.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          grid.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
          grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
      }

      override func viewWillTransition(
        to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        \(invalidates ? "layout.invalidateLayout()" : "// the layout keeps its item sizes")
      }

      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 4 }

      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }

      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize {
        CGSize(width: collectionView.bounds.width / 2, height: 100)
      }
    }
    """
  }

  // iPhone SE (Data/devices.json): 375 × 667 @2x, safe area 20 at the top in portrait; turned,
  // 667 × 375 with no safe area (docs/UIKitFacts.md §3.1).
  //
  // Portrait: the grid is (0, 20, 375, 647) (safe-area top 20, 667 − 20 = 647 high); items are
  // 375 / 2 = 187.5 × 100; 187.5 + 187.5 = 375 fits one line, so two per line (§11.2):
  // cells[0][0] at content (0, 0) → root (0, 20); cells[0][2] starts line 2 at content (0, 100)
  // → root (0, 120).
  //
  // Landscape, with invalidateLayout(): the grid is (0, 0, 667, 375); the delegate is asked
  // again at the new width (§11.6): 667 / 2 = 333.5 × 100, two per line: cells[0][0]
  // (0, 0, 333.5, 100), cells[0][2] (0, 100, 333.5, 100).
  //
  // Landscape, without: the sizes stay 187.5 × 100 (§11.6); 3 × 187.5 = 562.5 ≤ 667 < 4 ×
  // 187.5 = 750, so three share the first line, the first at x = 0 and the last at the far edge
  // (§11.2): cells[0][2] at x = 667 − 187.5 = 479.5, y = 0. Every number is on the 2x grid.
  static let exercise = StepsCourse.Exercise(
    folder: "01-grid",
    entry: #"{"viewController": "GridViewController"}"#,
    devices: #"["iphone-se"]"#,
    checks: #"["grid", "grid.cells[0][0]", "grid.cells[0][2]"]"#,
    steps: #"[{"snapshot": "portrait"}, {"rotate": "landscape", "snapshot": "landscape"}]"#,
    expected: """
      {
        "iphone-se": {
          "portrait": {
            "grid": [0, 20, 375, 647],
            "grid.cells[0][0]": [0, 20, 187.5, 100],
            "grid.cells[0][2]": [0, 120, 187.5, 100]
          },
          "landscape": {
            "grid": [0, 0, 667, 375],
            "grid.cells[0][0]": [0, 0, 333.5, 100],
            "grid.cells[0][2]": [0, 100, 333.5, 100]
          }
        }
      }
      """,
    starter: source(invalidates: false), solution: source(invalidates: true))

  @Test(
    "invalidateLayout() in viewWillTransition gives the new width's items; without it the old sizes are re-lined"
  )
  func rotationWithAndWithoutInvalidation() throws {
    let course = try StepsCourse([Self.exercise])
    let spec = try course.exercise(Self.exercise.id)
    #expect(spec.steps.map(\.change) == [nil, .rotate(.landscape)])

    let solved = try course.grade(Self.exercise.solution, as: spec)
    #expect(solved.status == .passed, "\(solved.diagnostics)")
    #expect(solved.checks.count == 6)

    let forgot = try course.grade(Self.exercise.starter, as: spec)
    #expect(forgot.status == .failed)
    func actual(_ snapshot: String, _ view: String) -> ReportRect? {
      forgot.checks.first { $0.snapshot == snapshot && $0.view == view }?.actual
    }
    // Portrait is the same either way; after the turn the grid itself is right, its items not.
    #expect(forgot.checks.filter { $0.snapshot == "portrait" }.allSatisfy { $0.ok })
    #expect(actual("landscape", "grid") == ReportRect(x: 0, y: 0, width: 667, height: 375))
    #expect(
      actual("landscape", "grid.cells[0][0]") == ReportRect(x: 0, y: 0, width: 187.5, height: 100))
    #expect(
      actual("landscape", "grid.cells[0][2]")
        == ReportRect(x: 479.5, y: 0, width: 187.5, height: 100))
  }
}
