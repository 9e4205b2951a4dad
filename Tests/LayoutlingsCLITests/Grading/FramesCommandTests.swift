import Checkout
import Foundation
import Terminal
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// `layoutlings frames` end to end, in-process: UIKit's frames of nested views, on several
/// custom screens with safe areas given in one `--device` list.
@Suite struct FramesCommandTests {
  /// A card pinned 20 pt inside the safe area's top and leading edges, 200 × 100, with a badge
  /// 10 pt inside the card.
  static let screen = """
    import UIKit

    class CardScreen: UIViewController {
      let card = UIView()
      let badge = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        card.addSubview(badge)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
          card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
          card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
          card.widthAnchor.constraint(equalToConstant: 200),
          card.heightAnchor.constraint(equalToConstant: 100),
          badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
          badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
          badge.widthAnchor.constraint(equalToConstant: 30),
          badge.heightAnchor.constraint(equalToConstant: 30),
        ])
      }
    }

    """

  func frames(_ arguments: [String]) throws -> (status: ExitCode, output: String, errors: String) {
    let scratch = try ScratchFolder(prefix: "layoutlings-frames")
    try scratch.write(Self.screen, to: "CardScreen.swift")
    let output = StringSink()
    let errors = StringSink()
    let context = CommandContext(
      output: output, errors: errors,
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
      currentDirectory: scratch.url, checkoutDirectory: Checkout.root)
    let status = LayoutlingsCLI.run(
      [
        "frames", "CardScreen.swift", "--home", scratch.path("home"), "--course",
        fixtureCourse.path,
      ]
        + arguments, context: context)
    return (status, output.text, errors.text)
  }

  @Test func severalCustomScreensWithSafeAreasInOneList() throws {
    let result = try frames([
      "--json", "--device", "375x812@3,safe=44:0:34:0,375x812@3,safe=0:44:21:44:landscape",
    ])
    #expect(result.status == .success, "\(result.errors)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(
      results.map { $0["device"] as? String } == [
        "375x812@3,safe=44:0:34:0", "375x812@3,safe=0:44:21:44",
      ])
    #expect(results.map { $0["orientation"] as? String } == ["portrait", "landscape"])
    #expect(results.map { $0["size"] as? [Double] } == [[375, 812], [812, 375]])
    func view(_ path: String, in result: [String: Any]) throws -> [String: Any] {
      let snapshot = try #require((result["snapshots"] as? [[String: Any]])?.first)
      let views = try #require(snapshot["views"] as? [[String: Any]])
      return try #require(views.first { $0["path"] as? String == path })
    }
    // Portrait: the safe area starts 44 from the top, so the card is at (20, 44 + 20 = 64).
    let portraitCard = try view("card", in: results[0])
    #expect(portraitCard["frame"] as? [Double] == [20, 64, 200, 100])
    #expect(portraitCard["superview"] as? String == "view")
    // The badge: UIKit's frame is 10 inside the card; in the root view (20 + 10, 64 + 10).
    let portraitBadge = try view("badge", in: results[0])
    #expect(portraitBadge["frame"] as? [Double] == [10, 10, 30, 30])
    #expect(portraitBadge["frameInRoot"] as? [Double] == [30, 74, 30, 30])
    #expect(portraitBadge["superview"] as? String == "card")
    // Landscape: the safe area starts 44 from the left and at the top: the card at (64, 20).
    let landscapeCard = try view("card", in: results[1])
    #expect(landscapeCard["frame"] as? [Double] == [64, 20, 200, 100])
    let landscapeBadge = try view("badge", in: results[1])
    #expect(landscapeBadge["frame"] as? [Double] == [10, 10, 30, 30])
    #expect(landscapeBadge["frameInRoot"] as? [Double] == [74, 30, 30, 30])
  }

  @Test func theTableIndentsEachViewUnderItsSuperview() throws {
    let result = try frames(["--device", "375x812@3,safe=44:0:34:0"])
    #expect(result.status == .success, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "375x812@3,safe=44:0:34:0 (375 × 812 pt, @3x)")
    #expect(lines.contains { $0.hasPrefix("   | card ") && $0.hasSuffix("20  64    200     100") })
    #expect(
      lines.contains { $0.hasPrefix("   |    | badge ") && $0.hasSuffix("10  10     30      30") })
  }
}
