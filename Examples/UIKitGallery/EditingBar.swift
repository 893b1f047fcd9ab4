#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

/// The Sections screen's editing buttons at the bottom of the safe area: Edit (Done while
/// editing), Delete for the selected rows, and Undo.
@available(iOS 15, tvOS 15, *)
@MainActor public final class EditingBar {
  /// Turns editing on (reorder controls, several selected rows) and off.
  public let editButton: UIButton
  /// Deletes the selected rows; enabled while some are selected.
  public let deleteButton: UIButton
  /// Undoes the last move or delete.
  public let undoButton: UIButton
  /// Whether the screen is editing.
  public private(set) var isEditing = false
  let setEditing: (Bool) -> Void

  init(
    setEditing: @escaping (Bool) -> Void, delete: @escaping () -> Void,
    undo: @escaping () -> Void
  ) {
    self.setEditing = setEditing
    editButton = UIButton(type: .system, primaryAction: nil)
    deleteButton = UIButton(
      type: .system, primaryAction: UIAction(title: "Delete") { _ in delete() })
    undoButton = UIButton(type: .system, primaryAction: UIAction(title: "Undo") { _ in undo() })
    editButton.addAction(
      UIAction(title: "Edit") { [weak self] _ in self?.toggle() }, for: .primaryActionTriggered)
    editButton.setTitle("Edit", for: .normal)
    deleteButton.setTitle("Delete", for: .normal)
    undoButton.setTitle("Undo", for: .normal)
    deleteButton.isEnabled = false
  }

  /// Turns editing on or off and names the button after what it does next.
  func toggle() {
    isEditing.toggle()
    editButton.setTitle(isEditing ? "Done" : "Edit", for: .normal)
    setEditing(isEditing)
  }

  /// Follows the engine's selection: Delete is enabled while items are selected.
  func selectionChanged(_ selection: ListSelection<String>) {
    deleteButton.isEnabled = !selection.isEmpty
  }

  /// Adds the buttons to `view` and places them side by side at the bottom of its safe area;
  /// returns the bottom inset that keeps a list's last rows above them.
  func place(in view: UIView) -> CGFloat {
    let bounds = view.bounds
    let safe = view.safeAreaInsets
    let height: CGFloat = 44
    let margin: CGFloat = 8
    let buttons = [editButton, deleteButton, undoButton]
    let width = (bounds.width - safe.left - safe.right - 32) / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      if button.superview !== view { view.addSubview(button) }
      button.frame = CGRect(
        x: safe.left + 16 + CGFloat(index) * width,
        y: bounds.height - safe.bottom - margin - height,
        width: width, height: height)
    }
    return height + 2 * margin
  }

  /// The sections of `snapshot` without the items of `removed` (and their descendants): the
  /// example's data after a delete.
  static func snapshot(
    _ snapshot: Snapshot<String, String, ExampleItem>, removing removed: Set<String>
  ) -> Snapshot<String, String, ExampleItem> {
    Snapshot(uncheckedSections: snapshot.sections(removing: removed))
  }
}
#endif
