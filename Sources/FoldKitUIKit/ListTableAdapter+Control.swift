#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

// Auto Layout heights and the typed hooks of the table; control by item ID is ListAdapting's.

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter {
  /// Measures rows with Auto Layout: each measured row (``RowHeight/measured(estimate:)``) is
  /// sized by a sizing cell of its kind, configured as on screen, with
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at the
  /// table's width; the layout keeps the heights, so offsets stay the layout's.
  ///
  /// - Complexity: O(*v*) once, plus one sizing per row measured later.
  public func useAutoLayoutHeights() {
    listCore.replaceLayout(
      measure: ListAdapterCore<SectionID, ItemID, Content>.mainActorMeasure {
        [weak self] content, kind, width in
        self?.autoLayoutHeight(of: content, kind: kind, width: width) ?? 44
      })
  }

  /// The height a sizing cell of the row's kind fits in at `width`.
  func autoLayoutHeight(of content: Content, kind: VisibleElement.Kind, width: Double) -> Double {
    let context = listCore.sizingContext(of: content, kind: kind)
    let identifier = cellKind(context)
    let cell: UITableViewCell
    if let existing = sizingCells[identifier] {
      cell = existing
    } else {
      cell =
        tableView?.dequeueReusableCell(
          withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
        ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      sizingCells[identifier] = cell
    }
    cell.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: 44)
    configureCell(cell, context)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return Double(size.height)
  }

  // MARK: Typed hooks

  /// Gives the proxy the hooks, turning index paths into row contexts.
  func installHooks() {
    proxy.hooks.willDisplay = willDisplay.map { hook in
      { [weak self] cell, path in
        guard let self else { return }
        hook(cell, self.listCore.rowContext(at: path))
      }
    }
    proxy.hooks.didEndDisplaying = didEndDisplaying
    proxy.hooks.prefetch = prefetch.map { hook in
      { [weak self] paths in
        guard let self else { return }
        let count = self.listCore.numberOfSections()
        hook(
          paths.filter {
            $0.section < count && $0.row < self.listCore.numberOfRows(inSection: $0.section)
          }.map(self.listCore.rowContext(at:)))
      }
    }
    #if !os(tvOS)
    proxy.hooks.leadingSwipe = wrap(leadingSwipeActions)
    proxy.hooks.trailingSwipe = wrap(trailingSwipeActions)
    proxy.hooks.contextMenu = contextMenu.map { hook in
      { [weak self] path, point in
        guard let self else { return nil }
        return hook(self.listCore.rowContext(at: path), point)
      }
    }
    proxy.hooks.editingStyle = editingStyle.map { hook in
      { [weak self] path in
        guard let self else { return .none }
        return hook(self.listCore.rowContext(at: path))
      }
    }
    proxy.hooks.commitEditing = commitEditing.map { hook in
      { [weak self] style, path in
        guard let self else { return }
        hook(style, self.listCore.rowContext(at: path))
      }
    }
    if deletesBySwipe {
      if proxy.hooks.editingStyle == nil {
        proxy.hooks.editingStyle = { [weak self] path in
          guard let self, self.listCore.contains(path) else { return .none }
          return self.listCore.rowContext(at: path).kind == .row ? .delete : .none
        }
      }
      if proxy.hooks.commitEditing == nil {
        proxy.hooks.commitEditing = { [weak self] style, path in
          guard let self, style == .delete, self.listCore.contains(path) else { return }
          let context = self.listCore.rowContext(at: path)
          guard context.kind == .row else { return }
          self.deleteItems([context.itemID])
        }
      }
    }
    proxy.hooks.multipleSelection = allowsTwoFingerSelection
    #endif
    proxy.hooks.reorders = reordersRows
  }

  func wrap<Answer>(_ hook: ((RowContext) -> Answer?)?) -> ((IndexPath) -> Answer?)? {
    hook.map { hook in
      { [weak self] path in
        guard let self else { return nil }
        return hook(self.listCore.rowContext(at: path))
      }
    }
  }
}

#endif
