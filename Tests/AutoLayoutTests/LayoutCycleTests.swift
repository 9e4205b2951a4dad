import Testing

@testable import AutoLayout

/// The layout cycle as UIKit runs it, read from the stage's callback log (docs/UIKitFacts.md §14).
@MainActor
@Suite struct LayoutCycleTests {
  /// A card 100 tall below the safe area, between the root margins; its height is a constant.
  final class CardController: UIViewController {
    let card = UIView()
    let badge = UIView()
    var height: NSLayoutConstraint!

    override func viewDidLoad() {
      card.translatesAutoresizingMaskIntoConstraints = false
      badge.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(card)
      card.addSubview(badge)
      height = card.heightAnchor.constraint(equalToConstant: 100)
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        height,
        badge.topAnchor.constraint(equalTo: card.topAnchor),
        badge.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
  }

  @Test func theFirstPassUpdatesConstraintsBottomUpThenLaysOutTopDown() throws {
    let vc = CardController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    let trace = stage.callbacks(since: 0)
    let updates = trace.filter {
      $0.callback == .updateConstraints || $0.callback == .updateViewConstraints
    }
    // Bottom-up: the badge, then the card, then the root view through its controller's
    // updateViewConstraints (whose UIKit implementation calls the root view's updateConstraints).
    let order = updates.map { record -> String in
      if record.viewController === vc { return "vc.updateViewConstraints" }
      if record.view === vc.badge { return "badge" }
      if record.view === vc.card { return "card" }
      if record.view === vc.view { return "root" }
      return "other"
    }.filter { $0 != "other" }
    #expect(order == ["badge", "card", "vc.updateViewConstraints", "root"])
    // Then top-down: the controller wraps its root view's layoutSubviews; the card follows.
    let layout = trace.filter {
      [.viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews].contains($0.callback)
        && ($0.viewController === vc || $0.view === vc.view || $0.view === vc.card)
    }.map(\.callback)
    #expect(
      Array(layout.prefix(4)) == [
        .viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews, .layoutSubviews,
      ])
    #expect(trace.count(of: .viewWillLayoutSubviews, on: vc) >= 1)
  }

  @Test func setNeedsLayoutIsCoalescedAndOnlyThatViewLaysOut() throws {
    let vc = CardController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    let mark = stage.callbackMark
    vc.card.setNeedsLayout()
    vc.card.setNeedsLayout()
    #expect(stage.callbacks(since: mark).isEmpty)
    stage.layout()
    let trace = stage.callbacks(since: mark)
    // Two requests, one layoutSubviews; the root view and its controller are not involved.
    #expect(trace.count(of: .layoutSubviews, on: vc.card) == 1)
    #expect(trace.count(of: .layoutSubviews, on: vc.view) == 0)
    #expect(trace.count(of: .viewWillLayoutSubviews) == 0)
  }

  @Test func layoutIfNeededWithNothingPendingCallsNothing() throws {
    let vc = CardController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    let mark = stage.callbackMark
    vc.view.layoutIfNeeded()
    vc.card.layoutIfNeeded()
    #expect(stage.callbacks(since: mark).isEmpty)
  }

  @Test func aConstantChangeLaysOutTheSuperviewAndTheResizedView() throws {
    let vc = CardController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    let mark = stage.callbackMark
    vc.height.constant = 160
    vc.view.layoutIfNeeded()
    let trace = stage.callbacks(since: mark)
    // The card's frame changes, so its superview (the root view) lays out its subviews, inside
    // the controller's will/did; the card's size changed, so it lays out too; the badge, whose
    // frame stays, does not.
    let order = trace.filter {
      $0.viewController === vc || $0.view === vc.view || $0.view === vc.card
        || $0.view === vc.badge
    }.map { "\($0.callback.rawValue)\($0.view === vc.card ? "(card)" : "")" }
    #expect(
      order == [
        "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews", "layoutSubviews(card)",
      ])
    #expect(vc.card.frame == CGRect(x: 16, y: 44, width: 343, height: 160))
  }

  @Test func setNeedsUpdateConstraintsRunsUpdateConstraintsOnceAtTheNextPass() throws {
    let vc = CardController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    let mark = stage.callbackMark
    vc.card.setNeedsUpdateConstraints()
    vc.card.setNeedsUpdateConstraints()
    #expect(stage.callbacks(since: mark).isEmpty)
    stage.layout()
    let trace = stage.callbacks(since: mark)
    #expect(trace.count(of: .updateConstraints, on: vc.card) == 1)
    #expect(trace.count(of: .updateConstraints, on: vc.badge) == 0)
    #expect(trace.count(of: .updateViewConstraints, on: vc) == 0)
  }

  @Test func aNewStageKeepsOnlyItsOwnCallbacks() throws {
    let first = CardController()
    let stage = LayoutStage.host(first, on: try Device.named("iphone-x"))
    #expect(!stage.callbacks(since: 0).isEmpty)
    let second = LayoutStage.host(CardController(), on: try Device.named("iphone-se"))
    #expect(!second.callbacks(since: 0).contains { $0.ran(on: first) })
  }
}
