import FoldKit
public import FoldKitListFile
import FoldKitTerminal

extension GalleryApp {
  /// A list file being loaded into the screen shown, part by part.
  struct LoadingFile: Sendable {
    /// The file's name as shown.
    var file: String
    /// Bytes read so far, and the file's size.
    var bytesRead: Int
    var byteCount: Int
    /// The newest part (or the whole document) not yet shown, while a search holds it back.
    var waiting: ListDocument.Part?
    /// The whole document, once read; it replaces the last part.
    var finished: ListDocument?
    /// Whether the screen allowed marking and moving rows before the load (it does not while
    /// rows keep arriving: each part would bring back what an edit took away).
    var edits: (reorders: Bool, marks: Bool)
  }

  /// Whether the list shown is still loading (parts of it arriving).
  ///
  /// - Complexity: O(1).
  public var isLoading: Bool { loading != nil }

  /// Starts showing the list of `file` part by part: the screen shown holds the first part
  /// (`part`), and the progress line replaces the status line until the whole list is shown.
  ///
  /// Rows cannot be marked, moved or deleted until then. A search while the list loads searches
  /// the rows that have arrived; the parts that arrive meanwhile show once the search is cleared
  /// (the progress line says so).
  ///
  /// - Complexity: O(1).
  public mutating func beginLoading(file: String, part: ListDocument.Part) {
    let screen = screens[current]
    loading = LoadingFile(
      file: file, bytesRead: part.bytesRead, byteCount: part.byteCount, waiting: nil,
      finished: nil, edits: (screen.reorders, screen.marks))
    screens[current].reorders = false
    screens[current].marks = false
  }

  /// Records that `bytesRead` of the file's bytes have been read.
  ///
  /// - Returns: Whether the frame must be drawn again.
  /// - Complexity: O(1).
  public mutating func receiveProgress(bytesRead: Int) -> Bool {
    guard var loading, bytesRead > loading.bytesRead else { return false }
    loading.bytesRead = bytesRead
    self.loading = loading
    return true
  }

  /// Shows `part`, the list read so far, unless a search holds it back (it shows when the
  /// search is cleared).
  ///
  /// The rows already shown keep their expansion and the selection; the new sections and
  /// items join at the end, through ``TableView/append(extending:)`` (or, for a part that
  /// changed what was shown, ``TableView/apply(_:)``).
  ///
  /// - Returns: Whether the frame must be drawn again.
  /// - Complexity: O(*v*) for *v* visible rows, when the part shows.
  public mutating func receive(_ part: ListDocument.Part) -> Bool {
    guard var loading, loading.finished == nil else { return false }
    loading.waiting = part
    loading.bytesRead = max(loading.bytesRead, part.bytesRead)
    self.loading = loading
    _ = showWaitingPart()
    return true
  }

  /// Ends the load: shows the whole `document`, or, when reading failed, keeps the part before
  /// the problem (which the loader delivered last) and shows `failure` instead of the status.
  ///
  /// - Returns: Whether the frame must be drawn again.
  /// - Complexity: O(*v*) for *v* visible rows.
  public mutating func finishLoading(_ outcome: Result<ListDocument, ListFileError>) -> Bool {
    guard var loading else { return false }
    switch outcome {
    case .success(let document):
      loading.finished = document
      loading.waiting = ListDocument.Part(
        document: document, bytesRead: loading.byteCount, byteCount: loading.byteCount,
        isWhole: true)
    case .failure(let error):
      loadFailure = error
    }
    self.loading = loading
    if loadFailure != nil && loading.waiting == nil {
      endLoading()
      return true
    }
    _ = showWaitingPart()
    return true
  }

  /// Shows the part waiting, if no search holds it back; ends the load after the last one.
  ///
  /// - Returns: Whether a part was shown.
  /// - Complexity: O(*v*) for *v* visible rows.
  public mutating func showWaitingPart() -> Bool {
    guard let loading, let part = loading.waiting, pendingSearch == nil, searchDraft == nil,
      screens[current].table.controller.filter == nil
    else { return false }
    self.loading?.waiting = nil
    apply(part.document)
    if loading.finished != nil || loadFailure != nil { endLoading() }
    return true
  }

  /// The line shown under the list while it loads, or after its load failed.
  var loadLine: String? {
    if let loadFailure { return CellSanitizer.sanitize(loadFailure.description) }
    guard let loading else { return nil }
    let percent = loading.byteCount > 0 ? loading.bytesRead * 100 / loading.byteCount : 100
    let items = screens[current].table.controller.snapshot.itemCount
    var line = strings.fileLoading(
      percent: percent, read: Self.megabytes(loading.bytesRead),
      total: Self.megabytes(loading.byteCount), items: items)
    if loading.waiting != nil { line += strings.moreWhenSearchClears }
    return line
  }

  /// `bytes` in mebibytes with one decimal.
  static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// Replaces the list's data with `document`'s: new items and sections join, open or
  /// collapsed as the file says, and the check marks follow.
  mutating func apply(_ document: ListDocument) {
    // What the file opens or collapses among the sections and items about to arrive, found
    // before the list changes: the current snapshot is then not held here, and the screen's
    // table, changed in place, lets it go as soon as the new one replaces it.
    let newSections: Set<String>
    let newOpen: [String]
    do {
      let old = screens[current].table.controller.snapshot
      newSections = document.expansion.collapsedSections.filter {
        old.sectionIndex(of: $0) == nil
      }
      newOpen = document.expansion.expandedIDs.filter { old.nodeIndex(of: $0) == nil }
    }
    // A part that adds sections and items at the end costs only its new rows; anything else
    // (a header that came after its section's items, say) goes through the diff.
    if !screens[current].table.append(extending: document.snapshot) {
      screens[current].table.apply(document.snapshot)
    }
    if document.checks != nil || screens[current].table.controller.checks != nil {
      screens[current].table.updateController { $0.checks = document.checks }
    }
    if !newSections.isEmpty || !newOpen.isEmpty {
      screens[current].table.updateKeepingSelection { controller in
        for id in newOpen { controller.setExpanded(true, id) }
        for id in newSections {
          if let section = controller.snapshot.sectionIndex(of: id) {
            _ = controller.setCollapsed(true, section: section)
          }
        }
      }
    }
    if document.snapshot.hasItemOptions {
      screens[current].opensDetailsApart = document.snapshot.nodes.contains {
        $0.opensDetailApart
      }
    }
  }

  /// Ends the load: editing comes back, and the status line with it.
  mutating func endLoading() {
    guard let loading else { return }
    screens[current].reorders = loading.edits.reorders
    screens[current].marks = loading.edits.marks
    if let checks = screens[current].table.controller.checks {
      // Whether the list can be confirmed changes how the Agree button is drawn, not any row's
      // height: the rows keep their measures (measuring a large list again would take long).
      screens[current].table.setDrawing(
        GalleryRenderer.make(canConfirm: checks.canConfirm, strings: screens[current].strings))
    }
    self.loading = nil
  }
}
