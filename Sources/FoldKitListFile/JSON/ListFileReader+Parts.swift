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
    if open == nil { lastWholePart = part }
    deliver(part)
  }

  /// The part that stays when reading fails after parts were delivered: the sections read
  /// whole before the problem (for an ID used twice, which is found while its section is being
  /// added, those of the last whole part delivered); `nil` when no part was delivered.
  func partBeforeFailure() -> ListDocument.Part? {
    guard deliver != nil, deliveredItems > 0 else { return nil }
    if addingSection {
      if let lastWholePart { return lastWholePart }
      var empty = ListFileContents()
      empty.title = contents.title
      empty.policy = contents.policy
      return ListDocument.Part(
        document: empty.document(), bytesRead: reader.offset, byteCount: reader.count,
        isWhole: true)
    }
    var contents = contents
    contents.expanded.removeSubrange(whole.expanded...)
    contents.checkRoots = checks ? Array(roots[..<whole.roots]) : nil
    return ListDocument.Part(
      document: contents.document(), bytesRead: reader.offset, byteCount: reader.count,
      isWhole: true)
  }

  /// The list read so far, or `nil` when the items of `open` cannot be shown yet (an ID used
  /// twice: the error comes when the section ends).
  func part(open: OpenSection?) -> ListDocument? {
    var contents = contents
    contents.checkRoots = checks ? roots : nil
    if let open, !pending.isEmpty {
      var builder = contents.builder
      do {
        try builder.beginSection(
          id: open.id,
          header: open.header.map {
            ScreenItem($0, role: open.collapsible ? .buttonHeader : .header)
          },
          footer: open.footer.map { ScreenItem($0, role: .footnote) },
          isCollapsible: open.collapsible)
        var added = 0
        var ends: [Int] = []
        for item in pending {
          try builder.beginItem(
            id: item.key, content: item.content, hasDetail: item.hasDetail,
            behavior: item.behavior, options: item.options)
          added += 1
          ends.append(added - 1 + item.size)
          while let end = ends.last, end == added {
            builder.endItem()
            ends.removeLast()
          }
        }
      } catch {
        return nil
      }
      builder.endSection()
      contents.builder = builder
      if open.collapsed { contents.collapsed.append(open.id) }
    }
    return contents.document()
  }
}
