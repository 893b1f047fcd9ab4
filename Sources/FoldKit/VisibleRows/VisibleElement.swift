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
    /// A section's footer (present for every section; zero height without a footer view).
    case footer
  }

  /// What the element is.
  public var kind: Kind
  /// The section index for headers and footers, the snapshot node index for rows and details.
  public var index: Int
  /// The element's height in points (or cells).
  public var height: Double
  /// The ordering key: the element's place in the full list, visible or not.
  @usableFromInline internal var key: UInt64

  @usableFromInline static let footerLocalKey: UInt64 = (1 << 34) - 1

  /// Creates an element; `sectionStart` is the first node index of the element's section.
  @inlinable
  init(kind: Kind, index: Int, section: Int, sectionStart: Int, height: Double) {
    self.kind = kind
    self.index = index
    self.height = height
    let local: UInt64
    switch kind {
    case .header: local = 0
    case .row: local = 2 * UInt64(index - sectionStart) + 1
    case .detail: local = 2 * UInt64(index - sectionStart) + 2
    case .footer: local = Self.footerLocalKey
    }
    key = UInt64(section) << 34 | local
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
  public var isRow: Bool { kind == .row || kind == .detail }

  /// The element's summary: one section for a header, one row for rows and details.
  @inlinable
  public var summary: VisibleSummary {
    VisibleSummary(
      sections: kind == .header ? 1 : 0, rows: isRow ? 1 : 0, height: height, maxKey: key)
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

  /// Creates a summary.
  @inlinable
  init(sections: Int, rows: Int, height: Double, maxKey: UInt64) {
    self.sections = sections
    self.rows = rows
    self.height = height
    self.maxKey = maxKey
  }

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
    maxKey = Swift.max(maxKey, other.maxKey)
  }
}
