import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import Testing

/// The IDs of the top-level items of section `section` of the screen shown, in order.
private func rows(_ app: GalleryApp, section: Int) -> [String] {
  let snapshot = app.screen.table.controller.snapshot
  return snapshot.sections[section].nodes.map { snapshot.nodes[$0].id }
}

/// The status line of a frame.
private func status(_ text: String) -> String {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  return String(lines[lines.count - 2].drop { $0 == " " })
}

/// A left press, drag or release at list line `line` (the frame's line, tab bar included).
private func mouse(_ kind: MouseEvent.Kind, line: Int) -> InputEvent {
  .mouse(MouseEvent(kind, column: 4, row: line))
}

@Suite struct ReorderByKeysTests {
  @Test("Sections: p picks up a row, ↓ moves it within its section, Enter drops it")
  func moveWithinASection() throws {
    let (app, text) = try journey("sections", "down p down down enter", columns: 50, rows: 14)
    #expect(
      rows(app, section: 0) == [
        "section-1-row-2", "section-1-row-3", "section-1-row-1", "section-1-row-4",
        "section-1-row-5",
      ])
    #expect(status(text) == "moved 1 to Section 1, 3 of 5")
    #expect(app.screen.table.selectedItem == "section-1-row-1")
    #expect(app.screen.pickup == nil)
    #expect(listLines(text)[3] == "› 1")
  }

  @Test("Sections: a picked-up row crosses into the next section and is drawn as moving")
  func moveAcrossSections() throws {
    let (app, text) = try journey(
      "sections", "down p down down down down down down", columns: 50, rows: 14)
    #expect(rows(app, section: 0).count == 4)
    #expect(rows(app, section: 1).first == "section-2-row-1")
    #expect(rows(app, section: 1)[1] == "section-1-row-1")
    #expect(status(text) == "1 → Section 2, 2 of 6")
    #expect(listLines(text).contains("›⇅1"))
    #expect(app.screen.pickup?.items == ["section-1-row-1"])
  }

  @Test("Sections: Esc puts a picked-up row back; u undoes a drop")
  func cancelAndUndo() throws {
    let original = try journey("sections", "", columns: 50, rows: 14).app
    let (cancelled, text) = try journey(
      "sections", "down p down down down down down down esc", columns: 50, rows: 14)
    #expect(rows(cancelled, section: 0) == rows(original, section: 0))
    #expect(rows(cancelled, section: 1) == rows(original, section: 1))
    #expect(status(text) == "Move cancelled: 1 is back in Section 1")
    #expect(cancelled.screen.undoStack.isEmpty)

    let (undone, undoText) = try journey(
      "sections", "down p down down down down down down enter u", columns: 50, rows: 14)
    #expect(rows(undone, section: 0) == rows(original, section: 0))
    #expect(rows(undone, section: 1) == rows(original, section: 1))
    #expect(status(undoText) == "Undid the move: 1 is back in Section 1, 1 of 5")
    let (nothing, nothingText) = try journey("sections", "u", columns: 50, rows: 14)
    #expect(status(nothingText) == "Nothing to undo")
    #expect(rows(nothing, section: 0) == rows(original, section: 0))
  }

  @Test("Sections: a drop that would empty a section is refused, says why and changes nothing")
  func refusedDrop() throws {
    // Four rows of Section 1 go to Section 2; the last one cannot follow them.
    var keys = ""
    for _ in 0..<4 { keys += "down p down down down down down enter home " }
    keys += "down p down"
    let (app, text) = try journey("sections", keys, columns: 50, rows: 14)
    #expect(rows(app, section: 0) == ["section-1-row-5"])
    #expect(rows(app, section: 1).count == 9)
    #expect(app.screen.status == "Cannot drop there: Section 1 must keep at least one row")
    #expect(status(text).hasPrefix("Cannot drop there"))
    #expect(app.screen.pickup != nil)
  }

  @Test("Sections: → on a picked-up row is refused by the list's rule and changes nothing")
  func flatListRefusesNesting() throws {
    let (app, _) = try journey("sections", "down down p right", columns: 50, rows: 14)
    #expect(app.screen.status == "Cannot drop there: rows of this list hold no other rows")
    #expect(rows(app, section: 0).map { $0.suffix(1) } == ["1", "2", "3", "4", "5"])
    let snapshot = app.screen.table.controller.snapshot
    #expect(snapshot.nodes.allSatisfy { $0.parent == nil })
  }

  @Test("Contacts: the announcement says where a person went, in Korean too")
  func contactsInKorean() throws {
    let app = GalleryApp(
      size: TerminalSize(columns: 50, rows: 16), initial: "contacts", language: .korean)
    let (moved, text) = GallerySnapshot.run(
      app, events: try KeyScript.events("p down down down enter"))
    #expect(status(text) == "김영수 옮김: 친구, 5개 중 1번째")
    #expect(moved.screen.table.controller.snapshot.sections[1].topLevelCount == 5)
    let (_, marked) = GallerySnapshot.run(app, events: try KeyScript.events("m down m down m"))
    #expect(status(marked) == "3개 선택됨")
    let (_, deleted) = GallerySnapshot.run(app, events: try KeyScript.events("m down m D"))
    #expect(status(deleted) == "행 2개 삭제함, u로 되돌리기")
    let english = try journey("contacts", "p down down down enter", columns: 50, rows: 16)
    #expect(status(english.text) == "moved 김영수 to Friend, 1 of 5")
  }

  @Test("Contacts: a person moves with the open detail row")
  func detailMovesWithItsRow() throws {
    let (app, text) = try journey("contacts", "enter p down enter", columns: 50, rows: 16)
    let lines = listLines(text)
    let row = try #require(lines.firstIndex { $0.hasPrefix("› 김영수") })
    #expect(lines[row + 1].contains("010-2384-1957"))
    #expect(row == 2)
    #expect(lines[1].hasPrefix("  박미경"))
    #expect(app.screen.table.controller.expansion.isExpanded("person-0"))
  }
}

