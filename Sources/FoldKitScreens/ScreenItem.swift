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
  /// The detail and the tag, out of line: most items have neither, and a list file of millions
  /// of items keeps one of these per item.
  private var extras: Extras?
  /// How the item is drawn.
  public var role: Role
  private var storedIndent: Int32

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(
    _ text: String, detail: String? = nil, role: Role = .row, indent: Int = 0, tag: String? = nil
  ) {
    self.text = text
    self.role = role
    storedIndent = Int32(clamping: indent)
    extras = Extras.make(detail: detail, tag: tag)
  }

  /// The text of the item's detail row, if it has one.
  public var detail: String? {
    get { extras?.detail }
    set { extras = Extras.make(detail: newValue, tag: tag) }
  }

  /// A short tag drawn after the text ("mandatory", "필수"), if any.
  public var tag: String? {
    get { extras?.tag }
    set { extras = Extras.make(detail: detail, tag: newValue) }
  }

  /// Extra indentation, in levels of two columns (sub-terms); kept in 32 bits, so a value
  /// beyond `Int32`'s range reads back clamped to it.
  public var indent: Int {
    get { Int(storedIndent) }
    set { storedIndent = Int32(clamping: newValue) }
  }

  /// Whether two items show the same thing: text, detail, role, indentation and tag.
  ///
  /// - Complexity: O(*t*) for *t* bytes of text compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.text == rhs.text && lhs.role == rhs.role && lhs.storedIndent == rhs.storedIndent
      && lhs.detail == rhs.detail && lhs.tag == rhs.tag
  }

  /// Hashes what ``==`` compares.
  ///
  /// - Complexity: O(*t*) for *t* bytes of text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(detail)
    hasher.combine(role)
    hasher.combine(storedIndent)
    hasher.combine(tag)
  }

  /// An item's detail and tag; never made with both `nil`.
  private final class Extras: Sendable {
    let detail: String?
    let tag: String?

    /// The extras holding `detail` and `tag`, or `nil` when both are `nil`.
    static func make(detail: String?, tag: String?) -> Extras? {
      detail == nil && tag == nil ? nil : Extras(detail: detail, tag: tag)
    }

    private init(detail: String?, tag: String?) {
      self.detail = detail
      self.tag = tag
    }
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
