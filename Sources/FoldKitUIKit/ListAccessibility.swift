#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
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
    for accessibility: RowAccessibility, checkMark: CheckMark? = nil, includesState: Bool,
    strings: ListAccessibilityStrings = .english
  ) -> String {
    var parts: [String] = []
    if includesState, let state = strings.state(of: accessibility) { parts.append(state) }
    if let checkMark { parts.append(strings.word(for: checkMark)) }
    parts.append(strings.position(accessibility.positionInSet, accessibility.setSize))
    parts.append(strings.level(accessibility.level))
    return parts.joined(separator: strings.separator)
  }

  /// Sets label, value, traits, hint and (on iOS 18 and later) the expanded status of `view`.
  ///
  /// With `isElement` false the view stays a container (a cell hosting SwiftUI controls, which
  /// VoiceOver must reach one by one): the label is left alone and the state goes on the view
  /// only as a value and expanded status its elements inherit nothing from.
  ///
  /// - Complexity: O(1).
  @MainActor public static func apply(
    _ accessibility: RowAccessibility, label: String, checkMark: CheckMark? = nil,
    strings: ListAccessibilityStrings = .english, isElement: Bool = true, to view: UIView
  ) {
    view.isAccessibilityElement = isElement
    view.accessibilityLabel = label
    var traits = view.accessibilityTraits
    if isElement && (accessibility.isExpandable || checkMark != nil) {
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
        for: accessibility, checkMark: checkMark, includesState: false, strings: strings)
    } else {
      view.accessibilityValue = value(
        for: accessibility, checkMark: checkMark, includesState: true, strings: strings)
    }
    view.accessibilityHint = strings.actionName(of: accessibility).map(strings.hint)
  }
}
#endif
