/// What one row, header or footer of a screen's list shows.
///
/// Every screen's list uses this content type; ``role`` says how a view draws it and the
/// announcer words it.
public struct ScreenItem: Hashable, Sendable, CustomStringConvertible {
  /// How an item is drawn.
  public enum Role: Hashable, Sendable {
    /// A section header: bold text on a shaded band.
    case header
    /// A section header drawn as a full-width button that hides and shows the section.
    case buttonHeader
    /// A section footer: a shaded band half a line tall.
    case band
    /// A footer with text, dim.
    case footnote
    /// A plain row (a person, a numbered row, a facility, a user's item).
    case row
    /// A bold title row (an accordion category).
    case title
    /// A message: wrapped text, with a checkmark when done.
    case message(isDone: Bool)
    /// A term with a check box and a mandatory or optional tag.
    case term(isMandatory: Bool)
    /// The "agree to all" row.
    case agreeAll
    /// The Agree button, enabled only when every mandatory term is accepted.
    case agreeButton
    /// A row of a user's check list.
    case checkRow(isMandatory: Bool, isDisabled: Bool)
  }

  /// The text shown.
  public var text: String
  /// The text of the item's detail row, if it has one.
  public var detail: String?
  /// How the item is drawn.
  public var role: Role
  /// Extra indentation, in levels of two columns (sub-terms).
  public var indent: Int
  /// A short tag drawn after the text ("mandatory", "필수"), if any.
  public var tag: String?

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(
    _ text: String, detail: String? = nil, role: Role = .row, indent: Int = 0, tag: String? = nil
  ) {
    self.text = text
    self.detail = detail
    self.role = role
    self.indent = indent
    self.tag = tag
  }

  /// Whether a message is done (it shows a checkmark).
  public var isDone: Bool {
    if case .message(let isDone) = role { return isDone }
    return false
  }

  /// Whether the item must be checked before the list can be confirmed.
  public var isMandatory: Bool {
    switch role {
    case .term(let isMandatory), .checkRow(let isMandatory, _): isMandatory
    default: false
    }
  }

  /// Whether the item is drawn disabled and cannot be toggled.
  public var isDisabled: Bool {
    if case .checkRow(_, let isDisabled) = role { return isDisabled }
    return false
  }

  /// The text, as assistive announcements read it.
  public var description: String { text }
}
