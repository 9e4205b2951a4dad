/// Point sizes of the text styles for every content-size category (iOS, iPadOS).
///
/// Source: Apple Human Interface Guidelines › Typography › Specifications › "iOS, iPadOS Dynamic
/// Type sizes" (developer.apple.com/design/human-interface-guidelines/typography). Cross-checked:
/// default (Large) sizes — gist zacwest/916d31da5d03405809c4 and iosfontsizes.com (34, 28, 22, 20,
/// 17, 17, 16, 15, 13, 12, 11); body/headline/subheadline/footnote/caption rows for xSmall…xxxLarge —
/// gist klaas/750f489e2390389ab812 (measured on the iOS 8.4 simulator).
enum DynamicTypeSizes {
  /// Columns: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
  private static let table: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// The point size of a text style at a content-size category (Large when unspecified).
  static func pointSize(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
    let row = table[style] ?? table[.body] ?? []
    let index = category == .unspecified ? 3 : category.index
    return row.indices.contains(index) ? row[index] : 17
  }

  /// Headline is semibold; every other style is regular.
  static func weight(for style: UIFont.TextStyle) -> UIFont.Weight {
    style == .headline ? .semibold : .regular
  }
}
