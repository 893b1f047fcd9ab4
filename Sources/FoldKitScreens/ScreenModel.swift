public import FoldKit

/// One screen's data and settings, with no view attached: its list, how the list expands, its
/// check marks, and what it says.
///
/// A view builds a `ListController` from ``sections``, ``policy`` and ``checkRoots`` and draws
/// it; ``ScreenCatalog`` makes the five screens in a ``ScreenLanguage``.
public struct ScreenModel: Sendable {
  /// A section of a screen's list.
  public typealias Section = ListSection<String, String, ScreenItem>

  /// The screen's name as a command line and tab order know it ("contacts"), in every language.
  public var name: String
  /// The screen's title, as a tab bar shows it.
  public var title: String
  /// The list.
  public var sections: [Section]
  /// How many items may be open at once.
  public var policy: ExpansionPolicy
  /// The check tree's roots, for a screen with check boxes.
  public var checkRoots: [CheckTree<String>.Node]?
  /// The sentence shown before the person has done anything.
  public var status: String
  /// Whether `x` switches the list between independent and exclusive expansion.
  public var offersExclusiveMode: Bool
  /// The strings of the screen's language.
  public var strings: ScreenStrings
  /// The items whose children show when the screen opens (for the terms screen, the main term
  /// whose sub-terms are listed beneath it while its own text stays closed).
  public var openItems: [String]

  /// Creates a screen.
  ///
  /// - Complexity: O(1).
  public init(
    name: String, title: String, sections: [Section], policy: ExpansionPolicy,
    checkRoots: [CheckTree<String>.Node]? = nil, status: String,
    offersExclusiveMode: Bool = false, strings: ScreenStrings, openItems: [String] = []
  ) {
    self.name = name
    self.title = title
    self.sections = sections
    self.policy = policy
    self.checkRoots = checkRoots
    self.status = status
    self.offersExclusiveMode = offersExclusiveMode
    self.strings = strings
    self.openItems = openItems
  }

  /// The key hints of this screen beyond the common ones, in the order the help shows them.
  ///
  /// - Parameter isExclusive: Whether exclusive mode is on (for the `x` hint's state).
  /// - Returns: The hints, possibly none.
  /// - Complexity: O(1).
  public func extraHints(isExclusive: Bool) -> [KeyHint] {
    strings.screenHints(
      hasChecks: checkRoots != nil, offersExclusiveMode: offersExclusiveMode,
      isExclusive: isExclusive)
  }

  /// A list controller over the screen's data, with its check tree and ``openItems`` open.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func makeController() -> ListController<String, String, ScreenItem> {
    var controller = ListController(
      snapshot: Snapshot(uncheckedSections: sections), policy: policy)
    for id in openItems { controller.setExpanded(true, id) }
    // The screens' IDs are unique, so the tree builds.
    controller.checks = checkRoots.flatMap { try? CheckTree(roots: $0) }
    return controller
  }
}
