#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit
public import FoldKitScreens
public import FoldKitUIKit

/// The content type of every screen's rows (FoldKitScreens').
public typealias ExampleItem = ScreenItem

/// One screen's data for the UIKit gallery: the same data the terminal gallery shows.
public struct ExampleScreen: Sendable {
  /// The screen's name ("contacts").
  public var name: String
  /// The tab's title.
  public var title: String
  /// The list, without the terms screen's Agree row (UIKit shows a real button instead).
  public var controller: ListController<String, String, ExampleItem>
  /// The Agree button's title, for a screen with one.
  public var agreeTitle: String?
  /// The screen's words ("mandatory", "optional") in its language.
  public var strings: ScreenStrings
  /// The words VoiceOver hears, in the screen's language.
  public var accessibilityStrings: ListAccessibilityStrings

  /// The five screens, in tab order, from the data the terminal gallery shows.
  public static func all(language: ScreenLanguage = .english) -> [ExampleScreen] {
    ScreenCatalog.all(language: language).map { model in
      var controller = model.makeController()
      let snapshot = controller.snapshot
      let kept = snapshot.sections.indices.filter { index in
        !snapshot.topLevelNodes(ofSection: index).contains {
          snapshot.nodes[$0].content.role == .agreeButton
        }
      }
      let agree = snapshot.nodes.first { $0.content.role == .agreeButton }
      if kept.count != snapshot.sections.count {
        let checks = controller.checks
        controller = ListController(
          snapshot: Snapshot(uncheckedSections: kept.map { section(at: $0, of: snapshot) }),
          expansion: controller.expansion, policy: controller.policy)
        controller.checks = checks
      }
      controller.accessibilityLabel = { $0.text }
      return ExampleScreen(
        name: model.name, title: model.title, controller: controller,
        agreeTitle: agree?.content.text, strings: model.strings,
        accessibilityStrings: language == .korean ? .korean : .english)
    }
  }

  static func section(at index: Int, of snapshot: Snapshot<String, String, ExampleItem>)
    -> ListSection<String, String, ExampleItem>
  {
    func item(_ node: Int) -> ListItem<String, ExampleItem> {
      let record = snapshot.nodes[node]
      return ListItem(
        id: record.id, content: record.content, children: snapshot.children(of: node).map(item),
        hasDetail: record.hasDetail, behavior: record.behavior, options: record.options)
    }
    let section = snapshot.sections[index]
    return ListSection(
      id: section.id, header: section.header, footer: section.footer,
      isCollapsible: section.isCollapsible,
      items: snapshot.topLevelNodes(ofSection: index).map(item))
  }
}
#endif
