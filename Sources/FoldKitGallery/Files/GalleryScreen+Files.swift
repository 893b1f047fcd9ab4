import FoldKit
public import FoldKitScreens
public import FoldKitTerminal

extension GalleryScreen {
  /// The Files screen: the directory tree under `path`, its root open, each folder's entries
  /// read from disk when it opens (``DirectoryReader``).
  ///
  /// A folder that cannot be read shows an error row beneath it; selecting the row reads again.
  /// Symbolic links are shown, never followed.
  ///
  /// - Complexity: O(*e* log *e*) for the *e* entries of the root.
  public static func files(
    _ path: String, size: TerminalSize, language: ScreenLanguage = .english
  ) -> GalleryScreen {
    let strings = ScreenStrings(language)
    let snapshot = Snapshot(uncheckedSections: [
      ListSection<String, String, GalleryItem>(id: "files", items: [DirectoryReader.root(path)])
    ])
    var controller = ListController(
      snapshot: snapshot, expansion: ExpansionState(expanded: [path]))
    controller.searchText = { $0.text }
    let table = Table(
      controller: controller, renderer: GalleryRenderer.make(canConfirm: true, strings: strings),
      size: size)
    var screen = GalleryScreen(
      title: language == .korean ? "파일" : "Files", table: table,
      status: language == .korean ? "→로 폴더를 엽니다." : "→ opens a folder; its entries are read then.",
      strings: strings)
    screen.childLoader = { try DirectoryReader.children(of: $0) }
    // Deep in the tree, the folders above the top row stay pinned; entries can be marked to
    // count them and add up their sizes (nothing on disk changes).
    screen.table.stickyAncestorLimit = 3
    screen.marks = true
    screen.markedSize = { paths in paths.reduce(0) { $0 + DirectoryReader.size(of: $1) } }
    _ = screen.serviceLoads(now: .zero)
    // The root's entries are there from the first frame: no fade from a loading row.
    screen.table.finishAnimations()
    return screen
  }

  /// Answers the list's load requests with the loader: children, or the reason they cannot be
  /// read (an error row).
  ///
  /// - Returns: Whether anything was loaded (the screen must be drawn again).
  mutating func serviceLoads(now: Duration) -> Bool {
    guard let loader = childLoader else { return false }
    var changed = false
    while true {
      let requests = table.takeLoadEvents().compactMap { event -> LoadRequest<String>? in
        if case .request(let request) = event { return request }
        return nil
      }
      guard !requests.isEmpty else { return changed }
      for request in requests {
        changed = true
        do {
          let children = try loader(request.item)
          try table.supplyChildren(children, for: request, now: now)
        } catch {
          table.supplyFailure(String(describing: error), for: request, now: now)
        }
      }
    }
  }
}
