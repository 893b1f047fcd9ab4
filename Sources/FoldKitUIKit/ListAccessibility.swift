#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(iOS) || os(tvOS) || os(visionOS)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

/// How the adapter turns the engine's ``RowAccessibility`` into UIKit's accessibility properties.
public enum ListAccessibility {
  /// The accessibility value: the state word (when `includesState`), the check mark, the
  /// position ("3 of 7") and the level, joined by commas, such as "Collapsed, 2 of 5, level 1".
  ///
  /// On iOS 18 and later `accessibilityExpandedStatus` carries the state, so the value leaves it
  /// out; before, the value is the only place for it.
  ///
  /// - Complexity: O(1).
  public static func value(
    for accessibility: RowAccessibility, checkMark: CheckMark? = nil, includesState: Bool
  ) -> String {
    var parts: [String] = []
    if includesState, let state = accessibility.value { parts.append(state) }
    switch checkMark {
    case .checked: parts.append("Checked")
    case .mixed: parts.append("Partly checked")
    case .unchecked: parts.append("Not checked")
    case nil: break
    }
    parts.append(accessibility.positionDescription)
    parts.append("level \(accessibility.level)")
    return parts.joined(separator: ", ")
  }

  /// Sets label, value, traits and (on iOS 18 and later) the expanded status of `view`.
  ///
  /// - Complexity: O(1).
  @MainActor public static func apply(
    _ accessibility: RowAccessibility, label: String, checkMark: CheckMark? = nil,
    to view: UIView
  ) {
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    var traits = view.accessibilityTraits
    if accessibility.isExpandable || checkMark != nil {
      traits.insert(.button)
    } else {
      traits.remove(.button)
    }
    view.accessibilityTraits = traits
    if #available(iOS 18, tvOS 18, visionOS 2, *) {
      view.accessibilityExpandedStatus =
        accessibility.isExpandable
        ? (accessibility.isExpanded ? .expanded : .collapsed) : .unsupported
      view.accessibilityValue = value(
        for: accessibility, checkMark: checkMark, includesState: false)
    } else {
      view.accessibilityValue = value(for: accessibility, checkMark: checkMark, includesState: true)
    }
    view.accessibilityHint = accessibility.actionName.map { "Double-tap to \($0.lowercased())" }
  }
}
#endif
