#if ((os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
import SwiftUIStandIn
#else
import UIKit
import SwiftUI
#endif

@available(iOS 16, tvOS 16, *)
extension FoldList.Coordinator {
  /// A row: the app's SwiftUI content for its item, hosted in the list cell as an
  /// accessibility container valued with the row's state (``FoldListRow``), shown selected when
  /// the selection holds it.
  func configure(
    _ cell: UICollectionViewListCell, _ row: ListRowContext<FoldList.ItemID, FoldList.Entry>
  ) {
    guard let content = list?.rowContent, let item = row.content.item else {
      cell.contentConfiguration = nil
      return
    }
    let strings = adapter?.accessibilityStrings ?? .english
    cell.contentConfiguration = UIHostingConfiguration {
      FoldListRow(row: row, content: content(item), strings: strings)
    }
    cell.isSelected = isSelected(row.itemID)
  }

  /// A header or footer: the app's SwiftUI content for its section.
  func configureSupplementary(
    _ cell: UICollectionViewListCell,
    _ context: ListHeaderContext<FoldList.SectionID, FoldList.Entry>,
    isHeader: Bool
  ) {
    guard let list, let section = context.content?.section else { return }
    if isHeader, let header = list.headerContent {
      cell.contentConfiguration = UIHostingConfiguration { header(section) }
    } else if !isHeader, let footer = list.footerContent {
      cell.contentConfiguration = UIHostingConfiguration { footer(section) }
    }
  }

  /// A person selected the row of `id`: the single selection becomes it, a multiple selection
  /// gains or loses it.
  func rowSelected(_ id: FoldList.ItemID) {
    switch list?.selection {
    case .single(let binding):
      lastSingle = id
      if binding.wrappedValue != id { binding.wrappedValue = id }
    case .multiple(let binding):
      var selected = binding.wrappedValue
      if selected.remove(id) == nil { selected.insert(id) }
      binding.wrappedValue = selected
    case .absent, nil: break
    }
  }

  /// The engine's open items changed (a tap, a disclosure, a key, new data, a reveal).
  ///
  /// During `updateUIView` (new data closed a removed item, a reveal opened ancestors) the
  /// binding is written once the update is over: SwiftUI forbids changing state while it
  /// updates a view.
  func expansionChanged(_ open: Set<FoldList.ItemID>) {
    lastExpanded = open
    guard isUpdating else {
      writeExpansion(open)
      return
    }
    if deferredExpansion == nil {
      Task { @MainActor [weak self] in
        guard let self, let open = self.deferredExpansion else { return }
        self.deferredExpansion = nil
        self.writeExpansion(open)
      }
    }
    deferredExpansion = open
  }

  /// Writes the expansion binding, if it differs.
  func writeExpansion(_ open: Set<FoldList.ItemID>) {
    if let binding = list?.expansion, binding.wrappedValue != open { binding.wrappedValue = open }
  }
}

@available(iOS 16, tvOS 16, *)
extension FoldList {
  /// Opens and closes what the app changed in the expansion binding, and reveals the row of an
  /// item the app selected.
  ///
  /// - Complexity: O(1) when neither binding changed (a set equal to the last one by storage);
  ///   else O(*e*) for *e* open items, plus the changes.
  func applyBindings(to adapter: Adapter, coordinator: Coordinator) {
    if let expansion {
      let wanted = expansion.wrappedValue
      if wanted != coordinator.lastExpanded {
        let open = Set(adapter.controller.expansion.expandedIDs)
        coordinator.lastExpanded = wanted
        for id in wanted.subtracting(open) where adapter.controller.snapshot.contains(item: id) {
          adapter.expand(id)
        }
        for id in open.subtracting(wanted) { adapter.collapse(id) }
      }
    }
    if case .single(let binding) = selection, binding.wrappedValue != coordinator.lastSingle {
      coordinator.lastSingle = binding.wrappedValue
      if let id = binding.wrappedValue { adapter.reveal(id) }
    }
  }
}
#endif
