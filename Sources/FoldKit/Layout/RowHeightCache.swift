/// Measured row heights by item, row kind and width, valid while the item's content is unchanged.
///
/// Each item keeps the heights measured at its two most recent widths, so going back and forth
/// between two widths (a rotation, a split view) measures nothing twice. An entry whose content
/// differs from the item's current content is stale and ignored, then replaced.
@usableFromInline
struct RowHeightCache<ItemID: Hashable & Sendable, Content: Equatable & Sendable>: Sendable {
  /// An item's row or its detail row.
  @usableFromInline
  struct Key: Hashable, Sendable {
    @usableFromInline var id: ItemID
    @usableFromInline var isDetail: Bool

    @usableFromInline
    init(id: ItemID, isDetail: Bool) {
      self.id = id
      self.isDetail = isDetail
    }
  }

  /// What is known about one key: the content measured and up to two (width, height) pairs.
  @usableFromInline
  struct Entry: Sendable {
    @usableFromInline var content: Content
    @usableFromInline var width: Double
    @usableFromInline var height: Double
    @usableFromInline var previousWidth: Double?
    @usableFromInline var previousHeight: Double

    @usableFromInline
    init(
      content: Content, width: Double, height: Double, previousWidth: Double?,
      previousHeight: Double
    ) {
      self.content = content
      self.width = width
      self.height = height
      self.previousWidth = previousWidth
      self.previousHeight = previousHeight
    }
  }

  @usableFromInline var entries: [Key: Entry]

  @usableFromInline
  init() { entries = [:] }

  /// The height measured for `key` at `width` with `content`, or `nil`.
  ///
  /// - Complexity: O(1) on average, plus one content comparison.
  @inlinable
  func height(for key: Key, content: Content, width: Double) -> Double? {
    guard let entry = entries[key], entry.content == content else { return nil }
    if entry.width == width { return entry.height }
    if entry.previousWidth == width { return entry.previousHeight }
    return nil
  }

  /// Records `height` for `key` at `width` with `content`.
  ///
  /// - Complexity: O(1) on average, plus one content comparison.
  @inlinable
  mutating func store(_ height: Double, for key: Key, content: Content, width: Double) {
    guard let index = entries.index(forKey: key), entries.values[index].content == content else {
      entries[key] = Entry(
        content: content, width: width, height: height, previousWidth: nil, previousHeight: 0)
      return
    }
    Self.update(&entries.values[index], height: height, width: width)
  }

  /// Records `height` at `width` in an entry for the same content.
  @inlinable
  static func update(_ entry: inout Entry, height: Double, width: Double) {
    if entry.width != width {
      entry.previousWidth = entry.width
      entry.previousHeight = entry.height
      entry.width = width
    }
    entry.height = height
  }

  /// Forgets everything.
  mutating func removeAll() { entries.removeAll() }
}
