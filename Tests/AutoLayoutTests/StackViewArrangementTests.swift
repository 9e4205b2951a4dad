import Testing

@testable import AutoLayout

/// Every distribution with every alignment, on both axes, for the three boxes of
/// `threeBoxes(axis:)` (lengths 40, 60, 50; breadths 20, 40, 30), spacing 10, the stack pinned to
/// all four edges of a root `length` long and 100 across. Along the axis only the distribution
/// matters and across it only the alignment (the boxes have no baselines, so first and last
/// baselines are their tops and bottoms), so each expectation is worked out once per distribution
/// and once per alignment and the frames combine them.
@MainActor
@Suite struct StackViewArrangementTests {
  /// Where the boxes go along the axis: (position, length) each, in a root `length` long.
  struct AlongAxis {
    let length: CGFloat
    let spans: [(at: CGFloat, length: CGFloat)]
  }

  /// Where the boxes go across the axis in a stack 100 across: (position, breadth) each.
  typealias AcrossAxis = [(at: CGFloat, breadth: CGFloat)]

  static func along(_ distribution: UIStackView.Distribution) -> AlongAxis {
    switch distribution {
    case .fill:
      // Spare room: 320 − (40 + 60 + 50) − 2 × 10 = 150. All hug at 250, so the tie goes by index:
      // the first box stretches to 40 + 150 = 190; the next start at 190 + 10 = 200 and
      // 200 + 60 + 10 = 270 (270 + 50 = 320, the end).
      return AlongAxis(length: 320, spans: [(0, 190), (200, 60), (270, 50)])
    case .fillEqually:
      // (320 − 2 × 10) / 3 = 100 each; starts 0, 100 + 10 = 110, 110 + 100 + 10 = 220.
      return AlongAxis(length: 320, spans: [(0, 100), (110, 100), (220, 100)])
    case .fillProportionally:
      // Denominator 40 + 60 + 50 + 2 × 10 = 170, so in a root of 340 the proportions ask for
      // 340 × 40/170 = 80 (priority 999), 340 × 60/170 = 120 (998) and 340 × 50/170 = 100 (997);
      // only 340 − 20 = 320 is left between the spacings, so the lowest, the last, gives:
      // 320 − 80 − 120 = 120. Starts 0, 80 + 10 = 90, 90 + 120 + 10 = 220.
      return AlongAxis(length: 340, spans: [(0, 80), (90, 120), (220, 120)])
    case .equalSpacing:
      // Two equal gaps of (320 − 150) / 2 = 85 (at least 10); starts 0, 40 + 85 = 125,
      // 125 + 60 + 85 = 270.
      return AlongAxis(length: 320, spans: [(0, 40), (125, 60), (270, 50)])
    case .equalCentering:
      // Root 325. Centres: first 40/2 = 20, last 325 − 50/2 = 300, middle halfway = 160, so the
      // middle box starts at 160 − 60/2 = 130 (gaps 130 − 40 = 90 and 275 − 190 = 85, both ≥ 10);
      // the last starts at 325 − 50 = 275.
      return AlongAxis(length: 325, spans: [(0, 40), (130, 60), (275, 50)])
    }
  }

  static func across(_ alignment: UIStackView.Alignment) -> AcrossAxis {
    switch alignment {
    case .fill:
      // Every box as broad as the stack.
      return [(0, 100), (0, 100), (0, 100)]
    case .leading:
      // Intrinsic breadths (hugging 250 beats the ambiguity suppression at 25), on the top edge.
      return [(0, 20), (0, 40), (0, 30)]
    case .center:
      // Centred on 50: 50 − 20/2 = 40, 50 − 40/2 = 30, 50 − 30/2 = 35.
      return [(40, 20), (30, 40), (35, 30)]
    case .trailing:
      // On the bottom edge: 100 − 20 = 80, 100 − 40 = 60, 100 − 30 = 70.
      return [(80, 20), (60, 40), (70, 30)]
    case .firstBaseline:
      // Baselines are tops here, so the tops line up. The stack's top only bounds the first box
      // (stack.top <= box.top) while its bottom is the spacer's, and the spacer is as thin as it
      // can be (@51): it reaches from the common top down to 100, so the common top is as low as
      // the tallest box allows: 100 − 40 = 60.
      return [(60, 20), (60, 40), (60, 30)]
    case .lastBaseline:
      // Bottoms line up; the spacer starts at the stack's top (0) and is as thin as it can be, so
      // the common bottom is as high as the tallest box allows: 0 + 40 = 40. Tops 40 − 20 = 20,
      // 40 − 40 = 0, 40 − 30 = 10.
      return [(20, 20), (0, 40), (10, 30)]
    }
  }

  nonisolated static let distributions: [UIStackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  nonisolated static let alignments: [UIStackView.Alignment] = [
    .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
  ]

  private func check(
    _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment,
    axis: NSLayoutConstraint.Axis
  ) {
    let along = Self.along(distribution)
    let across = Self.across(alignment)
    let boxes = threeBoxes(axis: axis)
    let (_, stack) = pinnedStack(boxes, axis: axis, length: along.length, breadth: 100) {
      $0.distribution = distribution
      $0.alignment = alignment
      $0.spacing = 10
    }
    for (index, view) in boxes.enumerated() {
      let expected = stackFrame(
        axis, along: along.spans[index].at, length: along.spans[index].length,
        across: across[index].at, breadth: across[index].breadth)
      #expect(view.frame == expected, "box \(index), \(distribution) × \(alignment), \(axis)")
    }
    #expect(
      stack.frame == stackFrame(axis, along: 0, length: along.length, across: 0, breadth: 100))
  }

  @Test(arguments: distributions, alignments)
  func horizontal(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment) {
    check(distribution, alignment, axis: .horizontal)
  }

  /// Baseline alignments line views up side by side only; columns use the other four.
  @Test(arguments: distributions, [UIStackView.Alignment.fill, .leading, .center, .trailing])
  func vertical(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment) {
    check(distribution, alignment, axis: .vertical)
  }
}
