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

    /// The role whose ``code`` is `code`.
    init(code: UInt8) {
      switch code {
      case 0: self = .header
      case 1: self = .buttonHeader
      case 2: self = .band
      case 3: self = .footnote
      case 5: self = .title
      case 6, 7: self = .message(isDone: code == 7)
      case 8, 9: self = .term(isMandatory: code == 9)
      case 10: self = .agreeAll
      case 11: self = .agreeButton
      case 12...15: self = .checkRow(isMandatory: code >= 14, isDisabled: code & 1 != 0)
      default: self = .row
      }
    }

    /// A number for the role, from 0 to 15 (the plain row is 4).
    var code: UInt8 {
      switch self {
      case .header: 0
      case .buttonHeader: 1
      case .band: 2
      case .footnote: 3
      case .row: 4
      case .title: 5
      case .message(let isDone): isDone ? 7 : 6
      case .term(let isMandatory): isMandatory ? 9 : 8
      case .agreeAll: 10
      case .agreeButton: 11
      case .checkRow(let isMandatory, let isDisabled):
        12 + (isMandatory ? 2 : 0) + (isDisabled ? 1 : 0)
      }
    }
  }

  /// The text shown.
  public var text: String
  /// The role, the indentation, the detail and the tag: in the same 8 bytes as a reference
  /// when the item has only a role and an indentation (no reference to count), else out of
  /// line, so a list file of millions of items keeps the text and 8 bytes per item.
  private var extras: Extras

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(
    _ text: String, detail: String? = nil, role: Role = .row, indent: Int = 0, tag: String? = nil
  ) {
    self.text = text
    extras = Extras(detail: detail, tag: tag, role: role, indent: Int32(clamping: indent))
  }

  /// How the item is drawn.
  public var role: Role {
    get {
      switch extras {
      case .compact(let code, _): Role(code: code)
      case .stored(let stored): stored.role
      }
    }
    set { extras = Extras(detail: detail, tag: tag, role: newValue, indent: storedIndent) }
  }

  /// The text of the item's detail row, if it has one.
  public var detail: String? {
    get { extras.stored?.detail }
    set { extras = Extras(detail: newValue, tag: tag, role: role, indent: storedIndent) }
  }

  /// A short tag drawn after the text ("mandatory", "필수"), if any.
  public var tag: String? {
    get { extras.stored?.tag }
    set { extras = Extras(detail: detail, tag: newValue, role: role, indent: storedIndent) }
  }

  /// Extra indentation, in levels of two columns (sub-terms); kept in 32 bits, so a value
  /// beyond `Int32`'s range reads back clamped to it.
  public var indent: Int {
    get { Int(storedIndent) }
    set { extras = Extras(detail: detail, tag: tag, role: role, indent: Int32(clamping: newValue)) }
  }

  /// The indentation as kept.
  private var storedIndent: Int32 {
    switch extras {
    case .compact(_, let indent): Int32(indent)
    case .stored(let stored): stored.indent
    }
  }

  /// Whether two items show the same thing: text, detail, role, indentation and tag.
  ///
  /// - Complexity: O(*t*) for *t* bytes of text, detail and tag compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.text == rhs.text else { return false }
    switch (lhs.extras, rhs.extras) {
    case (.compact(let leftCode, let leftIndent), .compact(let rightCode, let rightIndent)):
      return leftCode == rightCode && leftIndent == rightIndent
    case (.stored(let left), .stored(let right)):
      return left.storage === right.storage || left.showsTheSame(as: right)
    // Extras are stored only with a detail, a tag or an indentation too large to be compact.
    default: return false
    }
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

  /// What ``StoredExtras`` keeps beside the bytes of the detail and the tag.
  private struct ExtrasHeader {
    /// The detail's UTF-8 bytes, first in the buffer; -1 without a detail.
    var detailCount: Int32
    /// The tag's UTF-8 bytes, after the detail's; -1 without a tag.
    var tagCount: Int32
    var indent: Int32
    /// The role's ``Role/code``.
    var roleCode: UInt8
  }

  /// What an item has beyond its text.
  private enum Extras {
    /// A role and an indentation alone, kept in place.
    case compact(roleCode: UInt8, indent: Int16)
    /// A detail or a tag (or an indentation beyond 16 bits), kept out of line.
    case stored(StoredExtras)

    /// The extras holding these values: compact without a detail and a tag, when the
    /// indentation fits.
    init(detail: String?, tag: String?, role: Role, indent: Int32) {
      if detail == nil && tag == nil, let small = Int16(exactly: indent) {
        self = .compact(roleCode: role.code, indent: small)
      } else {
        self = .stored(StoredExtras.made(detail: detail, tag: tag, role: role, indent: indent))
      }
    }

    /// The extras kept out of line, if they are.
    var stored: StoredExtras? {
      if case .stored(let stored) = self { return stored }
      return nil
    }
  }

  /// Extras kept out of line, with the detail and the tag as UTF-8 bytes in the same block as
  /// the role and the indentation (one allocation where two strings and a reference would
  /// take three).
  ///
  /// Sendable: its storage is never changed once made (the bytes are written as it is made).
  private struct StoredExtras: @unchecked Sendable {
    /// The header and the bytes.
    let storage: ExtrasStorage

    /// A new extras holding these values.
    static func made(detail: String?, tag: String?, role: Role, indent: Int32) -> StoredExtras {
      var detail = detail
      var tag = tag
      let detailCount = detail?.utf8.count ?? -1
      let tagCount = tag?.utf8.count ?? -1
      let buffer = ExtrasStorage.create(
        minimumCapacity: max(0, detailCount) + max(0, tagCount)
      ) { _ in
        ExtrasHeader(
          detailCount: Int32(detailCount), tagCount: Int32(tagCount), indent: indent,
          roleCode: role.code)
      }
      buffer.withUnsafeMutablePointerToElements { bytes in
        func write(_ text: inout String?, at start: Int) {
          text?.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            (bytes + start).initialize(from: base, count: utf8.count)
          }
        }
        write(&detail, at: 0)
        write(&tag, at: max(0, detailCount))
      }
      return StoredExtras(storage: unsafeDowncast(buffer, to: ExtrasStorage.self))
    }

    var role: Role { Role(code: storage.header.roleCode) }
    var indent: Int32 { storage.header.indent }
    var detail: String? { string(from: 0, count: storage.header.detailCount) }
    var tag: String? {
      string(from: max(0, Int(storage.header.detailCount)), count: storage.header.tagCount)
    }

    /// The string of `count` bytes from `start`, or `nil` for a count of -1.
    private func string(from start: Int, count: Int32) -> String? {
      guard count >= 0 else { return nil }
      return storage.withUnsafeMutablePointerToElements {
        String(decoding: UnsafeBufferPointer(start: $0 + start, count: Int(count)), as: UTF8.self)
      }
    }

    /// Whether `other` holds the same role, indentation, detail and tag: the same bytes, or
    /// strings equal as Swift compares them.
    func showsTheSame(as other: StoredExtras) -> Bool {
      let mine = storage.header
      let theirs = other.storage.header
      guard mine.roleCode == theirs.roleCode && mine.indent == theirs.indent else { return false }
      if mine.detailCount == theirs.detailCount && mine.tagCount == theirs.tagCount {
        let count = Int(max(0, mine.detailCount) + max(0, mine.tagCount))
        let same = storage.withUnsafeMutablePointerToElements { left in
          other.storage.withUnsafeMutablePointerToElements { right in
            UnsafeBufferPointer(start: left, count: count).elementsEqual(
              UnsafeBufferPointer(start: right, count: count))
          }
        }
        if same { return true }
      }
      return detail == other.detail && tag == other.tag
    }
  }

  /// The block behind ``StoredExtras``.
  private final class ExtrasStorage: ManagedBuffer<ExtrasHeader, UInt8> {}

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
