/// What one row, header or footer of a gallery list shows.
///
/// The gallery's lists all use this content type; ``role`` says how the renderer draws it.
public struct GalleryItem: Hashable, Sendable, CustomStringConvertible {
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

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(_ text: String, detail: String? = nil, role: Role = .row, indent: Int = 0) {
    self.text = text
    self.detail = detail
    self.role = role
    self.indent = indent
  }

  /// The text, as assistive announcements read it.
  public var description: String { text }
}
