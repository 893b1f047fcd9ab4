#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

@available(iOS 15, tvOS 15, *)
extension ListAdapterCore {
  /// The number of sections the data source shows now.
  func numberOfSections() -> Int {
    switch shown {
    case .live: layout.controller.numberOfSections
    case .frozen(let old), .refreshing(let old, _): old.controller.numberOfSections
    case .stage(let data): data.count
    }
  }

  /// The number of rows the data source shows now in `section`.
  func numberOfRows(inSection section: Int) -> Int {
    switch shown {
    case .live: layout.controller.numberOfRows(inSection: section)
    case .frozen(let old), .refreshing(let old, _):
      old.controller.numberOfRows(inSection: section)
    case .stage(let data): data[section].rows.count
    }
  }

  /// Whether `path` is a row the data source shows now.
  func contains(_ path: IndexPath) -> Bool {
    path.section < numberOfSections() && path.row < numberOfRows(inSection: path.section)
  }

  /// Sets the accessibility of a row's cell from the engine: label, value, traits and VoiceOver's
  /// actions.
  func applyAccessibility(of context: RowContext, isElement: Bool, to cell: UIView) {
    ListAccessibility.apply(
      context.accessibility, label: layout.controller.accessibilityLabel(context.content),
      checkMark: context.checkMark, strings: accessibilityStrings, isElement: isElement, to: cell)
    cell.accessibilityCustomActions = customActions(for: context)
  }

  /// The row at `indexPath` as the data source shows it now.
  ///
  /// - Complexity: O(log *n*).
  func rowContext(at indexPath: IndexPath) -> RowContext {
    let path = ListIndexPath(section: indexPath.section, row: indexPath.row)
    switch shown {
    case .live:
      return Self.rowContext(in: layout.controller, at: path, indexPath: indexPath)
    case .frozen(let old):
      return Self.rowContext(in: old.controller, at: path, indexPath: indexPath)
    case .refreshing(let old, let refreshed):
      if let live = livePath(ofRowAt: path, in: old.controller, refreshed) {
        return Self.rowContext(in: layout.controller, at: live, indexPath: indexPath)
      }
      return Self.rowContext(in: old.controller, at: path, indexPath: indexPath)
    case .stage(let data):
      let model = data[indexPath.section].rows[indexPath.row]
      let controller = layout.controller
      let (kind, id): (VisibleElement.Kind, ItemID) =
        switch model.key {
        case .row(let id): (.row, id)
        case .detail(let id): (.detail, id)
        case .status(let id): (.status, id)
        }
      let node = controller.snapshot.nodeIndex(of: id)
      let expandable =
        kind == .row && node.map { controller.snapshot.nodes[$0].isExpandable } == true
      let accessibility =
        livePath(of: model.key).map { controller.accessibility(at: $0) }
        ?? RowAccessibility(
          level: model.depth + 1, positionInSet: 1, setSize: 1, isExpandable: expandable,
          isExpanded: model.isExpanded)
      return RowContext(
        kind: kind, itemID: id, content: model.content, depth: model.depth,
        isExpandable: expandable, isExpanded: model.isExpanded,
        checkMark: kind == .row ? node.flatMap { controller.checkMark(ofNode: $0) } : nil,
        accessibility: accessibility, indexPath: indexPath)
    }
  }

  /// Where the engine shows now the row that `old` shows at `path`, if a stage that refreshes
  /// `refreshed` shows it as the engine does.
  ///
  /// That is a reloaded row, or any row of a reloaded section, that the engine still shows;
  /// `nil` otherwise: the row shows as it was.
  ///
  /// - Complexity: O(log *n*).
  func livePath(ofRowAt path: ListIndexPath, in old: Controller, _ refreshed: Refreshed)
    -> ListIndexPath?
  {
    guard refreshed.sections.contains(path.section) || refreshed.rows.contains(path) else {
      return nil
    }
    let row = old.row(at: path)
    guard let id = row.itemID else { return nil }
    switch row.kind {
    case .row: return livePath(of: .row(id))
    case .detail: return livePath(of: .detail(id))
    case .status: return livePath(of: .status(id))
    case .header, .footer: return nil
    }
  }

