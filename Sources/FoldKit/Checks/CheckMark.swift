/// The mark a check box shows: checked, unchecked, or mixed when only part of what it stands for
/// is checked.
///
/// A leaf item is only ever checked or unchecked. A parent item in a ``CheckPropagation/tristate``
/// tree, the agree-all control (``CheckTree/allMark``) and a subtree summary
/// (``CheckTree/mark(ofSubtree:)``) are derived from several stored marks and show ``mixed`` when
/// some, but not all, of them are checked. Marks encode as the strings `"unchecked"`, `"checked"`
/// and `"mixed"`.
public enum CheckMark: String, Sendable, Hashable, CaseIterable {
  /// Nothing is checked.
  case unchecked
  /// Everything is checked.
  case checked
  /// Some, but not all, of the marks this one summarises are checked.
  case mixed

  /// The tri-state rule: checked when all `total` marks are checked, unchecked when none is,
  /// mixed otherwise; an empty set (`total == 0`) is unchecked.
  ///
  /// - Parameters:
  ///   - checked: How many of the summarised marks are checked.
  ///   - total: How many marks there are.
  /// - Precondition: `0 <= checked <= total`.
  /// - Complexity: O(1).
  @inlinable
  public init(checked: Int, of total: Int) {
    precondition(
      checked >= 0 && checked <= total, "checked count \(checked) not in 0...\(total)")
    if checked == 0 {
      self = .unchecked
    } else if checked == total {
      self = .checked
    } else {
      self = .mixed
    }
  }
}

#if !hasFeature(Embedded)
extension CheckMark: Codable {}
#endif
