import Foundation
import Testing

@testable import AutoLayout

/// What the engine records when a view's frame is set by hand: its superview's size at that
/// moment and the layout callback UIKit was running, for the grader to tell a frame computed
/// from a size that was not final yet.
@MainActor
@Suite struct FrameSettingTests {
  enum Placing { case inUpdateConstraints, inLayoutSubviews }

  /// A box that puts one 96 × 30 chip at its top-left corner from its own width.
  final class BoxView: UIView {
    let chip = UIView()
    var placing = Placing.inLayoutSubviews
    /// The box's width each time it placed the chip.
    var widthsSeen: [CGFloat] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(chip)
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
      if placing == .inUpdateConstraints { placeChip() }
      super.updateConstraints()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if placing == .inLayoutSubviews { placeChip() }
    }

    func placeChip() {
      widthsSeen.append(bounds.width)
      chip.frame = CGRect(x: 0, y: 0, width: Swift.min(96, bounds.width), height: 30)
    }
  }

  /// The box 16 pt in from each side of the root view, 40 pt from its top, 120 pt tall: on the
  /// iPhone SE (375 pt wide) 375 − 2 × 16 = 343 × 120.
  final class BoxController: UIViewController {
    let box = BoxView()
    init(_ placing: Placing) {
      super.init(nibName: nil, bundle: nil)
      box.placing = placing
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        box.heightAnchor.constraint(equalToConstant: 120),
      ])
    }
  }

  @Test func aFrameSetInUpdateConstraintsSawTheBoxBeforeLayout() throws {
    let controller = BoxController(.inUpdateConstraints)
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    // updateConstraints() runs before the layout pass: the box, made with UIView(), is 0 × 0.
    let setting = try #require(stage.frameSetting(of: controller.box.chip))
    #expect(setting.superviewSize == CGSize(width: 0, height: 0))
    #expect(setting.during == .updateConstraints)
    #expect(controller.box.frame.size == CGSize(width: 343, height: 120))
  }

  @Test func aFrameSetInLayoutSubviewsSawTheFinalBox() throws {
    let controller = BoxController(.inLayoutSubviews)
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let setting = try #require(stage.frameSetting(of: controller.box.chip))
    #expect(setting.superviewSize == CGSize(width: 343, height: 120))
    #expect(setting.during == .layoutSubviews)
    #expect(controller.box.chip.frame == CGRect(x: 0, y: 0, width: 96, height: 30))
  }

  @Test func framesTheEngineSolvedAreNotSetByHand() throws {
    let controller = BoxController(.inLayoutSubviews)
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(stage.frameSetting(of: controller.box) == nil)
  }

  @Test func aFrameSetOutsideLayoutNamesNoCallback() throws {
    let controller = BoxController(.inLayoutSubviews)
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let extra = UIView()
    controller.view.addSubview(extra)
    extra.center = CGPoint(x: 50, y: 50)
    let setting = try #require(stage.frameSetting(of: extra))
    #expect(setting.superviewSize == CGSize(width: 375, height: 667))
    #expect(setting.during == nil)
  }
}