  /// Where the engine shows now the row with `key`; `nil` when it does not show it.
  ///
  /// - Complexity: O(log *n*).
  func livePath(of key: VisibleRowKey<ItemID>) -> ListIndexPath? {
    let live = layout.controller
    switch key {
    case .row(let id): return live.indexPath(of: id)
    case .detail(let id): return live.indexPath(ofDetailOf: id)
    case .status(let id):
      return live.snapshot.nodeIndex(of: id).flatMap {
        live.rows.indexPath(ofNode: $0, kind: .status, in: live.snapshot)
      }
    }
  }

  /// The section of the engine's state now with the ID of `old`'s section `section`, when a
  /// stage that refreshes `refreshed` reloads it; `nil` otherwise: it shows as it was.
  func liveSection(of section: Int, in old: Controller, _ refreshed: Refreshed) -> Int? {
    guard refreshed.sections.contains(section) else { return nil }
    return layout.controller.snapshot.sectionIndex(of: old.snapshot.sections[section].id)
  }

  static func rowContext(in controller: Controller, at path: ListIndexPath, indexPath: IndexPath)
    -> RowContext
  {
    let row = controller.row(at: path)
    guard let id = row.itemID, let content = row.content else {
      preconditionFailure("row \(path) shows no item")
    }
    return RowContext(
      kind: row.kind, itemID: id, content: content, depth: row.depth,
      isExpandable: row.isExpandable, isExpanded: row.isExpandable && row.isExpanded,
      checkMark: controller.checkMark(at: path), accessibility: controller.accessibility(at: path),
      indexPath: indexPath)
  }

  /// Section `section`'s header as the data source shows it now.
  ///
  /// - Complexity: O(log *n*).
  func headerContext(at section: Int) -> HeaderContext {
    let controller: Controller
    let sectionIndex: Int
    switch shown {
    case .live:
      controller = layout.controller
      sectionIndex = section
    case .frozen(let old):
      controller = old.controller
      sectionIndex = section
    case .refreshing(let old, let refreshed):
      let live = liveSection(of: section, in: old.controller, refreshed)
      controller = live == nil ? old.controller : layout.controller
      sectionIndex = live ?? section
    case .stage(let data):
      controller = layout.controller
      let model = data[section].model
      guard let live = controller.snapshot.sectionIndex(of: model.id) else {
        return HeaderContext(
          section: section, sectionID: model.id, content: model.header, isCollapsible: false,
          isExpanded: true,
          accessibility: RowAccessibility(
            level: 1, positionInSet: section + 1, setSize: data.count, isExpandable: false,
            isExpanded: false))
      }
      sectionIndex = live
    }
    let record = controller.snapshot.sections[sectionIndex]
    let accessibility = controller.accessibility(
      atPosition: controller.rows.headerPosition(ofSection: sectionIndex))
    return HeaderContext(
      section: section, sectionID: record.id, content: record.header,
      isCollapsible: record.isCollapsible, isExpanded: accessibility.isExpanded,
      accessibility: accessibility)
  }

  /// Section `section`'s footer as the data source shows it now (the context of its header, with
  /// the footer's content).
  ///
  /// - Complexity: O(log *n*).
  func footerContext(at section: Int) -> HeaderContext {
    var context = headerContext(at: section)
    let snapshot = layout.controller.snapshot
    switch shown {
    case .stage(let data):
      context.content = data[section].model.footer
    case .frozen(let old):
      context.content = old.controller.snapshot.sections[section].footer
    case .refreshing(let old, let refreshed):
      context.content =
        liveSection(of: section, in: old.controller, refreshed).map {
          snapshot.sections[$0].footer
        }
        ?? old.controller.snapshot.sections[section].footer
    case .live:
      context.content = snapshot.sections[section].footer
    }
    return context
  }

  /// VoiceOver's "Expand" or "Collapse" action, for expandable rows whose selection does
  /// something else (a term that checks when selected and opens its text on demand), and
  /// "Show details" or "Hide details" for an item whose detail opens apart.
  func customActions(for context: RowContext) -> [UIAccessibilityCustomAction]? {
    guard context.kind == .row, context.isExpandable,
      let name = accessibilityStrings.actionName(of: context.accessibility),
      let node = layout.controller.snapshot.nodeIndex(of: context.itemID)
    else { return nil }
    switch layout.controller.snapshot.nodes[node].resolvedBehavior {
    case .toggleDetail, .toggleChildren: return nil
    default: break
    }
    let id = context.itemID
    var actions = [
      UIAccessibilityCustomAction(name: name) { [weak self] _ in
        self?.receive(.toggle(id))
        return true
      }
    ]
    // An item whose detail opens apart offers its detail as a second action.
    if let detailName = accessibilityStrings.detailActionName(of: context.accessibility) {
      actions.append(
        UIAccessibilityCustomAction(name: detailName) { [weak self] _ in
          self?.receive(.toggleDetail(id))
          return true
        })
    }
    return actions
  }

