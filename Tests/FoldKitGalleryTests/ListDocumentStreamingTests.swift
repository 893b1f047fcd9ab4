import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import FoldKitTestSupport
import Foundation
import Testing

/// Opening a list file part by part: the parts, their batch updates, and the end of the load.
@Suite struct ListDocumentStreamingTests {
  /// A random list file: sections with their ID before or after their items (or none), headers,
  /// collapsed sections, nested items, open items; a check list one time in four.
  static func randomFile(_ random: inout SplitMix64) -> String {
    var next = 0
    func item(depth: Int) -> String {
      next += 1
      var fields = ["\"id\": \"n\(next)\"", "\"title\": \"Item \(next) \\\"q\\\" \\u00e9 😀\""]
      if random.next() % 3 == 0 { fields.append("\"detail\": \"Detail \(next)\\nline\"") }
      if depth < 3 && random.next() % 4 == 0 {
        let children = (0..<Int(random.next() % 4)).map { _ in item(depth: depth + 1) }
        fields.append("\"children\": [\(children.joined(separator: ", "))]")
        if random.next() % 2 == 0 { fields.append("\"expanded\": true") }
      }
      return "{ " + fields.joined(separator: ", ") + " }"
    }
    let checks = random.next() % 4 == 0
    var sections: [String] = []
    for index in 0..<Int(1 + random.next() % 6) {
      let items = (0..<Int(random.next() % 40)).map { _ in item(depth: 0) }
      var fields = ["\"items\": [\n" + items.joined(separator: ",\n") + "\n]"]
      switch random.next() % 3 {
      case 0: fields.insert("\"id\": \"s\(index)\"", at: 0)
      case 1: fields.append("\"id\": \"s\(index)\"")
      default: break
      }
      if random.next() % 2 == 0 { fields.insert("\"header\": \"Section \(index)\"", at: 0) }
      if random.next() % 5 == 0 { fields.append("\"collapsible\": true, \"collapsed\": true") }
      sections.append("{ " + fields.joined(separator: ", ") + " }")
    }
    let head = checks ? "\"checks\": true, \"agreeAll\": \"All\", " : ""
    return "{ \"title\": \"Random\", \(head)\"sections\": [\n" + sections.joined(separator: ",\n")
      + "\n] }\n"
  }

  /// The row count of each section in a visible model.
  static func counts<Model>(_ model: [DiffSection<Model, some Any>]) -> [Int] {
    model.map(\.rows.count)
  }

