#if ((os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)) || os(Linux)
/// What a ``FoldList`` keeps in the engine for each row, header and footer: the app's item or
/// section value itself.
///
/// The engine identifies rows by their IDs; an entry's equality says nothing about its value
/// (every entry equals every other), because a ``FoldList`` refreshes the rows on screen on every
/// SwiftUI update instead of comparing the app's values, which need be neither `Equatable` nor
/// `Sendable` (`@Observable` classes, say).
public struct FoldListEntry<Item, Section>: Equatable, @unchecked Sendable {
  // @unchecked Sendable: a FoldList builds, reads and replaces its entries on the main actor
  // only (its coordinator and adapter are main-actor isolated); the engine's values are Sendable
  // for its own sake, and an entry is never sent to another actor by FoldKit.

  /// The item of a row, or `nil` for a header or footer.
  public let item: Item?
  /// The section of a header or footer, or `nil` for a row.
  public let section: Section?

  /// An entry for an item's row.
  ///
  /// - Complexity: O(1).
  public init(item: Item) {
    self.item = item
    self.section = nil
  }

  /// An entry for a section's header or footer.
  ///
  /// - Complexity: O(1).
  public init(section: Section) {
    self.item = nil
    self.section = section
  }

  /// Always `true`: entries are told apart by their IDs, not their values.
  ///
  /// - Complexity: O(1).
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

extension FoldListEntry: CustomStringConvertible {
  /// The item's or section's own description (what VoiceOver announcements name).
  public var description: String {
    if let item { return String(describing: item) }
    if let section { return String(describing: section) }
    return ""
  }
}

/// The one section of a ``FoldList`` made from a flat collection of items.
public struct FoldListRoot<Data: RandomAccessCollection>: Identifiable {
  /// The section's ID: always 0.
  public var id: Int { 0 }
  /// The top-level items.
  public var items: Data
}

/// The identity of a collection's storage, so that a view given the same array again does
/// nothing: its first element's address (as a bit pattern) and its count.
///
/// A ``FoldList``'s coordinator keeps the collection it last showed; while it does, the storage
/// cannot be changed in place (copy-on-write copies it first), so the same address and count
/// mean the same elements.
struct FoldListDataIdentity: Equatable {
  let base: Int
  let count: Int

  /// The identity of `data`'s contiguous storage, or `nil` for a collection without one (it is
  /// then rebuilt on every update).
  init?<C: Collection>(_ data: C) {
    guard
      let identity = data.withContiguousStorageIfAvailable({ buffer in
        (buffer.baseAddress.map { Int(bitPattern: $0) } ?? 0, buffer.count)
      })
    else { return nil }
    (base, count) = identity
  }
}
#endif
