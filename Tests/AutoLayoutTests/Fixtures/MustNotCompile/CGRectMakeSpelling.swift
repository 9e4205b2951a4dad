// expect: 'CGRectMake' is unavailable: use CGRect(x:y:width:height:)
import UIKit

final class OldGeometryView: UIView {
  func place() {
    frame = CGRectMake(0, 0, 100, 44)
  }
}
