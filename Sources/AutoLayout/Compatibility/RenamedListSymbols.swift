// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (the old spellings below are UIKit's own names)
// Table and collection view spellings from before Swift 4.2: they fail to compile with a message
// naming the modern spelling, as the real SDK does.

@available(*, unavailable, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension = UITableView.automaticDimension

@available(*, unavailable, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

@available(*, unavailable, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

@available(*, unavailable, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

@available(*, unavailable, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

@available(*, unavailable, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader

@available(*, unavailable, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
