/// One element of the visible list: a section header, an item row, a detail row or a footer.
///
/// Every section contributes a header and a footer element even when it has no header or footer
/// view (their height is then zero), so section boundaries are always present in the sequence.
public struct VisibleElement: SumTreeElement, Hashable, Sendable {
  /// What the element is.
  public enum Kind: UInt8, Sendable, Hashable {
    /// A section's header (present for every section; zero height without a header view).
    case header
    /// An item's own row.
    case row
    /// The detail row beneath an expanded item.
    case detail
    /// The row beneath an expanded item whose children are loading, or failed to load.
    case status
    /// A section's footer (present for every section; zero height without a footer view).
    case footer
  }

  // The kind is not stored: the ordering key tells it (see `kind`), so an element takes 24
  // bytes: the key's second part and the index share one 8-byte word.

  /// The second part of the ordering key: zero for items of the snapshot as built, and the
  /// place among the loaded descendants of the static item whose key `key` names otherwise.
  @usableFromInline internal var minor: UInt32 = 0
  /// `index`, in 32 bits: a snapshot holds fewer than 2,147,483,647 items.
  @usableFromInline internal var _index: Int32
  /// The element's height in points (or cells).
  public var height: Double
  /// The ordering key: the element's place in the full list, visible or not.
  @usableFromInline internal var key: UInt64

  /// The section index for headers and footers, the snapshot node index for rows and details.
  @inlinable public var index: Int {
    get { Int(_index) }
    set { _index = Int32(truncatingIfNeeded: newValue) }
  }

  /// What the element is, read from its ordering key.
  ///
  /// An item of the snapshot as built has a key whose low two bits tell its kind within the
  /// section (0 is the header, `footerLocalKey` the footer); an item loaded on demand has a
  /// nonzero second part whose low two bits tell it.
  @inlinable public var kind: Kind {
    if minor != 0 {
      switch minor & 3 {
      case 0: return .row
      case 1: return .detail
      default: return .status
      }
    }
    let local = key & Self.footerLocalKey
    if local == 0 { return .header }
    if local == Self.footerLocalKey { return .footer }
    switch local & 3 {
    case 1: return .row
    case 2: return .detail
    default: return .status
    }
  }

  @usableFromInline static let footerLocalKey: UInt64 = (1 << 34) - 1

  /// Creates an element; `sectionStart` is the first node index of the element's section.
  @inlinable
  init(kind: Kind, index: Int, section: Int, sectionStart: Int, height: Double) {
    _index = Int32(truncatingIfNeeded: index)
    self.height = height
    let local: UInt64
    switch kind {
    case .header: local = 0
    case .row: local = 4 * UInt64(index - sectionStart) + 1
    case .detail: local = 4 * UInt64(index - sectionStart) + 2
    case .status: local = 4 * UInt64(index - sectionStart) + 3
    case .footer: local = Self.footerLocalKey
    }
    key = UInt64(section) << 34 | local
  }

  /// Creates an element with a given two-part key.
  @inlinable
  init(kind: Kind, index: Int, key: UInt64, minor: UInt32, height: Double) {
    _index = Int32(truncatingIfNeeded: index)
    self.height = height
    self.key = key
    self.minor = minor
    assert(self.kind == kind, "the key does not tell the kind")
  }

  /// The key the element of `kind` for `index` would have, visible or not.
  @inlinable
  static func key(kind: Kind, index: Int, section: Int, sectionStart: Int) -> UInt64 {
    VisibleElement(
      kind: kind, index: index, section: section, sectionStart: sectionStart, height: 0
    )
    .key
  }

  /// Whether the element is a row in UIKit's sense (an item row or a detail row).
  @inlinable
  public var isRow: Bool { kind != .header && kind != .footer }

  /// Both parts of the ordering key, for comparing.
  @inlinable
  var fullKey: VisibleKey { VisibleKey(key, minor) }

  /// The element's summary: one section for a header, one row for rows and details.
  @inlinable
  public var summary: VisibleSummary {
    VisibleSummary(
      sections: kind == .header ? 1 : 0, rows: isRow ? 1 : 0, height: height, maxKey: key,
      maxMinor: minor)
  }
}

/// The summary of a run of visible elements: counts, total height and the largest key.
public struct VisibleSummary: SumTreeSummary, Hashable, Sendable {
  /// The number of section headers (so, of sections begun).
  public var sections: Int
  /// The number of rows (item rows and detail rows).
  public var rows: Int
  /// The summed height.
  public var height: Double
  /// The largest ordering key (keys increase along the list).
  @usableFromInline internal var maxKey: UInt64
  /// The second part of the largest ordering key.
  @usableFromInline internal var maxMinor: UInt32

  /// Creates a summary.
  @inlinable
  init(sections: Int, rows: Int, height: Double, maxKey: UInt64, maxMinor: UInt32 = 0) {
    self.sections = sections
    self.rows = rows
    self.height = height
    self.maxKey = maxKey
    self.maxMinor = maxMinor
  }

  /// Both parts of the largest ordering key, for comparing.
  @inlinable
  var maxFullKey: VisibleKey { VisibleKey(maxKey, maxMinor) }

  /// The empty summary.
  public static var zero: VisibleSummary {
    VisibleSummary(sections: 0, rows: 0, height: 0, maxKey: 0)
  }

  /// Adds the summary of the elements that follow.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func add(_ other: VisibleSummary) {
    sections += other.sections
    rows += other.rows
    height += other.height
    if other.maxKey > maxKey || (other.maxKey == maxKey && other.maxMinor > maxMinor) {
      maxKey = other.maxKey
      maxMinor = other.maxMinor
    }
  }
}

/// A two-part ordering key: the element's key, then its place among loaded descendants.
@usableFromInline
struct VisibleKey: Comparable, Hashable, Sendable {
  @usableFromInline var key: UInt64
  @usableFromInline var minor: UInt32

  @inlinable
  init(_ key: UInt64, _ minor: UInt32 = 0) {
    self.key = key
    self.minor = minor
  }

  @inlinable
  static func < (lhs: VisibleKey, rhs: VisibleKey) -> Bool {
    lhs.key < rhs.key || (lhs.key == rhs.key && lhs.minor < rhs.minor)
  }
}