@Suite struct MultiSelectionTests {
  @Test("Sections: m marks rows, Shift-↓ and J extend from the last mark, Esc clears")
  func markAndExtend() throws {
    let (app, text) = try journey("sections", "down m down shift-down J", columns: 50, rows: 14)
    #expect(
      app.screen.table.controller.selectedItems == [
        "section-1-row-1", "section-1-row-2", "section-1-row-3", "section-1-row-4",
      ])
    #expect(status(text) == "4 selected")
    #expect(listLines(text)[1] == " ✓1")
    #expect(listLines(text)[4] == "›✓4")
    let (cleared, clearedText) = try journey(
      "sections", "down m down shift-down esc", columns: 50, rows: 14)
    #expect(cleared.screen.table.controller.selection.isEmpty)
    #expect(status(clearedText) == "0 selected")
  }

  @Test("Sections: marks stay on rows of a hidden section and the count says how many hide")
  func marksSurviveCollapse() throws {
    let (app, text) = try journey("sections", "down m down m home enter m", columns: 50, rows: 14)
    #expect(app.screen.table.controller.selection.count == 2)
    #expect(status(text) == "2 selected (2 hidden)")
    let (shown, shownText) = try journey(
      "sections", "down m down m home enter enter m", columns: 50, rows: 14)
    #expect(status(shownText) == "2 selected")
    #expect(listLines(shownText)[1] == " ✓1")
    #expect(shown.screen.table.controller.selection.count == 2)
  }

  @Test("Sections: a and Ctrl-A mark every row shown; K extends upwards")
  func selectAll() throws {
    let (app, text) = try journey("sections", "a", columns: 50, rows: 14)
    #expect(app.screen.table.controller.selection.count == 25)
    #expect(status(text) == "25 selected")
    let control = try journey("sections", "enter ctrl-a", columns: 50, rows: 14).app
    #expect(control.screen.table.controller.selection.count == 20)
    let upwards = try journey("sections", "down down down K K", columns: 50, rows: 14).app
    #expect(
      upwards.screen.table.controller.selectedItems == [
        "section-1-row-1", "section-1-row-2", "section-1-row-3",
      ])
  }

  @Test("Sections: marked rows move together, keeping their order")
  func markedRowsMoveTogether() throws {
    let (app, text) = try journey(
      "sections", "down m down down m p down enter", columns: 50, rows: 14)
    #expect(
      rows(app, section: 0) == [
        "section-1-row-2", "section-1-row-1", "section-1-row-3", "section-1-row-4",
        "section-1-row-5",
      ])
    #expect(status(text) == "moved 2 rows to Section 1, 2 of 5")
    let undone = try journey(
      "sections", "down m down down m p down enter u", columns: 50, rows: 14
    ).app
    #expect(rows(undone, section: 0).map { $0.suffix(1) } == ["1", "2", "3", "4", "5"])
  }

  @Test("Sections: D deletes the marked rows and u brings them back, marked")
  func deleteAndUndo() throws {
    let (app, text) = try journey("sections", "down m down m down m D", columns: 50, rows: 14)
    #expect(rows(app, section: 0) == ["section-1-row-4", "section-1-row-5"])
    #expect(status(text) == "Deleted 3 rows; u undoes")
    #expect(app.screen.table.selectedItem == "section-1-row-4")
    #expect(app.screen.table.controller.selection.isEmpty)
    let (restored, restoredText) = try journey(
      "sections", "down m down m down m delete u", columns: 50, rows: 14)
    #expect(rows(restored, section: 0).count == 5)
    #expect(restored.screen.table.controller.selection.count == 3)
    #expect(status(restoredText) == "Restored 3 rows")
  }
}

