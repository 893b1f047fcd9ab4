// ⚠️ The only file with @objc code. Compiled on Apple platforms only; never built on Linux, so it
// is checked by hand against Apple's documentation. It adds discoverable key commands (shown in
// the iPad keyboard shortcut overlay) for ← and →; `pressesBegan(_:with:)` in ListTableView
// already handles the keys themselves without @objc.
#if canImport(UIKit) && canImport(ObjectiveC)
public import UIKit

@available(iOS 15, tvOS 15, *)
extension ListTableView {
  // https://developer.apple.com/documentation/uikit/uiresponder/keycommands
  override open var keyCommands: [UIKeyCommand]? {
    // https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
    let collapse = UIKeyCommand(
      title: "Collapse", action: #selector(collapseFocused), input: UIKeyCommand.inputLeftArrow)
    let expand = UIKeyCommand(
      title: "Expand", action: #selector(expandFocused), input: UIKeyCommand.inputRightArrow)
    // https://developer.apple.com/documentation/uikit/uikeycommand/wantspriorityoversystembehavior
    collapse.wantsPriorityOverSystemBehavior = true
    expand.wantsPriorityOverSystemBehavior = true
    return [collapse, expand]
  }

  @objc func collapseFocused() {
    _ = listAdapter?.tableViewDidPressArrow(self, isRight: false)
  }

  @objc func expandFocused() {
    _ = listAdapter?.tableViewDidPressArrow(self, isRight: true)
  }
}
#endif
