#if os(Linux)
import FoldKit
import FoldKitUIKit
import Testing

/// The accessibility value before and from iOS 18, where the expanded status carries the state.
@Suite struct ListAccessibilityTests {
  @Test func valueNamesStatePositionAndLevel() {
    let title = RowAccessibility(
      level: 1, positionInSet: 3, setSize: 7, isExpandable: true, isExpanded: true)
    #expect(ListAccessibility.value(for: title, includesState: true) == "Expanded, 3 of 7, level 1")
    #expect(ListAccessibility.value(for: title, includesState: false) == "3 of 7, level 1")
    let term = RowAccessibility(
      level: 2, positionInSet: 1, setSize: 2, isExpandable: false, isExpanded: false)
    #expect(
      ListAccessibility.value(for: term, checkMark: .mixed, includesState: true)
        == "Partly checked, 1 of 2, level 2")
  }
}
#endif