  @Test func streamedOpenEndsAsTheWholeFileOpenWithValidBatchUpdates() throws {
    let files = scaledStepCount("FOLDKIT_STREAM_STEPS", default: 60)
    var seen = (parts: 0, open: 0, stages: 0, readAhead: 0)
    defer {
      // The files exercise parts inside a section, batches between parts, and items read
      // ahead.
      #expect(
        seen.parts > files && seen.open > 0 && seen.stages > files && seen.readAhead > files,
        "\(seen)")
    }
    for seed in 1...UInt64(files) {
      var random = SplitMix64(seed: seed)
      let bytes = Array(Self.randomFile(&random).utf8)
      let whole = try ListDocument.load(bytes, file: "r.json")
      // The last two read items ahead on a second thread, in chunks of that many bytes.
      for (firstItems, readAheadChunk) in [
        (1, nil), (2, nil), (7, nil), (64, nil), (1, 32), (7, 9),
      ] {
        var parts: [ListDocument.Part] = []
        let streamed = try ListDocument.load(
          bytes, file: "r.json", reread: nil, releaseStep: 1 << 22,
          parts: ListDocument.Parts(firstItems: firstItems, deliver: { parts.append($0) }),
          readAheadChunk: readAheadChunk)
        if readAheadChunk != nil { seen.readAhead += streamed.itemsReadAhead }
        let ids = whole.snapshot.nodes.map(\.id)
        #expect(streamed.snapshot.nodes.map(\.id) == ids, "seed \(seed)")
        #expect(streamed.snapshot.sections.map(\.id) == whole.snapshot.sections.map(\.id))
        #expect(streamed.snapshot.nodes.map(\.content) == whole.snapshot.nodes.map(\.content))
        #expect(streamed.expansion.expandedIDs.sorted() == whole.expansion.expandedIDs.sorted())
        #expect((streamed.checks == nil) == (whole.checks == nil))
        #expect(streamed.checks?.ids == whole.checks?.ids)
        #expect(streamed.checks?.state == whole.checks?.state)
        #expect(streamed.checks?.canConfirm == whole.checks?.canConfirm)
        // A check list's tree finds its IDs through the snapshot's index, which also holds the
        // agree-all row: that ID is not the tree's.
        for checks in [whole.checks, streamed.checks].compactMap({ $0 }) {
          #expect(
            checks.sharesIndex && checks.readsIDsFromSnapshot && !checks.contains("agree-all"),
            "seed \(seed)")
        }
        // Each part is a prefix of the list, at least four times the one before.
        var previous = 0
        seen.parts += parts.count
        seen.open += parts.filter { !$0.isWhole }.count
        for part in parts {
          let count = part.document.snapshot.itemCount
          #expect(count >= max(firstItems, 4 * previous) && count > previous, "seed \(seed)")
          #expect(part.document.snapshot.nodes.map(\.id) == Array(ids.prefix(count)))
          // A part's check marks are those of its items, as in the whole list (its top-level
          // items are whole).
          if let checks = part.document.checks, let wholeChecks = whole.checks {
            #expect(checks.ids == Array(ids.prefix(count)).filter { $0 != "agree-all" })
            #expect(checks.sharesIndex && checks.readsIDsFromSnapshot, "seed \(seed)")
            for id in checks.ids {
              #expect(checks.mark(of: id) == wholeChecks.mark(of: id), "seed \(seed)")
            }
          } else {
            #expect((part.document.checks == nil) == (whole.checks == nil), "seed \(seed)")
          }
          #expect(part.bytesRead <= part.byteCount && part.byteCount == bytes.count)
          previous = count
        }
        // Showing the parts one after the other, then the whole list: every batch is valid.
        guard let first = parts.first else { continue }
        var controller = ListController(
          snapshot: first.document.snapshot, expansion: first.document.expansion)
        var shown = Self.counts(controller.visibleModel)
        for next in parts.dropFirst().map(\.document) + [streamed] {
          for stage in controller.update(to: next.snapshot) {
            let counts = Self.counts(stage.data)
            let report = BatchUpdateValidator.validate(
              oldCounts: shown, changeset: stage.changeset, newCounts: counts)
            #expect(report.isClean, "seed \(seed), first \(firstItems): \(report)")
            shown = counts
            seen.stages += 1
          }
        }
        #expect(controller.snapshot.nodes.map(\.id) == ids)
      }
    }
  }

  @Test func appendingEachPartShowsWhatAFreshListShowsWithValidBatchUpdates() throws {
    var appended = 0
    defer { #expect(appended > 20) }
    for seed in 1...UInt64(scaledStepCount("FOLDKIT_STREAM_STEPS", default: 60)) {
      var random = SplitMix64(seed: seed)
      let bytes = Array(Self.randomFile(&random).utf8)
      for firstItems in [1, 5] {
        var parts: [ListDocument.Part] = []
        let whole = try ListDocument.load(
          bytes, file: "r.json", firstItems: firstItems, delivering: { parts.append($0) })
        guard let first = parts.first else { continue }
        var controller = ListController(
          snapshot: first.document.snapshot, expansion: first.document.expansion)
        // Open an item, as a person might while the list loads.
        if let open = first.document.snapshot.nodes.first(where: \.isExpandable) {
          controller.toggle(open.id)
        }
        for next in parts.dropFirst().map(\.document) + [whole] {
          let before = Self.counts(controller.visibleModel)
          let old = controller
          guard let changeset = controller.append(extending: next.snapshot) else {
            #expect(controller.snapshot.itemCount == old.snapshot.itemCount)
            #expect(Array(controller.rows.elements) == Array(old.rows.elements))
            _ = controller.update(to: next.snapshot)
            continue
          }
          appended += 1
          controller.rows.checkInvariants()
          // Without the list of new rows (as a terminal appends): the same rows, the same new
          // sections.
          var unlisted = old
          let brief = unlisted.append(extending: next.snapshot, listingRows: false)
          #expect(brief?.insertedRows.isEmpty == true)
          #expect(brief?.insertedSections == changeset.insertedSections)
          #expect(Array(unlisted.rows.elements) == Array(controller.rows.elements))
          let after = Self.counts(controller.visibleModel)
          let report = BatchUpdateValidator.validate(
            oldCounts: before, changeset: changeset, newCounts: after)
          #expect(report.isClean, "seed \(seed): \(report)")
          let fresh = ListController(snapshot: next.snapshot, expansion: controller.expansion)
          #expect(Array(controller.rows.elements) == Array(fresh.rows.elements), "seed \(seed)")
          #expect(controller.visibleModel == fresh.visibleModel, "seed \(seed)")
        }
      }
    }
  }

  @Test func aLargePartAppendsAsAFreshListShowsIt() throws {
    // More new rows than one run of the append, in the last section shown and in new
    // sections, after open items: built and inserted run by run, they must come out as a fresh
    // list shows them.
    func item(_ id: Int) -> ListItem<String, ScreenItem> {
      let children =
        id % 7 == 0
        ? (0..<3).map { ListItem(id: "c\(id)-\($0)", content: ScreenItem("Child \($0)")) } : []
      return ListItem(
        id: "i\(id)", content: ScreenItem("Row \(id)"), children: children,
        hasDetail: id % 5 == 0)
    }
    func snapshot(lastItems: Int, newSections: Int) throws -> Snapshot<
      String, String, ScreenItem
    > {
      var sections = [
        ListSection(id: "s0", header: ScreenItem("First"), items: (0..<50).map(item)),
        ListSection(id: "s1", items: (1_000..<(1_000 + lastItems)).map(item)),
      ]
      for section in 0..<newSections {
        let start = 100_000 * (section + 1)
        sections.append(
          ListSection(id: "n\(section)", items: (start..<(start + 2_500)).map(item)))
      }
      return try Snapshot(sections: sections)
    }
    let first = try snapshot(lastItems: 100, newSections: 0)
    let next = try snapshot(lastItems: 5_000, newSections: 3)
    var controller = ListController(snapshot: first)
    for id in ["i0", "i7", "i1015", "i1050"] { controller.toggle(id) }
    let before = Self.counts(controller.visibleModel)
    let appended = controller.append(extending: next)
    let changeset = try #require(appended)
    controller.rows.checkInvariants()
    let report = BatchUpdateValidator.validate(
      oldCounts: before, changeset: changeset, newCounts: Self.counts(controller.visibleModel))
    #expect(report.isClean, "\(report)")
    #expect(changeset.insertedRows.count == 4_900)
    #expect(changeset.insertedSections == [2, 3, 4])
    let fresh = ListController(snapshot: next, expansion: controller.expansion)
    #expect(Array(controller.rows.elements) == Array(fresh.rows.elements))
    #expect(controller.visibleModel == fresh.visibleModel)
  }

  @Test func anIDUsedTwiceLeavesOutTheSectionItIsIn() throws {
    var text = String(decoding: Self.largeFile(sections: 2), as: UTF8.self)
    // The second section's 1,000th item takes the ID of the first section's 5th.
    text = text.replacingOccurrences(of: "\"id\": \"1-999\"", with: "\"id\": \"0-4\"")
    var parts: [ListDocument.Part] = []
    let error = #expect(throws: ListFileError.self) {
      try ListDocument.load(Array(text.utf8), file: "dup.json", firstItems: 10) {
        parts.append($0)
      }
    }
    #expect(error?.kind == .duplicateID)
    #expect(
      error?.message.hasPrefix("duplicate item id \"0-4\" (first used at line 7,") == true,
      "\(String(describing: error))")
    let last = try #require(parts.last)
    // Parts showed the second section's first items; the last one leaves the section out.
    #expect(parts.contains { $0.document.snapshot.sections.count == 2 })
    #expect(last.document.snapshot.sections.map(\.id) == ["section:s0"])
    #expect(last.document.snapshot.itemCount == 2_000)
    #expect(last.document.snapshot.nodeIndex(of: "item:1-0") == nil)
    #expect(last.document.snapshot.nodeIndex(of: "item:0-1999") == 1_999)
  }

  /// A streamed load starts its ID index small and gives it the room of its estimate once the
  /// first part is out: every ID is still found after the move, and an ID used twice is still
  /// caught at its first use.
  @Test func theIDIndexOfAStreamedLoadGrowsAndStillFindsEveryID() throws {
    let sections = 40  // 80,000 items, past the room the index starts with
    #expect(sections * 2_000 > 65_536)
    let bytes = Self.largeFile(sections: sections)
    let whole = try ListDocument.load(bytes, file: "big.json")
    var parts = 0
    let streamed = try ListDocument.load(bytes, file: "big.json", firstItems: 10) { _ in
      parts += 1
    }
    #expect(parts > 1)
    #expect(streamed.snapshot.itemCount == whole.snapshot.itemCount)
    for section in stride(from: 0, to: sections, by: 7) {
      for item in [0, 999, 1_999] {
        let id = "item:\(section)-\(item)"
        #expect(streamed.snapshot.nodeIndex(of: id) == section * 2_000 + item, "\(id)")
        #expect(streamed.snapshot.nodeIndex(of: id) == whole.snapshot.nodeIndex(of: id))
      }
    }
    #expect(streamed.snapshot.nodeIndex(of: "item:40-0") == nil)

    var text = String(decoding: bytes, as: UTF8.self)
    text = text.replacingOccurrences(of: "\"id\": \"39-1999\"", with: "\"id\": \"0-4\"")
    let error = #expect(throws: ListFileError.self) {
      try ListDocument.load(Array(text.utf8), file: "dup.json", firstItems: 10) { _ in }
    }
    #expect(error?.kind == .duplicateID)
    #expect(
      error?.message.hasPrefix("duplicate item id \"0-4\" (first used at line 7,") == true,
      "\(String(describing: error))")
  }

  /// Parts stop at an eighth of the items the file's size suggests.
  ///
  /// Each is a copy of the list so far, held beside the list being read until it ends. The
  /// whole list still arrives.
  @Test func partsStopAtAnEighthOfTheItemsExpected() throws {
    let bytes = Self.largeFile(sections: 40)  // 80,000 items
    let whole = try ListDocument.load(bytes, file: "big.json")
    func partSizes(capFloor: Int) throws -> (parts: [Int], last: ListDocument) {
      var sizes: [Int] = []
      let last = try ListDocument.load(
        bytes, file: "big.json", reread: nil, releaseStep: 1 << 20,
        parts: ListDocument.Parts(firstItems: 10, capFloor: capFloor) {
          sizes.append($0.document.snapshot.itemCount)
        })
      return (sizes, last)
    }
    let capped = try partSizes(capFloor: 1_000)
    let free = try partSizes(capFloor: .max)
    #expect(capped.parts.count > 2 && capped.parts.count < free.parts.count)
    // The estimate is at most a few percent over the 80,000 items.
    #expect(capped.parts.dropFirst().allSatisfy { $0 <= 84_000 / 8 }, "\(capped.parts)")
    #expect(free.parts.contains { $0 > 84_000 / 8 }, "\(free.parts)")
    for last in [capped.last, free.last] {
      #expect(last.snapshot.itemCount == whole.snapshot.itemCount)
      #expect(last.snapshot.nodes.map(\.id) == whole.snapshot.nodes.map(\.id))
    }
  }

  @Test func aSectionIDUsedTwiceAfterAPartKeepsTheSectionsBefore() throws {
    let json = """
      { "sections": [ { "id": "a", "items": [ { "id": 1, "title": "One" } ] },
        { "id": "a", "items": [] } ] }
      """
    var parts: [ListDocument.Part] = []
    let error = #expect(throws: ListFileError.self) {
      try ListDocument.load(Array(json.utf8), file: "dup.json", firstItems: 1) {
        parts.append($0)
      }
    }
    #expect(error?.kind == .duplicateID)
    #expect(error?.position == JSONPosition(line: 2, column: 11))
    let last = try #require(parts.last)
    #expect(last.document.snapshot.sections.map(\.id) == ["section:a"])
    #expect(last.document.snapshot.nodes.map(\.id) == ["item:1"])
  }

  @Test func aSnapshotThatChangesWhatIsShownIsNotAppended() throws {
    var parts: [ListDocument.Part] = []
    _ = try ListDocument.load(Self.largeFile(sections: 2), file: "l.json", firstItems: 10) {
      parts.append($0)
    }
    var controller = ListController(snapshot: parts[1].document.snapshot)
    // Fewer items, or the same sections with another header: not an extension.
    #expect(controller.append(extending: parts[0].document.snapshot) == nil)
    let renamed = try Snapshot<String, String, ScreenItem>(
      sections: [ListSection(id: "section:s0", header: ScreenItem("Other"), items: [])])
    #expect(controller.append(extending: renamed) == nil)
    #expect(controller.snapshot.itemCount == parts[1].document.snapshot.itemCount)
  }

  @Test func aFileCutShortKeepsTheSectionsReadWholeAndSaysWhere() throws {
    var partsKept = 0
    defer { #expect(partsKept > 10) }
    for seed in 1...UInt64(scaledStepCount("FOLDKIT_STREAM_STEPS", default: 60)) {
      var random = SplitMix64(seed: seed)
      let bytes = Array(Self.randomFile(&random).utf8)
      let whole = try ListDocument.load(bytes, file: "r.json")
      for _ in 0..<4 {
        // The file ends "}\n": without only its newline it is still whole, so cut more.
        let cut = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count - 1))))
        var parts: [ListDocument.Part] = []
        let error = #expect(throws: ListFileError.self) {
          try ListDocument.load(cut, file: "cut.json", firstItems: 1) { parts.append($0) }
        }
        #expect(error?.position != nil, "seed \(seed)")
        #expect(error?.file == "cut.json")
        guard let last = parts.last else { continue }
        partsKept += 1
        // The last part holds whole sections only, the same as in the whole file.
        #expect(last.isWhole)
        let snapshot = last.document.snapshot
        for (index, section) in snapshot.sections.enumerated() {
          let full = whole.snapshot.sections[index]
          #expect(section.id == full.id, "seed \(seed)")
          #expect(section.nodes == full.nodes, "seed \(seed), section \(index)")
        }
        #expect(
          snapshot.nodes.map(\.id)
            == Array(whole.snapshot.nodes.map(\.id).prefix(snapshot.itemCount)))
        // Its check marks are those of its items, as in the whole file.
        #expect((last.document.checks == nil) == (whole.checks == nil), "seed \(seed)")
        if let checks = last.document.checks, let wholeChecks = whole.checks {
          #expect(checks.ids == snapshot.nodes.map(\.id).filter { $0 != "agree-all" })
          for id in checks.ids {
            #expect(checks.mark(of: id) == wholeChecks.mark(of: id), "seed \(seed)")
          }
          checks.checkInvariants()
        }
      }
    }
  }

  /// A file of `sections` sections of 2,000 items, the ID of each before its items.
  static func largeFile(sections: Int) -> [UInt8] {
    var text = "{ \"title\": \"Large\", \"sections\": [\n"
    for section in 0..<sections {
      text += section == 0 ? "" : ",\n"
      text += "{ \"id\": \"s\(section)\", \"header\": \"Part \(section)\", \"items\": [\n"
      text += (0..<2_000).map { "{ \"id\": \"\(section)-\($0)\", \"title\": \"Row \($0)\" }" }
        .joined(separator: ",\n")
      text += "\n] }"
    }
    return Array((text + "\n] }\n").utf8)
  }

  @Test func theGalleryShowsTheFirstPartThenEveryRowAsTheWholeOpenDoes() throws {
    let bytes = Self.largeFile(sections: 5)
    let size = TerminalSize(columns: 60, rows: 14)
    let loader = GalleryFileLoader(bytes: bytes, file: "large.json", reread: nil, firstItems: 50)
    loader.start()
    let first = loader.takeFirst()
    let part = try #require(first.part)
    #expect(part.document.snapshot.itemCount >= 50)
    let screen = GalleryScreen.list(part.document, size: GalleryApp.listSize(for: size))
    var app = GalleryApp(single: screen, title: screen.title, size: size)
    app.beginLoading(file: "large.json", part: part)
    // Rows move while the list loads.
    _ = app.handle(.key(KeyEvent(.down)), now: .zero)
    _ = app.handle(.key(KeyEvent(.down)), now: .zero)
    let selected = app.screen.table.selectedItem
    while app.isLoading {
      if !app.receive(from: loader) { loader.wait(timeout: .milliseconds(20)) }
    }
    #expect(app.loadFailure == nil)
    #expect(app.screen.table.selectedItem == selected)
    let whole = try ListDocument.load(bytes, file: "large.json")
    let reference = GalleryScreen.list(whole, size: GalleryApp.listSize(for: size))
    #expect(app.screen.table.controller.snapshot.nodes.map(\.id) == whole.snapshot.nodes.map(\.id))
    #expect(
      app.screen.table.controller.rows.elements.count
        == reference.table.controller.rows.elements.count)
    #expect(!app.render(now: .zero).plainText.contains("loading"))
  }

  @Test func partsWaitWhileASearchIsTyped() throws {
    let bytes = Self.largeFile(sections: 2)
    var parts: [ListDocument.Part] = []
    let whole = try ListDocument.load(bytes, file: "l.json", firstItems: 100) { parts.append($0) }
    let size = TerminalSize(columns: 70, rows: 12)
    let screen = GalleryScreen.list(parts[0].document, size: GalleryApp.listSize(for: size))
    var app = GalleryApp(single: screen, title: screen.title, size: size)
    app.beginLoading(file: "l.json", part: parts[0])
    #expect(app.render(now: .zero).plainText.contains("loading"))
    for event in try KeyScript.events("/ R o w") { _ = app.handle(event, now: .zero) }
    let received = app.receive(parts[1])
    #expect(received)
    // The search line says what the search covers.
    let count0 = parts[0].document.snapshot.itemCount
    #expect(app.render(now: .zero).plainText.contains("in the \(count0) items read so far"))
    let count = parts[0].document.snapshot.itemCount
    #expect(app.screen.table.controller.snapshot.itemCount == count)
    for event in try KeyScript.events("esc") { _ = app.handle(event, now: .zero) }
    let shown = app.showWaitingPart()
    #expect(shown)
    #expect(app.screen.table.controller.snapshot.itemCount == parts[1].document.snapshot.itemCount)
    let finished = app.finishLoading(.success(whole))
    #expect(finished)
    #expect(!app.isLoading)
    #expect(app.screen.table.controller.snapshot.itemCount == whole.snapshot.itemCount)
  }

  @Test func aFailureAfterTheFirstPartShowsTheErrorUnderTheList() throws {
    let full = Self.largeFile(sections: 3)
    let cut = Array(full.prefix(full.count / 2))
    let loader = GalleryFileLoader(bytes: cut, file: "cut.json", reread: nil, firstItems: 10)
    loader.start()
    let part = try #require(loader.takeFirst().part)
    let size = TerminalSize(columns: 80, rows: 12)
    let screen = GalleryScreen.list(part.document, size: GalleryApp.listSize(for: size))
    var app = GalleryApp(single: screen, title: screen.title, size: size)
    app.beginLoading(file: "cut.json", part: part)
    while app.isLoading {
      if !app.receive(from: loader) { loader.wait(timeout: .milliseconds(20)) }
    }
    let failure = try #require(app.loadFailure)
    #expect(failure.position != nil)
    // The second section is cut off: only the first shows, whole.
    let sections = app.screen.table.controller.snapshot.sections
    #expect(sections.map(\.id) == ["section:s0"])
    #expect(sections.first?.nodes.count == 2_000)
    #expect(app.render(now: .zero).plainText.contains("cut.json:"))
  }
}
