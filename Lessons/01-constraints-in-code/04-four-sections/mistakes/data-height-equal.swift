// mistake: the data view's height set equal to 100 instead of at least 100
// cause: wrong-relation
// line: 68
import UIKit

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

    view.addConstraints([
      NSLayoutConstraint(item: searchBarView, attribute: .top, relatedBy: .equal,
                         toItem: headerView, attribute: .bottom, multiplier: 1, constant: 20),
      NSLayoutConstraint(item: searchBarView, attribute: .leading, relatedBy: .equal,
                         toItem: safeArea, attribute: .leading, multiplier: 1, constant: 20),
      NSLayoutConstraint(item: searchBarView, attribute: .trailing, relatedBy: .equal,
                         toItem: safeArea, attribute: .trailing, multiplier: 1, constant: -20),
      NSLayoutConstraint(item: searchBarView, attribute: .height, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),

      NSLayoutConstraint(item: dataView, attribute: .top, relatedBy: .equal,
                         toItem: searchBarView, attribute: .bottom, multiplier: 1, constant: 20),
      NSLayoutConstraint(item: dataView, attribute: .bottom, relatedBy: .equal,
                         toItem: footerView, attribute: .top, multiplier: 1, constant: -20),
      NSLayoutConstraint(item: dataView, attribute: .leading, relatedBy: .equal,
                         toItem: safeArea, attribute: .leading, multiplier: 1, constant: 20),
      NSLayoutConstraint(item: dataView, attribute: .trailing, relatedBy: .equal,
                         toItem: safeArea, attribute: .trailing, multiplier: 1, constant: -20),
      NSLayoutConstraint(item: dataView, attribute: .height, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100),
      NSLayoutConstraint(item: dataView, attribute: .width, relatedBy: .greaterThanOrEqual,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 200),
    ])
  }
}