@Suite struct ReorderByMouseTests {
  @Test("Sections: dragging a row drops it where the pointer is released")
  func dragWithinAndAcross() throws {
    let app = GalleryApp(size: TerminalSize(columns: 50, rows: 14), initial: "sections")
    // Frame lines: 0 tabs, 1 rule, 2 Section 1, 3–7 rows 1–5, 8 Section 2, 9… its rows.
    let (moved, text) = GallerySnapshot.run(
      app,
      events: [
        mouse(.press(.left), line: 3), mouse(.drag(.left), line: 4),
        mouse(.drag(.left), line: 6), mouse(.drag(.left), line: 10),
        mouse(.release(.left), line: 10),
      ])
    #expect(rows(moved, section: 0).count == 4)
    #expect(rows(moved, section: 1)[2] == "section-1-row-1")
    #expect(status(text) == "moved 1 to Section 2, 3 of 6")
    #expect(moved.screen.pickup == nil)
    #expect(moved.screen.undoStack.count == 1)
  }

  @Test("Sections: a press and release without a drag moves nothing")
  func clickDoesNotMove() throws {
    let app = GalleryApp(size: TerminalSize(columns: 50, rows: 14), initial: "sections")
    let (clicked, _) = GallerySnapshot.run(
      app, events: [mouse(.press(.left), line: 4), mouse(.release(.left), line: 4)])
    #expect(rows(clicked, section: 0).map { $0.suffix(1) } == ["1", "2", "3", "4", "5"])
    #expect(clicked.screen.table.selectedItem == "section-1-row-2")
    #expect(clicked.screen.undoStack.isEmpty)
  }
}

@Suite struct ListFileEditingTests {
  static let json = """
    { "title": "Trip", "sections": [ { "header": "Day 1", "items": [
      { "id": "station", "title": "부산역" },
      { "id": "market", "title": "자갈치 시장", "children": [
        { "id": "lunch", "title": "Lunch" }, { "id": "walk", "title": "Harbour walk" },
        { "id": "tea", "title": "Tea" } ] } ] } ] }
    """

  static func run(_ keys: String) throws -> (app: GalleryApp, text: String) {
    let document = try ListDocument.load(Array(json.utf8), file: "trip.json")
    let size = TerminalSize(columns: 50, rows: 14)
    let screen = GalleryScreen.list(document, size: GalleryApp.listSize(for: size))
    return GallerySnapshot.run(
      GalleryApp(single: screen, title: screen.title, size: size),
      events: try KeyScript.events(keys))
  }

  static func children(_ app: GalleryApp) -> [String] {
    let snapshot = app.screen.table.controller.snapshot
    guard let market = snapshot.nodeIndex(of: "item:market") else { return [] }
    return snapshot.nodes.indices.filter { snapshot.nodes[$0].parent == market }
      .map { snapshot.nodes[$0].content.text }
  }

