#if ((os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)) || os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit

#if os(Linux)
public import SwiftUIStandIn
#else
public import SwiftUI
#endif

/// A row of the SwiftUI accordion: a category's title, or one of its facilities.
public struct AccordionRow: Identifiable, Sendable {
  /// The item's ID in the screen's data.
  public var id: String
  /// The words shown.
  public var text: String
  /// The facilities of a category; `nil` for a facility.
  public var children: [AccordionRow]?
}

/// The accordion screen (SCREENS.md §3) in SwiftUI: each category a title row whose facilities
/// open beneath it, one category open at a time, through ``FoldList``.
@available(iOS 16, tvOS 16, *)
public struct AccordionView: View {
  /// The categories, each with its facilities.
  public let rows: [AccordionRow]
  /// The open category.
  @State public var expansion: Set<String> = []
  /// The row selected last.
  @State public var selection: String?

  /// The accordion of `screen`'s data (its top-level items and their children).
  public init(screen: ExampleScreen) {
    let snapshot = screen.controller.snapshot
    func row(_ node: Int) -> AccordionRow {
      let children = snapshot.children(of: node)
      return AccordionRow(
        id: snapshot.nodes[node].id, text: snapshot.nodes[node].content.text,
        children: children.isEmpty ? nil : children.map(row))
    }
    rows = snapshot.sections.indices.flatMap { snapshot.topLevelNodes(ofSection: $0).map(row) }
  }

  /// The outline, one category open at a time.
  public var body: some View {
    FoldList(rows, children: \.children, selection: $selection, expansion: $expansion) { row in
      Text(row.text)
    }
    .expansionPolicy(.exclusiveInList)
  }
}
#endif
