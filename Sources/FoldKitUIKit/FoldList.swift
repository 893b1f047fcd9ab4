#if ((os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)) || os(Linux)
public import FoldKit

#if os(Linux)
public import UIKitStandIn
public import SwiftUIStandIn
#else
public import UIKit
public import SwiftUI
#endif

/// An expandable outline for SwiftUI, in the shape of `List(_:children:selection:)`, backed by a
/// `UICollectionView` list and FoldKit's engine.
///
/// ```swift
/// FoldList(folders, children: \.children, selection: $selection, expansion: $expansion) {
///   folder in Text(folder.name)
/// }
/// ```
///
/// The items are any `Identifiable` values (structs, or `@Observable` classes whose changes
/// reach the rows), each row's content is SwiftUI views hosted in a list cell
/// (`UIHostingConfiguration`), and every change goes through the engine as one batch update of
/// a ``ListCollectionAdapter``: opening an item of a million costs what the engine's toggle
/// costs, not a re-diff of the tree. An update of the view with the same collection (the same
/// storage) builds nothing; new data is diffed once. Selection and expansion are bindings both
/// ways: a tap or a disclosure writes them, and a value set by the app opens, closes or reveals
/// rows.
@available(iOS 16, tvOS 16, *)
public struct FoldList<
  Sections: RandomAccessCollection, Data: RandomAccessCollection, RowContent: View,
  HeaderContent: View, FooterContent: View
>: UIViewRepresentable
where
  Sections.Element: Identifiable, Sections.Element.ID: Sendable, Data.Element: Identifiable,
  Data.Element.ID: Sendable
{
  /// The type of the items.
  public typealias Item = Data.Element
  /// The type of the sections.
  public typealias Section = Sections.Element
  /// The type of the items' IDs.
  public typealias ItemID = Item.ID
  /// The type of the sections' IDs.
  public typealias SectionID = Section.ID
  /// What the engine keeps for each row, header and footer.
  public typealias Entry = FoldListEntry<Item, Section>
  /// The adapter between the engine and the collection view.
  public typealias Adapter = ListCollectionAdapter<SectionID, ItemID, Entry>

  /// The sections shown (one ``FoldListRoot`` for a flat collection of items).
  public let sections: Sections
  /// The items of a section.
  public let items: KeyPath<Section, Data>
  /// The children of an item (`nil`: a leaf), as in `List(_:children:)`.
  public let children: KeyPath<Item, Data?>?
  /// Builds a row's SwiftUI content.
  public let rowContent: (Item) -> RowContent
  /// Builds a section header's SwiftUI content (none when it is `EmptyView`).
  public let headerContent: ((Section) -> HeaderContent)?
  /// Builds a section footer's SwiftUI content (none when it is `EmptyView`).
  public let footerContent: ((Section) -> FooterContent)?
  /// How many items may be open at once (read when the view is made).
  public var policy: ExpansionPolicy = .independent
  /// The list's sizes: row, header and footer heights the engine lays out with (read when the
  /// view is made).
  public var metrics = LayoutMetrics(style: .plain)
  /// The list's appearance.
  public var appearance: UICollectionLayoutListConfiguration.Appearance = .plain
  /// The selection binding, single or multiple.
  let selection: FoldListSelection<ItemID>
  /// The open items.
  let expansion: Binding<Set<ItemID>>?
  /// The identity of the data's storage, when it has contiguous storage.
  let identity: FoldListDataIdentity?
  #if !os(tvOS)
  /// The swipe actions on a row's leading edge.
  var leadingSwipeActions: ((Item) -> UISwipeActionsConfiguration?)?
  /// The swipe actions on a row's trailing edge.
  var trailingSwipeActions: ((Item) -> UISwipeActionsConfiguration?)?
  /// A row's context menu.
  var contextMenu: ((Item) -> UIContextMenuConfiguration?)?
  #endif

  init(
    sections: Sections, items: KeyPath<Section, Data>, children: KeyPath<Item, Data?>?,
    identity: FoldListDataIdentity?, selection: FoldListSelection<ItemID>,
    expansion: Binding<Set<ItemID>>?, rowContent: @escaping (Item) -> RowContent,
    headerContent: ((Section) -> HeaderContent)?, footerContent: ((Section) -> FooterContent)?
  ) {
    self.sections = sections
    self.items = items
    self.children = children
    self.identity = identity
    self.selection = selection
    self.expansion = expansion
    self.rowContent = rowContent
    self.headerContent = HeaderContent.self == EmptyView.self ? nil : headerContent
    self.footerContent = FooterContent.self == EmptyView.self ? nil : footerContent
  }
}

/// A ``FoldList``'s selection: none, one item, or a set of items.
enum FoldListSelection<ID: Hashable> {
  case absent
  case single(Binding<ID?>)
  case multiple(Binding<Set<ID>>)
}

@available(iOS 16, tvOS 16, *)
extension FoldList {
  /// Creates an outline of `data`, whose items have `children`, with one item selected at most.
  ///
  /// - Parameters:
  ///   - data: The top-level items.
  ///   - children: The children of an item (`nil` for a leaf).
  ///   - selection: The item the person selected last, both ways; set by the app, its row is
  ///     revealed (its ancestors opened, scrolled into view).
  ///   - expansion: The open items, both ways.
  ///   - row: Builds a row's SwiftUI content.
  /// - Complexity: O(1).
  public init(
    _ data: Data, children: KeyPath<Item, Data?>? = nil, selection: Binding<ItemID?>? = nil,
    expansion: Binding<Set<ItemID>>? = nil, @ViewBuilder row: @escaping (Item) -> RowContent
  )
  where
    Sections == CollectionOfOne<FoldListRoot<Data>>, HeaderContent == EmptyView,
    FooterContent == EmptyView
  {
    self.init(
      sections: CollectionOfOne(FoldListRoot(items: data)), items: \.items, children: children,
      identity: FoldListDataIdentity(data), selection: selection.map { .single($0) } ?? .absent,
      expansion: expansion, rowContent: row, headerContent: nil, footerContent: nil)
  }

