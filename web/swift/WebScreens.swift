import FoldKit
import FoldKitScreens

// The five screens come from FoldKitScreens (the data the terminal gallery and the UIKit example
// show); this file only names how the page draws each item.

/// The page's name for a role: the CSS class `role-NAME` and the behaviour of gallery.js.
func roleName(_ role: ScreenItem.Role) -> String {
  switch role {
  case .header: "header"
  case .buttonHeader: "button-header"
  case .band: "band"
  case .footnote: "footnote"
  case .row: "row"
  case .title: "title"
  case .message: "message"
  case .term: "term"
  case .agreeAll: "agree-all"
  case .agreeButton: "agree-button"
  case .checkRow: "check-row"
  }
}

/// Whether text of this role is measured and wrapped (messages, and the content of terms).
func isMeasured(_ item: ScreenItem, kind: VisibleElement.Kind) -> Bool {
  switch (item.role, kind) {
  case (.message, .row), (.term, .detail): true
  default: false
  }
}
