public import FoldKit

/// The sentences a screen says after a person acts: what a selection did to the row, the check
/// marks, and the Agree button.
///
/// Every view of the screens (terminal, UIKit, web) calls it with the list controller after
/// applying the action, so they all say the same thing.
public struct ScreenAnnouncer: Sendable, Hashable {
  /// The strings the announcer speaks with.
  public var strings: ScreenStrings

  /// Creates an announcer speaking `strings`.
  ///
  /// - Complexity: O(1).
  public init(strings: ScreenStrings) { self.strings = strings }

  /// The sentence after the row of item `id` was activated with `behavior`, or `nil` when the
  /// controller's own announcement (an expansion) says it.
  ///
  /// - Parameters:
  ///   - id: The activated item.
  ///   - behavior: Its resolved behavior.
  ///   - controller: The controller after the activation.
  ///   - couldConfirm: Whether the list could be confirmed before the activation.
  /// - Returns: The sentence, or `nil`.
  /// - Complexity: O(*n*) for *n* items after a check toggle, else O(log *n*).
  public func activation(
    of id: String, behavior: RowBehavior, in controller: ListController<String, String, ScreenItem>,
    couldConfirm: Bool
  ) -> String? {
    guard let node = controller.snapshot.nodeIndex(of: id) else { return nil }
    let item = controller.snapshot.nodes[node].content
    guard let checks = controller.checks else {
      return behavior == .flash ? strings.selected(item.text) : nil
    }
    switch behavior {
    case .toggleCheck, .toggleAll:
      let mark = behavior == .toggleAll ? checks.allMark : checks.mark(of: id)
      var sentence = "\(item.text): \(words(for: mark))"
      // Only a list with an Agree button talks about it (a user's check list has none).
      let hasButton = controller.snapshot.nodes.contains { $0.content.role == .agreeButton }
      if !checks.canConfirm && hasButton {
        sentence += " · " + strings.agreeStillDisabled
      } else if checks.canConfirm && !couldConfirm {
        sentence += " · " + (hasButton ? strings.agreeNowAvailable : strings.mandatoryAllChecked)
      }
      return sentence
    default:
      guard item.role == .agreeButton else { return nil }
      return checks.canConfirm ? strings.agreed : strings.agreeNeedsMandatory
    }
  }

  /// "accepted", "partly accepted" or "not accepted" for `mark`.
  ///
  /// - Complexity: O(1).
  public func words(for mark: CheckMark) -> String {
    switch mark {
    case .checked: strings.accepted
    case .mixed: strings.partlyAccepted
    case .unchecked: strings.notAccepted
    }
  }
}
