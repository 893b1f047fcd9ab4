// The only file with @objc code, marked so. Compiled on Apple platforms only and never built on
// Linux, so it was checked by hand against Apple's documentation. It adds discoverable key
// commands (listed in the iPad's keyboard shortcut overlay): ⌘← collapses and ⌘→ expands the
// focused row. Plain ← and → need no @objc: `ListTableView.pressesBegan(_:with:)` handles them
// and leaves presses with modifiers to these commands, so no press acts twice.
#if os(iOS) || os(visionOS)
public import UIKit

@available(iOS 15, tvOS 15, *)
extension ListTableView {
  // https://developer.apple.com/documentation/uikit/uiresponder/keycommands
  override open var keyCommands: [UIKeyCommand]? {
    // https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
    [
      UIKeyCommand(
        title: "Collapse", action: #selector(collapseFocused), input: UIKeyCommand.inputLeftArrow,
        modifierFlags: .command),
      UIKeyCommand(
        title: "Expand", action: #selector(expandFocused), input: UIKeyCommand.inputRightArrow,
        modifierFlags: .command),
    ]
  }

  @objc func collapseFocused() {
    _ = listAdapter?.tableViewDidPressArrow(self, isRight: false)
  }

  @objc func expandFocused() {
    _ = listAdapter?.tableViewDidPressArrow(self, isRight: true)
  }
}
#endif
