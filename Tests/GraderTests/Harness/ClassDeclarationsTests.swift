import Grader
import Testing

/// Finding the classes a file declares, and which of them are view controllers.
@Suite struct ClassDeclarationsTests {
  static let source = """
    import UIKit

    // class Commented: UIViewController {}
    let text = "class Quoted: UIViewController {}"

    protocol Tappable: class {}

    class BaseScreen: UIViewController {
      class func make() -> BaseScreen { BaseScreen() }
      class var count: Int { 0 }
    }

    final class ProfileScreen: BaseScreen {}

    class Grid<Cell>: UIKit.UIViewController {}

    class Storage: NSObject, Tappable {}

    class Plain {}
    """

  @Test func findsDeclarationsButNotCommentsStringsOrMembers() {
    let found = ClassDeclarations.scan(Self.source)
    #expect(found.map(\.name) == ["BaseScreen", "ProfileScreen", "Grid", "Storage", "Plain"])
    #expect(
      found.map(\.inheritsFrom)
        == ["UIViewController", "BaseScreen", "UIViewController", "NSObject", nil])
    #expect(found.map(\.line) == [8, 13, 15, 17, 19])
  }

  @Test func viewControllersIncludeSubclassesOfTheFilesOwn() {
    #expect(
      ClassDeclarations.viewControllers(in: Self.source).map(\.name)
        == ["BaseScreen", "ProfileScreen", "Grid"])
    #expect(
      ClassDeclarations.leafViewControllers(in: Self.source).map(\.name) == [
        "ProfileScreen", "Grid",
      ])
  }
}
