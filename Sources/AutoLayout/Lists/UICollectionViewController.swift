/// A view controller whose view is a collection view, and which is its data source and delegate
/// (UIKit's `UICollectionViewController`). `collectionView` is implicitly unwrapped, as UIKit
/// declares it, so both `collectionView.register(…)` and `collectionView?.register(…)` compile.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let initialLayout: UICollectionViewLayout
  private var storedCollectionView: UICollectionView?

  /// Whether the selection is cleared when the view appears (stored only).
  public var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose collection view uses a layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive; on Linux this makes one with a flow layout.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view (the controller's view).
  public var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return storedCollectionView
    }
    set {
      storedCollectionView = newValue
      if let newValue {
        view = newValue
        if newValue.dataSource == nil { newValue.dataSource = self }
        if newValue.delegate == nil { newValue.delegate = self }
      }
    }
  }

  /// The collection view's layout.
  public var collectionViewLayout: UICollectionViewLayout {
    storedCollectionView?.collectionViewLayout ?? initialLayout
  }

  /// Makes the collection view the size of the screen, with the controller as its data source and
  /// delegate.
  open override func loadView() {
    let view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.dataSource = self
    view.delegate = self
    storedCollectionView = view
    self.view = view
  }

  // MARK: Data source

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  /// A plain cell (override to give yours).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
  /// An empty view (override when the layout has headers or footers).
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }

  // MARK: Delegate

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
