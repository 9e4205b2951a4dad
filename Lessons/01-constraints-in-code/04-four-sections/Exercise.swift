import UIKit

// The four-section window: a 60-point header, a 44-point search bar, a data view that takes
// whatever height is left (but never less than 200 wide and 100 tall), and a 40-point footer.
// Every section is 20 points in from the left and right of the safe area, with 20-point gutters
// between the sections and at the top and bottom of the safe area.
//
// The header and the footer are done.
// Your turn: add the constraints for searchBarView and dataView in the marked place, with the
// NSLayoutConstraint initializer. The data view's top and bottom come from its neighbours, and
// its minimum sizes are >= constraints (relatedBy: .greaterThanOrEqual).

class FourSectionViewController: UIViewController {
  let headerView = UIView()
  let searchBarView = UIView()
  let dataView = UIView()
  let footerView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let safeArea = view.safeAreaLayoutGuide

    for section in [headerView, searchBarView, dataView, footerView] {
      section.backgroundColor = .systemGray5
      section.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(section)
    }

    // The footer sits 20 points above the bottom of the safe area when there is room for it: a
    // wish (priority 750, below the required 1000) that gives way on a screen too short for the
    // data view's minimum height, where the footer is pushed down instead.
    let footerBottom = NSLayoutConstraint(item: footerView, attribute: .bottom, relatedBy: .equal,
                                          toItem: safeArea, attribute: .bottom, multiplier: 1,
                                          constant: -20)
    footerBottom.priority = .defaultHigh

    view.addConstraints([
      NSLayoutConstraint(item: headerView, attribute: .top, relatedBy: .equal,
                         toItem: safeArea, attribute: .top, multiplier: 1, constant: 20),
      NSLayoutConstraint(item: headerView, attribute: .leading, relatedBy: .equal,
                         toItem: safeArea, attribute: .leading, multiplier: 1, constant: 20),
      NSLayoutConstraint(item: headerView, attribute: .trailing, relatedBy: .equal,
                         toItem: safeArea, attribute: .trailing, multiplier: 1, constant: -20),
      NSLayoutConstraint(item: headerView, attribute: .height, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 60),

      footerBottom,
      NSLayoutConstraint(item: footerView, attribute: .leading, relatedBy: .equal,
                         toItem: safeArea, attribute: .leading, multiplier: 1, constant: 20),
      NSLayoutConstraint(item: footerView, attribute: .trailing, relatedBy: .equal,
                         toItem: safeArea, attribute: .trailing, multiplier: 1, constant: -20),
      NSLayoutConstraint(item: footerView, attribute: .height, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
    ])

    // Search bar and data view go here.
  }
}
