import FoldKit
import FoldKitScreens

extension ListFileReader {
  /// A section whose items are being read, with what is known of it when its items start.
  struct OpenSection {
    var id: String
    var header: String?
    var footer: String?
    var collapsible: Bool
    var collapsed: Bool
  }

  /// Delivers the list read so far when `items` items have arrived and that is at least twice
  /// the last part (and at least ``firstPart``): the sections read whole and, with `open`, the
  /// complete top-level items of the section being read.
  ///
  /// Parts double in size, so building them (each O(*n*) for *n* items so far) costs O(*n*) in
  /// all, and so does showing them.
  mutating func deliverPart(at items: Int, open: OpenSection?) {
    guard let deliver, items >= max(firstPart, 2 * deliveredItems), items > deliveredItems
    else { return }
    guard let document = part(open: open) else { return }
    deliveredItems = document.snapshot.itemCount
    let part = ListDocument.Part(
      document: document, bytesRead: reader.offset, byteCount: reader.count,
      isWhole: open == nil)
    deliver(part)
  }

  /// The part that stays when reading fails after parts were delivered: the sections read
  /// whole before the problem; `nil` when no part was delivered.
  func partBeforeFailure() -> ListDocument.Part? {
    guard deliver != nil, deliveredItems > 0 else { return nil }
    var contents = contents
    if addingSection { contents.builder.discardOpenSection() }
    contents.expanded.removeSubrange(whole.expanded...)
    contents.checkRoots = checks ? Array(roots[..<whole.roots]) : nil
    return ListDocument.Part(
      document: contents.document(), bytesRead: reader.offset, byteCount: reader.count,
      isWhole: true)
  }

  /// The list read so far: the sections read whole and, with `open`, the section open in the
  /// snapshot builder with its items so far.
  func part(open: OpenSection?) -> ListDocument? {
    var contents = contents
    contents.checkRoots = checks ? roots : nil
    if let open {
      contents.builder.endSection()
      if open.collapsed { contents.collapsed.append(open.id) }
    }
    return contents.document()
  }
}