  /// The identity of the row at `indexPath` as shown now, or `nil` for a row that reacts to
  /// nothing.
  func target(at indexPath: IndexPath) -> Target? {
    let context = rowContext(at: indexPath)
    return context.kind == .detail ? .detail(context.itemID) : .row(context.itemID)
  }

  /// The height of a row as shown now; `measuring` resolves a measured row's estimate.
  func rowHeight(at indexPath: IndexPath, measuring: Bool) -> Double {
    let path = ListIndexPath(section: indexPath.section, row: indexPath.row)
    switch shown {
    case .live:
      return measuring ? layout.resolvedHeight(ofRowAt: path) : layout.frame(at: path).height
    case .frozen(let old):
      return old.frame(at: path).height
    case .refreshing(let old, let refreshed):
      guard let live = livePath(ofRowAt: path, in: old.controller, refreshed) else {
        return old.frame(at: path).height
      }
      return measuring ? layout.resolvedHeight(ofRowAt: live) : layout.frame(at: live).height
    case .stage(let data):
      let key = data[indexPath.section].rows[indexPath.row].key
      guard let live = livePath(of: key) else {
        if case .detail = key { return layout.metrics.detailRowHeight.estimate }
        return layout.metrics.rowHeight.estimate
      }
      return measuring ? layout.resolvedHeight(ofRowAt: live) : layout.frame(at: live).height
    }
  }

  /// The height of a header slot or footer as shown now.
  func supplementaryHeight(section: Int, isHeader: Bool) -> Double {
    let source: Layout
    let index: Int
    switch shown {
    case .live:
      source = layout
      index = section
    case .frozen(let old):
      source = old
      index = section
    case .refreshing(let old, let refreshed):
      let live = liveSection(of: section, in: old.controller, refreshed)
      source = live == nil ? old : layout
      index = live ?? section
    case .stage(let data):
      source = layout
      guard let live = layout.controller.snapshot.sectionIndex(of: data[section].model.id) else {
        let content = isHeader ? data[section].model.header : data[section].model.footer
        guard content != nil else { return 0 }
        return isHeader
          ? layout.metrics.automaticHeaderHeight : layout.metrics.automaticFooterHeight
      }
      index = live
    }
    if isHeader {
      return source.frame(ofHeaderInSection: index).maxY - source.frame(ofSection: index).minY
    }
    return source.frame(ofFooterInSection: index).height
  }

  /// Puts a full-size button over a collapsible section's header view, whose action toggles the
  /// section by ID; other headers get none.
  ///
  /// The button is a subview of the header view itself, not of its `contentView`: setting a
  /// content configuration replaces the content view and everything in it
  /// (<https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration>,
  /// <https://developer.apple.com/documentation/uikit/uicollectionviewlistcell>),
  /// so it is brought to the front after the app configured the header.
  func configureHeaderButton(in view: UIView, context: HeaderContext) {
    let identifier = UIAction.Identifier("FoldKitHeaderToggle")
    let existing = view.subviews.compactMap { $0 as? UIButton }.first
    guard context.isCollapsible else {
      existing?.removeFromSuperview()
      return
    }
    let button = existing ?? UIButton(type: .custom, primaryAction: nil)
    if existing == nil {
      button.frame = view.bounds
      button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(button)
    }
    view.bringSubviewToFront(button)
    button.removeAction(identifiedBy: identifier, for: .primaryActionTriggered)
    let sectionID = context.sectionID
    button.addAction(
      UIAction(identifier: identifier) { [weak self] _ in
        self?.focus = .header(sectionID)
        self?.receive(.tap(.header(sectionID)))
      }, for: .primaryActionTriggered)
    let label = context.content.map { layout.controller.accessibilityLabel($0) } ?? ""
    ListAccessibility.apply(
      context.accessibility, label: label, strings: accessibilityStrings, to: button)
  }
}
#endif