  /// Creates an outline of `data`, whose items have `children`, with a set of selected items.
  ///
  /// A tap on a row adds its item to the selection or takes it out.
  ///
  /// - Parameters:
  ///   - data: The top-level items.
  ///   - children: The children of an item (`nil` for a leaf).
  ///   - selection: The selected items, both ways.
  ///   - expansion: The open items, both ways.
  ///   - row: Builds a row's SwiftUI content.
  /// - Complexity: O(1).
  public init(
    _ data: Data, children: KeyPath<Item, Data?>? = nil, selection: Binding<Set<ItemID>>,
    expansion: Binding<Set<ItemID>>? = nil, @ViewBuilder row: @escaping (Item) -> RowContent
  )
  where
    Sections == CollectionOfOne<FoldListRoot<Data>>, HeaderContent == EmptyView,
    FooterContent == EmptyView
  {
    self.init(
      sections: CollectionOfOne(FoldListRoot(items: data)), items: \.items, children: children,
      identity: FoldListDataIdentity(data), selection: .multiple(selection),
      expansion: expansion, rowContent: row, headerContent: nil, footerContent: nil)
  }

  /// Creates a sectioned outline: each section's `items`, whose items have `children`, under
  /// the section's header and above its footer, with one item selected at most.
  ///
  /// A header or footer builder that returns `EmptyView` gives the sections none.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - items: The top-level items of a section.
  ///   - children: The children of an item (`nil` for a leaf).
  ///   - selection: The item the person selected last, both ways.
  ///   - expansion: The open items, both ways.
  ///   - row: Builds a row's SwiftUI content.
  ///   - header: Builds a section's header.
  ///   - footer: Builds a section's footer.
  /// - Complexity: O(1).
  public init(
    sections: Sections, items: KeyPath<Section, Data>, children: KeyPath<Item, Data?>? = nil,
    selection: Binding<ItemID?>? = nil, expansion: Binding<Set<ItemID>>? = nil,
    @ViewBuilder row: @escaping (Item) -> RowContent,
    @ViewBuilder header: @escaping (Section) -> HeaderContent,
    @ViewBuilder footer: @escaping (Section) -> FooterContent
  ) {
    self.init(
      sections: sections, items: items, children: children,
      identity: FoldListDataIdentity(sections), selection: selection.map { .single($0) } ?? .absent,
      expansion: expansion, rowContent: row, headerContent: header, footerContent: footer)
  }

  /// Creates a sectioned outline with a set of selected items.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - items: The top-level items of a section.
  ///   - children: The children of an item (`nil` for a leaf).
  ///   - selection: The selected items, both ways.
  ///   - expansion: The open items, both ways.
  ///   - row: Builds a row's SwiftUI content.
  ///   - header: Builds a section's header.
  ///   - footer: Builds a section's footer.
  /// - Complexity: O(1).
  public init(
    sections: Sections, items: KeyPath<Section, Data>, children: KeyPath<Item, Data?>? = nil,
    selection: Binding<Set<ItemID>>, expansion: Binding<Set<ItemID>>? = nil,
    @ViewBuilder row: @escaping (Item) -> RowContent,
    @ViewBuilder header: @escaping (Section) -> HeaderContent,
    @ViewBuilder footer: @escaping (Section) -> FooterContent
  ) {
    self.init(
      sections: sections, items: items, children: children,
      identity: FoldListDataIdentity(sections), selection: .multiple(selection),
      expansion: expansion, rowContent: row, headerContent: header, footerContent: footer)
  }

  /// The same list with an expansion policy (`.exclusiveInList`: opening an item closes the
  /// open one).
  ///
  /// - Complexity: O(1).
  public func expansionPolicy(_ policy: ExpansionPolicy) -> Self {
    var copy = self
    copy.policy = policy
    return copy
  }

  /// The same list laid out with `metrics` (row, header and footer heights).
  ///
  /// - Complexity: O(1).
  public func layoutMetrics(_ metrics: LayoutMetrics) -> Self {
    var copy = self
    copy.metrics = metrics
    return copy
  }

  /// The same list with another appearance (`.sidebar`, `.insetGrouped`, …).
  ///
  /// - Complexity: O(1).
  public func listAppearance(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Self {
    var copy = self
    copy.appearance = appearance
    return copy
  }

  #if !os(tvOS)
  /// The same list with swipe actions on each row's `edge`.
  ///
  /// - Parameters:
  ///   - edge: The edge the person swipes from.
  ///   - actions: The actions for an item (`nil`: none).
  /// - Returns: The list with those swipe actions.
  /// - Complexity: O(1).
  public func rowSwipeActions(
    edge: HorizontalEdge = .trailing,
    _ actions: @escaping (Item) -> UISwipeActionsConfiguration?
  ) -> Self {
    var copy = self
    switch edge {
    case .leading: copy.leadingSwipeActions = actions
    case .trailing: copy.trailingSwipeActions = actions
    }
    return copy
  }

  /// The same list with a context menu on each row.
  ///
  /// - Parameter menu: The menu for an item (`nil`: none).
  /// - Returns: The list with that menu.
  /// - Complexity: O(1).
  public func rowContextMenu(_ menu: @escaping (Item) -> UIContextMenuConfiguration?) -> Self {
    var copy = self
    copy.contextMenu = menu
    return copy
  }
  #endif
}
#endif
