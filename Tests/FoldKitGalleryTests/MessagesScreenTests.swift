import FoldKit
import FoldKitGallery
import FoldKitScreens
import FoldKitTerminal
import Testing

@Suite struct MessagesScreenTests {
  /// The wrapped lines of every message at a table `width` wide, as the screen measures them.
  func heights(_ app: GalleryApp) -> [Int] {
    let table = app.screen.table
    return (0..<table.controller.numberOfRows(inSection: 0)).map { row in
      table.height(
        ofPosition: table.controller.rows.position(of: ListIndexPath(section: 0, row: row)))
    }
  }

  @Test("Messages: each row fits its wrapped text, at most 5 lines, plus padding")
  func rowHeightsFollowTheText() throws {
    let (app, text) = try journey("messages", "", columns: 40, rows: 24)
    let expected = ScreenCatalog.sampleMessages.map { message in
      TextWrapping(width: 34, maximumLines: 5).lineCount(of: message.text) + 1
    }
    #expect(heights(app) == expected)
    #expect(heights(app).allSatisfy { $0 >= 2 && $0 <= 6 })
    #expect(
      Array(listLines(text).prefix(9)) == [
        "› 내일 회의는 10시에 시작합니다.     ✓",
        "",
        "  Lunch? 🍜",
        "",
        "  Reminder: the quarterly review",
        "  moves to Thursday afternoon.",
        "  Please bring the updated figures",
        "  for the Seoul and Busan offices,",
        "  the notes from last week's planni…",
      ])
  }

  @Test("Messages: 80 then 40 columns re-wrap every message and keep the top row")
  func widthChangeRewrapsAndKeepsTheTopRow() throws {
    var (app, wide) = try journey("messages", "pgdn", columns: 80, rows: 24)
    let wideHeights = heights(app)
    #expect(
      Array(listLines(wide).prefix(4)) == [
        "  날씨가 좋다고 하던데 사진도 많이 찍고 저녁에는 야시장에도 들러 보자. 다른",
        "  친구들한테도 물어볼게!",
        "",
        "  The build is green again ✅ thanks for the quick fix on the release        ✓",
      ])
    let table = app.screen.table
    let top = try #require(table.position(atContentLine: table.scrollOffset))
    _ = app.handle(.resize(TerminalSize(columns: 40, rows: 24)), now: .zero)
    let narrow = app.screen.table
    #expect(narrow.position(atContentLine: narrow.scrollOffset) == top)
    // The view started one line into that message, and still does.
    #expect(narrow.top(ofPosition: top) + 1 == narrow.scrollOffset)
    let narrowHeights = heights(app)
    #expect(narrowHeights.allSatisfy { $0 <= 6 })
    #expect(zip(wideHeights, narrowHeights).allSatisfy { $0 <= $1 })
    #expect(narrowHeights != wideHeights)
    let frame = app.render(now: .zero).plainText
    for line in listLines(frame) {
      #expect(TableText.width(of: line) <= 40, "\(line)")
    }
    #expect(
      Array(listLines(frame).prefix(5)) == [
        "  한강 공원에 가서 자전거 타고",
        "  치킨도 먹자. 날씨가 좋다고 하던데",
        "  사진도 많이 찍고 저녁에는",
        "  야시장에도 들러 보자. 다른 친구들…",
        "",
      ])
  }
}
