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

    /// Every role, in the order of ``code``.
    static let allValues: [Role] = [
      .header, .buttonHeader, .band, .footnote, .row, .title, .message(isDone: false),
      .message(isDone: true), .term(isMandatory: false), .term(isMandatory: true), .agreeAll,
      .agreeButton, .checkRow(isMandatory: false, isDisabled: false),
      .checkRow(isMandatory: false, isDisabled: true),
      .checkRow(isMandatory: true, isDisabled: false),
      .checkRow(isMandatory: true, isDisabled: true),
    ]

    /// The role's place in ``allValues``.
    var code: Int {
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
  /// The role, the indentation, the detail and the tag, out of line: a plain row has none of
  /// them, and an item with only a role and a small indentation shares one of a few kept
  /// values, so a list file of millions of items keeps the text and one reference per item.
  private var extras: Extras?

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(
    _ text: String, detail: String? = nil, role: Role = .row, indent: Int = 0, tag: String? = nil
  ) {
    self.text = text
    extras = Extras.make(
      detail: detail, tag: tag, role: role, indent: Int32(clamping: indent))
  }

  /// How the item is drawn.
  public var role: Role {
    get { extras?.role ?? .row }
    set { extras = Extras.make(detail: detail, tag: tag, role: newValue, indent: storedIndent) }
  }

  /// The text of the item's detail row, if it has one.
  public var detail: String? {
    get { extras?.detail }
    set { extras = Extras.make(detail: newValue, tag: tag, role: role, indent: storedIndent) }
  }

  /// A short tag drawn after the text ("mandatory", "필수"), if any.
  public var tag: String? {
    get { extras?.tag }
    set { extras = Extras.make(detail: detail, tag: newValue, role: role, indent: storedIndent) }
  }

  /// Extra indentation, in levels of two columns (sub-terms); kept in 32 bits, so a value
  /// beyond `Int32`'s range reads back clamped to it.
  public var indent: Int {
    get { Int(storedIndent) }
    set {
      extras = Extras.make(
        detail: detail, tag: tag, role: role, indent: Int32(clamping: newValue))
    }
  }

  /// The indentation as kept.
  private var storedIndent: Int32 { extras?.indent ?? 0 }

  /// Whether two items show the same thing: text, detail, role, indentation and tag.
  ///
  /// - Complexity: O(*t*) for *t* bytes of text, detail and tag compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.text == rhs.text else { return false }
    switch (lhs.extras, rhs.extras) {
    case (nil, nil): return true
    case (let left?, let right?):
      return left.storage === right.storage || left.showsTheSame(as: right)
    // Extras are never made for a plain row.
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

  /// What ``Extras`` keeps beside the bytes of the detail and the tag.
  private struct ExtrasHeader {
    /// The detail's UTF-8 bytes, first in the buffer; -1 without a detail.
    var detailCount: Int32
    /// The tag's UTF-8 bytes, after the detail's; -1 without a tag.
    var tagCount: Int32
    var indent: Int32
    /// The role's ``Role/code``.
    var roleCode: UInt8
  }

  /// What an item has beyond its text, with the detail and the tag kept as UTF-8 bytes in the
  /// same block (one allocation where two strings and a reference would take three); never
  /// made for a plain row (role ``Role/row``, no indentation, detail or tag).
  ///
  /// Sendable: its storage is never changed once made (the bytes are written as it is made).
  private struct Extras: @unchecked Sendable {
    /// The header and the bytes.
    let storage: ExtrasStorage

    /// The extras holding these values: `nil` for a plain row, a kept value for a role and an
    /// indentation below ``sharedIndents`` alone, otherwise a new one.
    static func make(detail: String?, tag: String?, role: Role, indent: Int32) -> Extras? {
      if detail == nil && tag == nil {
        if role == .row && indent == 0 { return nil }
        if indent >= 0 && indent < sharedIndents {
          return shared[role.code * Int(sharedIndents) + Int(indent)]
        }
      }
      return made(detail: detail, tag: tag, role: role, indent: indent)
    }

    /// A new extras holding these values.
    private static func made(detail: String?, tag: String?, role: Role, indent: Int32) -> Extras {
      var detail = detail
      var tag = tag
      let detailCount = detail?.utf8.count ?? -1
      let tagCount = tag?.utf8.count ?? -1
      let buffer = ExtrasStorage.create(
        minimumCapacity: max(0, detailCount) + max(0, tagCount)
      ) { _ in
        ExtrasHeader(
          detailCount: Int32(detailCount), tagCount: Int32(tagCount), indent: indent,
          roleCode: UInt8(role.code))
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
      return Extras(storage: unsafeDowncast(buffer, to: ExtrasStorage.self))
    }

    /// Indentations below this have kept extras for each role.
    static let sharedIndents: Int32 = 4

    /// The kept extras, ``sharedIndents`` a role, in the order of ``Role/code``.
    static let shared: [Extras] = Role.allValues.flatMap { role in
      (0..<sharedIndents).map { made(detail: nil, tag: nil, role: role, indent: $0) }
    }

    var role: Role { Role.allValues[Int(storage.header.roleCode)] }
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
    func showsTheSame(as other: Extras) -> Bool {
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

  /// The block behind ``Extras``.
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
