import Testing

@testable import AutoLayout

/// Values measured on real UIKit that the engine must keep (docs/UIKitFacts.md §2, §6, §8).
@MainActor
@Suite struct ConfirmedFactsTests {
  /// A toolbar along the bottom of the root view, its buttons on the toolbar's margins.
  final class ToolbarController: UIViewController {
    let toolbar = UIView()
    let button = UIView()
    override func viewDidLoad() {
      toolbar.translatesAutoresizingMaskIntoConstraints = false
      button.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(toolbar)
      toolbar.addSubview(button)
      NSLayoutConstraint.activate([
        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        toolbar.heightAnchor.constraint(equalToConstant: 83),
        button.leadingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.leadingAnchor),
        button.bottomAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.bottomAnchor),
        button.widthAnchor.constraint(equalToConstant: 44),
        button.heightAnchor.constraint(equalToConstant: 30),
      ])
    }
  }

  @Test func aPlainViewsMarginsAreAddedToItsSafeArea() throws {
    let vc = ToolbarController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    // The toolbar covers the home indicator's 34 points: safe area bottom 34, margins 8 + 34 = 42
    // (a real log prints 'UIView-bottomMargin-guide-constraint' V:[…]-(42)-|).
    #expect(vc.toolbar.safeAreaInsets.bottom == 34)
    #expect(vc.toolbar.layoutMargins.bottom == 42)
    let engine = try #require(vc.toolbar.layoutEngineIfPresent)
    let described = engine.systemConstraints(of: vc.toolbar).map {
      normalizingAddresses($0.description)
    }
    #expect(
      described.contains(
        "<NSLayoutConstraint:0xADDR 'UIView-bottomMargin-guide-constraint' "
          + "V:[UILayoutGuide:0xADDR'UIViewLayoutMarginsGuide']-(42)-|   (active, names: '|':UIView:0xADDR )>"
      ))
    // Toolbar 812 − 83 = 729; button bottom 83 − 42 = 41 inside it, so y = 729 + 41 − 30 = 740.
    #expect(stage.frameInWindow(of: vc.button) == CGRect(x: 8, y: 740, width: 44, height: 30))
  }

  @Test func aHalfPixelRoundsUpOnThreeX() throws {
    let vc = UIViewController()
    vc.loadViewIfNeeded()
    let box = constrainedView(in: vc.view)
    NSLayoutConstraint.activate([
      box.centerYAnchor.constraint(equalTo: vc.view.topAnchor, constant: 92.5),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
    ])
    _ = LayoutStage.host(vc, on: try Device.named("100x200@3"))
    // Centre 92.5, top 87.5 = 262.5 px → 263 px = 87.6667 (a real device draws it from pixel 263);
    // bottom 97.5 = 292.5 px → 293 px = 97.6667.
    #expect(isClose(box.frame, [0, 263.0 / 3, 10, 10]))
  }

  @Test func hidingIsPriority999Point999() {
    // UISV-hiding is the float with bits 0x4479FFF0, just below required.
    #expect(StackConstraintList.hidingPriority.rawValue.bitPattern == 0x4479_FFF0)
    #expect(StackConstraintList.hidingPriority < .required)
    let boxes = threeBoxes(axis: .horizontal)
    boxes[1].isHidden = true
    let (_, stack) = pinnedStack(boxes, axis: .horizontal, length: 320, breadth: 100)
    let hiding = stack.constraints.filter { $0.identifier == "UISV-hiding" }
    #expect(
      hiding.count == 1 && hiding.allSatisfy { $0.priority == StackConstraintList.hidingPriority })
  }
}
