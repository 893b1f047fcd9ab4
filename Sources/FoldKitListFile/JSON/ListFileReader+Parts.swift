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

  /// Delivers the list read so far when `items` items have arrived and that is at least
  /// ``partGrowth`` times the last part (and at least ``firstPart``): the sections read whole
  /// and, with `open`, the complete top-level items of the section being read.
  ///
  /// Parts grow geometrically, so building them (each O(*n*) for *n* items so far: the part
  /// shares the snapshot's storage, which the next item added copies) costs O(*n*) in all, and
  /// so does showing them. No part holds more than ``lastPartItems``: the part on screen and
  /// the list being read are held at once until the end, so memory peaks at the list plus the
  /// last part.
  ///
  /// - Throws: ``ListFileError`` for an ID used twice among the items not indexed yet.
  mutating func deliverPart(at items: Int, open: OpenSection?) throws(ListFileError) {
    // Whole subtrees wait to join the check tree here, so they join a batch at a time rather
    // than all at the end: the items waiting stay a few megabytes, not a copy of every ID.
    if checkItems.count >= Self.checkJoinBatch { joinChecks() }
    guard let deliver, items >= max(firstPart, Self.partGrowth * deliveredItems),
      items > deliveredItems, items <= lastPartItems || deliveredItems == 0
    else { return }
    try indexAddedItems()
    guard let document = part(open: open) else { return }
    let isFirst = deliveredItems == 0
    deliveredItems = document.snapshot.itemCount
    let part = ListDocument.Part(
      document: document, bytesRead: reader.offset, byteCount: reader.count,
      isWhole: open == nil)
    deliver(part)
    // With the first part on screen, the ID index takes the room the estimate asks for, once:
    // growing it by doubling frees large blocks, after which glibc serves blocks up to their
    // size from the heap, and the rest of the load runs about 8% slower.
    if isFirst { contents.builder.reserveIndex(forItems: expectedItems) }
  }

  /// The part that stays when reading fails after parts were delivered: the sections read
  /// whole before the problem; `nil` when no part was delivered.
  func partBeforeFailure() -> ListDocument.Part? {
    guard deliver != nil, deliveredItems > 0 else { return nil }
    var contents = contents
    if addingSection { contents.builder.discardOpenSection() }
    contents.expanded.removeSubrange(whole.expanded...)
    contents.checks = nil
    if checks {
      // The check tree of the sections read whole: the tree cut back to them, or grown with
      // the items of theirs that have not joined it yet (the first of ``checkItems``).
      var tree = checkTree
      if tree.count > whole.checkNodes {
        tree.removeNodes(from: whole.checkNodes)
      } else {
        let missing = whole.checkNodes - tree.count
        checkItems.withUnsafeBufferPointer { items in
          tree.append(unindexed: UnsafeBufferPointer(rebasing: items[..<missing]))
        }
      }
      contents.checks = tree
    }
    return ListDocument.Part(
      document: contents.document(), bytesRead: reader.offset, byteCount: reader.count,
      isWhole: true)
  }

  /// The list read so far: the sections read whole and, with `open`, the section open in the
  /// snapshot builder with its items so far.
  mutating func part(open: OpenSection?) -> ListDocument? {
    if checks { joinChecks() }
    var contents = contents
    // The part's index is its own, sized for it: the reader's, which has room for the whole
    // file, is then never copied when the next item arrives. Its check tree shares it.
    contents.builder.takeOwnIndex()
    contents.checks = checks ? checkTree : nil
    if let open {
      contents.builder.endSection()
      if open.collapsed { contents.collapsed.append(open.id) }
    }
    return contents.document()
  }

  /// A check tree without items.
  static func emptyCheckTree() -> CheckTree<String> {
    do { return try CheckTree(roots: []) } catch {
      preconditionFailure("an empty check tree has no duplicate IDs")
    }
  }

  /// Check items that wait to join the check tree, at most, where a part could be taken (see
  /// ``deliverPart(at:open:)``).
  static let checkJoinBatch = 1 << 16

  /// Adds the check items read since the last part (or batch) to the check tree.
  mutating func joinChecks() {
    guard !checkItems.isEmpty else { return }
    // Taken out while the tree takes them, so that the buffer stays this reader's alone.
    var items: [CheckTree<String>.PreorderItem] = []
    swap(&items, &checkItems)
    items.withUnsafeBufferPointer { checkTree.append(unindexed: $0) }
    items.removeAll(keepingCapacity: true)
    swap(&items, &checkItems)
  }
}