  @Test("A list file: a child row moves among its siblings and the move undoes")
  func childMovesAmongSiblings() throws {
    let (app, _) = try Self.run("down right down p down enter")
    #expect(Self.children(app) == ["Harbour walk", "Lunch", "Tea"])
    #expect(app.screen.status == "moved Lunch to 자갈치 시장, 2 of 3")
    // Past the last child it stays inside its parent.
    let (last, _) = try Self.run("down right down p down down down enter")
    #expect(Self.children(last) == ["Harbour walk", "Tea", "Lunch"])
    let (undone, _) = try Self.run("down right down p down enter u")
    #expect(Self.children(undone) == ["Lunch", "Harbour walk", "Tea"])
  }

  @Test("A list file: → puts picked-up rows into the row above, ← takes them out; u undoes")
  func nestAndUnnest() throws {
    let (app, _) = try Self.run("down p right")
    let snapshot = app.screen.table.controller.snapshot
    let market = try #require(snapshot.nodeIndex(of: "item:market"))
    let station = try #require(snapshot.nodeIndex(of: "item:station"))
    #expect(snapshot.nodes[market].parent == station)
    #expect(app.screen.status == "자갈치 시장 → 부산역, 1 of 1")
    #expect(app.screen.table.selectedItem == "item:market")
    let (dropped, _) = try Self.run("down p right enter u")
    let restored = dropped.screen.table.controller.snapshot
    #expect(restored.nodes[try #require(restored.nodeIndex(of: "item:market"))].parent == nil)
    let (out, _) = try Self.run("down right down p left enter")
    #expect(Self.children(out) == ["Harbour walk", "Tea"])
    #expect(out.screen.status == "moved Lunch to Day 1, 3 of 3")
    let (top, _) = try Self.run("p left")
    #expect(top.screen.status == "Cannot drop there: already at the top level")
    let (first, _) = try Self.run("p right")
    #expect(first.screen.status == "Cannot drop there: no row above to go into")
  }

  @Test("A list file: deleting a parent deletes its children; u brings them back")
  func deleteParentAndUndo() throws {
    let (app, _) = try Self.run("down right D")
    #expect(app.screen.table.controller.snapshot.nodeIndex(of: "item:lunch") == nil)
    #expect(app.screen.status == "Deleted 자갈치 시장; u undoes")
    let (undone, _) = try Self.run("down right D u")
    #expect(Self.children(undone) == ["Lunch", "Harbour walk", "Tea"])
    #expect(undone.screen.table.selectedItem == "item:market")
  }

  @Test("A list file: the section header and the parent of the top row stay pinned")
  func headerAndParentPinned() throws {
    let stops = (0..<20).map { #"{ "id": "k\#($0)", "title": "Stop \#($0)" }"# }
    let walks = (0..<10).map { #"{ "id": "d\#($0)", "title": "Walk \#($0)" }"# }
    let json = """
      { "title": "Trip", "sections": [
        { "header": "Day 1", "items": [ { "id": "station", "title": "부산역" },
          { "id": "market", "title": "자갈치 시장", "children": [ \(stops.joined(separator: ",")) ] } ] },
        { "header": "Day 2", "items": [ \(walks.joined(separator: ",")) ] } ] }
      """
    let document = try ListDocument.load(Array(json.utf8), file: "trip.json")
    let size = TerminalSize(columns: 40, rows: 12)
    let screen = GalleryScreen.list(document, size: GalleryApp.listSize(for: size))
    let app = GalleryApp(single: screen, title: screen.title, size: size)
    let (scrolled, text) = GallerySnapshot.run(app, events: try KeyScript.events("down right pgdn"))
    #expect(scrolled.screen.table.scrollOffset > 2)
    let lines = listLines(text)
    #expect(lines[0] == " Day 1", "\(text)")
    #expect(lines[1].hasPrefix("  자갈치 시장"), "\(text)")
    #expect(lines[2].hasPrefix("›   Stop "), "\(text)")
    // In the next section its own header is pinned and the parent is gone.
    let (_, end) = GallerySnapshot.run(app, events: try KeyScript.events("down right end"))
    #expect(listLines(end)[0] == " Day 2", "\(end)")
    #expect(listLines(end)[1] == "  Walk 3", "\(end)")
  }
}
