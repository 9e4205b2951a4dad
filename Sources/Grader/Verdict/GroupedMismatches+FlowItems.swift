import LayoutReport

/// The sentences for cells a flow layout sized wrongly (`MismatchCauseRules.flowItemCause`).
extension GroupedMismatches {
  /// The causes said here.
  static let flowItemCauses: [MismatchCause] = [
    .sizeMethodNotCalled, .itemSizeHardCoded, .itemWiderThanCollectionView, .columnsOverflowLine,
  ]

  /// The lines for cells a flow layout sized wrongly for `cause`, and the line of the learner's
  /// file to cite: the size method's name for a method never called, otherwise the first line
  /// of its body that works out or gives the width.
  func flowItemLines(
    _ cause: MismatchCause, _ failure: MismatchEvidence.Failure, subject: String, place: String
  ) -> (lines: [String], line: Int?) {
    let source = blame.source.map(SizeMethodLines.init)
    guard let item = failure.flowItem else { return ([], nil) }
    let size = Self.size(item.size)
    let width = MessageText.points(item.itemLength)
    let room = MessageText.points(item.lineLength)
    let collection = Self.size(item.collectionViewSize)
    let device = "\(failure.check.device)\(snapshotSuffix(failure.check))"
    switch cause {
    case .sizeMethodNotCalled:
      let why =
        item.delegateAdopts
        ? "The delegate adopts `UICollectionViewDelegateFlowLayout`, so its size method's name is"
          + " not the protocol's (Swift warns that it \"nearly matches\" the requirement): write it"
          + " exactly `collectionView(_:layout:sizeForItemAt:)`, with `sizeForItemAt indexPath:"
          + " IndexPath`."
        : "A flow layout asks its delegate for sizes only when the delegate adopts"
          + " `UICollectionViewDelegateFlowLayout`: add the protocol to the delegate's class"
          + " declaration."
      return (
        [
          "\(subject) \(size) \(place): the flow layout never called"
            + " `collectionView(_:layout:sizeForItemAt:)`, so every item got the layout's own"
            + " `itemSize`, 50 × 50 by default.",
          why,
        ], source?.methodLine
      )
    case .itemSizeHardCoded:
      return (
        [
          "\(subject) \(width) pt wide \(place), the same on every device: `sizeForItemAt` gives"
            + " a size that fits one screen, whatever the collection view's width (on \(device)"
            + " it is \(collection)).",
          "Work the size out from the collection view that asks: `collectionView.bounds.width`,"
            + " less the section insets and the gaps when several items share a line.",
        ], source?.widthLine
      )
    case .itemWiderThanCollectionView:
      return (
        [
          "\(subject) \(width) pt wide \(place), longer than the \(room) pt a line of its"
            + " collection view has (on \(device) the collection view is \(collection)):"
            + " `sizeForItemAt` works the width out from another view than the collection view,"
            + " and the flow layout logs that its behaviour is not defined.",
          "Give the width of the collection view that asks, `collectionView.bounds.width` (less"
            + " its section insets): `view` is the controller's view, which is the collection"
            + " view only when the controller is a `UICollectionViewController`.",
        ], source?.widthLine
      )
    default:
      let count = item.itemsOnLine
      let gaps = MessageText.points(Double(count) * item.interitemSpacing)
      let needed = MessageText.points(
        Double(count + 1) * item.itemLength + Double(count) * item.interitemSpacing)
      let insets = MessageText.points(item.sectionInsets)
      return (
        [
          "\(subject) on a line of \(count) item\(count == 1 ? "" : "s") \(place): on \(device)"
            + " \(count + 1) items of \(width) pt with \(gaps) pt of gaps between them need"
            + " \(needed) pt, and a line has \(room) pt (the collection view's"
            + " \(MessageText.points(item.collectionViewSize.width)) less \(insets) pt of"
            + " section insets), so the flow layout moves the last one to the next line.",
          "Take both the section insets and every gap between the columns off the width: for n"
            + " columns, (`collectionView.bounds.width` − left and right insets − (n − 1) ×"
            + " `minimumInteritemSpacing`) / n.",
        ], source?.widthLine
      )
    }
  }
}

/// The lines of the learner's `collectionView(_:layout:sizeForItemAt:)`, read to cite one (the
/// cause is named from the layout's records, never from this text).
struct SizeMethodLines {
  /// The 1-based line naming the size method (`sizeForItemAt`, or a name starting so, such as
  /// `sizeForItemAtIndexPath`), when exactly one line does.
  let methodLine: Int?
  /// The first line of the size method's body that mentions `width`.
  let widthLine: Int?

  init(_ source: String) {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
    }
    let naming = lines.indices.filter { lines[$0].contains("sizeForItemAt") }
    methodLine = naming.count == 1 ? naming[0] + 1 : nil
    var widthLine: Int?
    if naming.count == 1 {
      // The body starts at the first `{` from the name on and ends where its braces close.
      var depth = 0
      var opened = false
      search: for index in naming[0]..<lines.count {
        for character in lines[index] {
          if character == "{" {
            depth += 1
            opened = true
          } else if character == "}" {
            depth -= 1
            if opened, depth == 0 { break search }
          }
        }
        if opened, index > naming[0] || depth > 0, lines[index].contains("width") {
          widthLine = index + 1
          break
        }
      }
    }
    self.widthLine = widthLine
  }
}
