import FoldKit
import Testing

/// Children that load on demand, each case told in words.
@Suite struct LoadingWorkedCaseTests {
  static func disk() throws -> Outline {
    try outline([
      entry("Documents", options: .childrenOnDemand),
      entry("Music", options: .childrenOnDemand),
      entry("Pictures", options: .childrenOnDemand),
    ])
  }

  static func request(_ list: inout Outline) throws -> LoadRequest<String> {
    let events = list.takeLoadEvents()
    guard case .request(let request)? = events.last, events.count == 1 else {
      throw LoadingTestError.noRequest(events)
    }
    return request
  }

  enum LoadingTestError: Error { case noRequest([LoadEvent<String>]) }

  /// A folder's children arrive after the person has scrolled and opened another folder above
  /// it: the loading row is replaced where it is now, in one valid batch.
  @Test func childrenArriveAfterTheListChanged() throws {
    var list = try Self.disk()
    checked(&list) { $0.toggle("Pictures") }
    #expect(list.names == ["Documents", "Music", "Pictures", "Pictures…"])
    let pictures = try Self.request(&list)
    checked(&list) { $0.toggle("Documents") }
    let documents = try Self.request(&list)
    #expect(list.names == ["Documents", "Documents…", "Music", "Pictures", "Pictures…"])
    let changeset = try checked(&list) {
      try $0.supplyChildren([entry("beach.jpg"), entry("cat.jpg")], for: pictures)
    }
    #expect(changeset.deletedRows == [ListIndexPath(section: 0, row: 4)])
    #expect(changeset.insertedRows.map(\.row) == [4, 5])
    #expect(list.names == ["Documents", "Documents…", "Music", "Pictures", "beach.jpg", "cat.jpg"])
    try checked(&list) { try $0.supplyChildren([entry("cv.pdf")], for: documents) }
    #expect(list.names == ["Documents", "cv.pdf", "Music", "Pictures", "beach.jpg", "cat.jpg"])
    #expect(list.loads.isEmpty)
  }

  /// Closing a folder before its children arrive cancels the request; the late answer is
  /// dropped and changes nothing; opening again asks again.
  @Test func closingCancelsAndLateChildrenAreDropped() throws {
    var list = try Self.disk()
    list.toggle("Music")
    let first = try Self.request(&list)
    checked(&list) { $0.toggle("Music") }
    #expect(list.takeLoadEvents() == [.cancel(first)])
    let late = try list.supplyChildren([entry("song.mp3")], for: first)
    #expect(late.isEmpty)
    #expect(list.names == ["Documents", "Music", "Pictures"])
    list.toggle("Music")
    let second = try Self.request(&list)
    #expect(second.serial > first.serial)
    try checked(&list) { try $0.supplyChildren([entry("song.mp3")], for: second) }
    #expect(list.names == ["Documents", "Music", "song.mp3", "Pictures"])
  }

  /// Children that arrive for an item that vanished with new data are dropped cleanly.
  @Test func childrenOfAVanishedItemAreDropped() throws {
    var list = try Self.disk()
    list.toggle("Music")
    let request = try Self.request(&list)
    _ = list.update(
      to: try Snapshot(sections: [
        ListSection(id: "s", items: [entry("Documents", options: .childrenOnDemand)])
      ]))
    #expect(list.takeLoadEvents() == [.cancel(request)])
    #expect(try list.supplyChildren([entry("song.mp3")], for: request).isEmpty)
    #expect(list.names == ["Documents"])
  }

  /// A failed load shows an error row; selecting it retries with a new request.
  @Test func anErrorRowRetriesWhenSelected() throws {
    var list = try Self.disk()
    list.toggle("Documents")
    let request = try Self.request(&list)
    let failed = checked(&list) { $0.supplyFailure("Permission denied", for: request) }
    #expect(failed.reloadedRows == [ListIndexPath(section: 0, row: 1)])
    #expect(list.row(at: ListIndexPath(section: 0, row: 1)).loadFailure == "Permission denied")
    let outcome = list.select(at: ListIndexPath(section: 0, row: 1))
    #expect(outcome.action == .retriedLoad("Documents"))
    let retry = try Self.request(&list)
    #expect(retry.serial > request.serial)
    #expect(list.loadFailure(of: "Documents") == nil)
    #expect(list.supplyFailure("late", for: request).isEmpty)
  }

  /// What VoiceOver hears after a toggle names what now shows beneath the row: a detail row is
  /// "details shown", never "1 item"; children are counted; a folder still loading says so.
  @Test func announcementsSayWhatShowsBeneathTheRow() throws {
    var list = try outline([
      entry("Documents", options: .childrenOnDemand),
      entry("Notes", hasDetail: true),
      entry("Terms", [entry("Age"), entry("Refunds")], options: .detailApart, hasDetail: true),
    ])
    let node = { (id: String) in list.snapshot.nodeIndex(of: id)! }
    #expect(list.announcement(forNode: node("Notes")) == "Notes, collapsed")
    list.toggle("Notes")
    #expect(list.announcement(forNode: node("Notes")) == "Notes, expanded, details shown")
    list.toggle("Terms")
    #expect(list.announcement(forNode: node("Terms")) == "Terms, expanded, 2 items")
    list.setDetailOpen(true, "Terms")
    #expect(
      list.announcement(forNode: node("Terms")) == "Terms, expanded, details shown, 2 items")
    list.toggle("Terms")
    #expect(list.announcement(forNode: node("Terms")) == "Terms, expanded, details shown")
    list.toggle("Documents")
    #expect(list.announcement(forNode: node("Documents")) == "Documents, expanded, loading")
    let request = try Self.request(&list)
    list.supplyFailure("Permission denied", for: request)
    #expect(list.announcement(forNode: node("Documents")) == "Documents, expanded, failed to load")
    _ = list.retryLoad(of: "Documents")
    let retry = try Self.request(&list)
    try list.supplyChildren([entry("a.txt")], for: retry)
    #expect(list.announcement(forNode: node("Documents")) == "Documents, expanded, 1 item")
  }

  /// A child ID that is already in the list is bad input: the error names it and both places,
  /// and nothing changes.
  @Test func duplicateChildIDsAreRejected() throws {
    var list = try Self.disk()
    list.toggle("Music")
    let request = try Self.request(&list)
    let error = #expect(throws: SnapshotError.self) {
      try list.supplyChildren([entry("a"), entry("Pictures")], for: request)
    }
    #expect(error?.id == "Pictures")
    #expect(error?.firstPlace == [0, 2])
    #expect(error?.secondPlace == [0, 1, 1])
    #expect(list.names == ["Documents", "Music", "Music…", "Pictures"])
  }

  /// While a filter is active, arriving children are filtered with the rest.
  @Test func childrenArrivingWhileFilteredAreFiltered() throws {
    var list = try Self.disk()
    list.toggle("Music")
    let request = try Self.request(&list)
    checked(&list) { $0.filter(text: "s") }
    #expect(list.names == ["Documents", "Music", "Music…", "Pictures"])
    try checked(&list) {
      try $0.supplyChildren([entry("bach.flac"), entry("songs", [entry("x.mp3")])], for: request)
    }
    #expect(list.names == ["Documents", "Music", "songs", "Pictures"])
    checked(&list) { $0.clearFilter() }
    #expect(list.names == ["Documents", "Music", "bach.flac", "songs", "Pictures"])
  }
}
