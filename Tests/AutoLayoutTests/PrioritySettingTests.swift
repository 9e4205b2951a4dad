import Foundation
import Testing

@testable import AutoLayout

/// Which content priorities the program set, with the line of the call: a priority set to its
/// default value counts as set, one never set is absent.
@MainActor
@Suite struct PrioritySettingTests {
  final class PairController: UIViewController {
    let nameView = UIView()
    let countView = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(nameView)
      view.addSubview(countView)
      countView.setContentHuggingPriority(.defaultHigh, for: .horizontal, line: 20)
      nameView.setContentHuggingPriority(.defaultLow, for: .horizontal, line: 21)
      nameView.setContentCompressionResistancePriority(.required, for: .vertical, line: 22)
      nameView.setContentCompressionResistancePriority(.defaultLow, for: .vertical, line: 23)
    }
  }

  @Test("each priority set is recorded with the line of its last call")
  func recorded() throws {
    let controller = PairController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let hugging = LayoutStage.PriorityKey(kind: .hugging, axis: .horizontal)
    let compression = LayoutStage.PriorityKey(kind: .compressionResistance, axis: .vertical)
    #expect(stage.prioritySettings(of: controller.countView) == [hugging: 20])
    // Set to 250, the default: still set, by the learner's call.
    #expect(stage.prioritySettings(of: controller.nameView) == [hugging: 21, compression: 23])
    #expect(compression.name == "compression-vertical")
    #expect(stage.prioritySettings(of: controller.view).isEmpty)
  }
}
