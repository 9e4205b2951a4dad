// Learner code says `import UIKit` and gets CGFloat, CGRect and friends from Foundation, as on iOS.
@_exported import Foundation
