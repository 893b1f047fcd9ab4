import FoldKitGallery
import FoldKitTerminal
import Testing

@Suite struct GalleryCommandTests {
  func finish(_ arguments: [String], isTerminal: Bool = true) -> (String, String, Int32)? {
    let plan = GalleryCommand.plan(
      arguments, readFile: files(), isTerminal: isTerminal, columns: 60)
    guard case .finish(let output, let error, let status) = plan else { return nil }
    return (output, error, status)
  }

  @Test func helpAndVersionExitZero() throws {
    let help = try #require(finish(["--help"]))
    #expect(help.2 == 0)
    #expect(help.0.hasPrefix("usage: foldkit"))
    let version = try #require(finish(["--version"]))
    #expect(version.2 == 0)
    #expect(version.0 == "foldkit \(FoldKitTerminalInfo.version)\n")
  }

  @Test(arguments: [
    ["--bogus"], ["--screen", "nope"], ["--size", "80"], ["--keys"], ["--keys", "down"],
    ["--snapshot", "--keys", "sideways"], ["a.json", "b.json"],
  ])
  func usageErrorsExitOne(_ arguments: [String]) throws {
    let result = try #require(finish(arguments))
    #expect(result.2 == 1)
    #expect(result.0.isEmpty)
    #expect(result.1.hasPrefix("foldkit: "))
  }

  @Test("--screen with an unknown name lists every screen, files included")
  func unknownScreenListsEveryScreen() throws {
    let result = try #require(finish(["--screen", "nope"]))
    #expect(
      result.1
        == "foldkit: unknown screen \"nope\"; screens: contacts, sections, accordion, messages, "
        + "terms, files\nTry 'foldkit --help'.\n")
  }

  @Test("--files with a path that is not there, or not a folder, exits 2 with the reason")
  func filesNeedsAFolder() throws {
    let missing = try #require(finish(["--files", "/nonexistent"]))
    #expect(missing.2 == 2)
    #expect(missing.0.isEmpty)
    #expect(missing.1 == "foldkit: /nonexistent: No such file or directory\n")
    let file = try #require(finish(["--files", "/etc/hostname"]))
    #expect(file.2 == 2)
    #expect(file.1 == "foldkit: /etc/hostname: Not a directory\n")
  }

  @Test("A FILE that cannot be read says why, with status 2")
  func unreadableFileSaysWhy() throws {
    let result = try #require(finish(["missing.json"]))
    #expect(result.2 == 2)
    #expect(
      result.1 == "foldkit: missing.json: error: cannot read the file: No such file or directory\n")
  }

  @Test("Piped output: the payment term's own text, the Files screen and a file's title")
  func pipedOutputIsFullyExpanded() throws {
    let terms = try #require(finish(["--screen", "terms"], isTerminal: false))
    #expect(terms.2 == 0)
    let lines = terms.0.split(separator: "\n").map(String.init)
    let payment = try #require(lines.firstIndex { $0.contains("App payment terms") })
    #expect(lines[payment + 1].contains("Payments in the app are processed"), "\(lines)")
    #expect(terms.0.contains("Third-party data sharing"))
    let gallery = try #require(finish([], isTerminal: false))
    #expect(gallery.0.contains("\n== Files ==\n"))
    #expect(gallery.0.contains("Folders are read when they open"))
    let filesScreen = try #require(finish(["--screen", "files"], isTerminal: false))
    #expect(filesScreen.0.hasPrefix("== Files ==\n"))
    let json = #"{ "title": "Mine", "sections": [ { "items": [ { "id": 1, "title": "One" } ] } ] }"#
    let plan = GalleryCommand.plan(
      ["mine.json"], readFile: files(["mine.json": json]), isTerminal: false, columns: 40)
    guard case .finish(let output, _, let status) = plan else {
      Issue.record("piped output must finish")
      return
    }
    #expect(status == 0)
    #expect(output == "== Mine ==\n  One\n")
  }

  @Test func snapshotPrintsPlainTextWithoutEscapes() throws {
    let result = try #require(
      finish(["--screen", "terms", "--keys", "space", "--size", "60x14", "--snapshot"]))
    #expect(result.2 == 0)
    #expect(result.0.contains("[x] Agree to all"))
    #expect(!result.0.utf8.contains(0x1B))
    #expect(result.0.split(separator: "\n", omittingEmptySubsequences: false).count == 15)
  }

  @Test func plainOutputWhenNotATerminalShowsEverythingExpanded() throws {
    let result = try #require(finish(["--screen", "contacts"], isTerminal: false))
    #expect(result.2 == 0)
    #expect(!result.0.utf8.contains(0x1B))
    #expect(result.0.contains("010-7712-4409"))
    #expect(result.0.contains("010-8834-5526"))
    let all = try #require(finish([], isTerminal: false))
    for title in [
      "== Contacts ==", "== Sections ==", "== Accordion ==", "== Messages ==", "== Terms ==",
    ] {
      #expect(all.0.contains(title))
    }
    #expect(all.0.contains("Wheelchair and walking-aid rental"))
  }

  @Test func keyScriptNamesEveryKey() throws {
    let events = try KeyScript.events("down up enter space tab left right pgdn pgup home end q")
    #expect(events.count == 12)
    #expect(events[3] == .key(KeyEvent(.character(" "))))
    #expect(events[11] == .key(KeyEvent(.character("q"))))
    #expect(throws: KeyScript.UnknownKey.self) { try KeyScript.events("down sideways") }
  }

  @Test func tabAndShiftTabSwitchScreensAndQQuits() {
    var app = GalleryApp(size: TerminalSize(columns: 80, rows: 24))
    #expect(app.handle(.key(KeyEvent(.tab)), now: .zero) == .redraw)
    #expect(app.screen.title == "Sections")
    _ = app.handle(.key(KeyEvent(.tab, modifiers: .shift)), now: .zero)
    _ = app.handle(.key(KeyEvent(.tab, modifiers: .shift)), now: .zero)
    #expect(app.screen.title == "Files")
    _ = app.handle(.key(KeyEvent(.tab, modifiers: .shift)), now: .zero)
    #expect(app.screen.title == "Terms")
    #expect(app.handle(.key(KeyEvent(.character("q"))), now: .zero) == .quit)
    #expect(app.handle(.key(KeyEvent(.character("c"), modifiers: .control)), now: .zero) == .quit)
  }

  @Test func clickOnATabShowsItsScreen() {
    var app = GalleryApp(size: TerminalSize(columns: 80, rows: 24))
    let column =
      app.render(now: .zero).lines[0].firstRange(of: "Messages").map {
        app.render(now: .zero).lines[0].distance(
          from: app.render(now: .zero).lines[0].startIndex, to: $0.lowerBound)
      } ?? 0
    _ = app.handle(.mouse(MouseEvent(.press(.left), column: column, row: 0)), now: .zero)
    #expect(app.screen.title == "Messages")
  }

  @Test func snapshotOfAFileRunsTheKeyScript() throws {
    let json = """
      { "title": "Mine", "sections": [ { "header": "Top", "items": [
        { "id": "a", "title": "Alpha", "detail": "First letter" },
        { "id": "b", "title": "Beta" } ] } ] }
      """
    let plan = GalleryCommand.plan(
      ["mine.json", "--keys", "enter", "--size", "30x8", "--snapshot"],
      readFile: files(["mine.json": json]), isTerminal: true, columns: 80)
    guard case .finish(let output, let error, let status) = plan else {
      Issue.record("a snapshot must finish")
      return
    }
    #expect(status == 0)
    #expect(error.isEmpty)
    #expect(
      output == """
         Mine
        ──────────────────────────────
         Top
        › Alpha                     ⌃
            First letter
          Beta
         Alpha, expanded, First lette…
         ⏎ select  ? help  q quit

        """)
  }

  @Test func standardInputErrorsNameStdin() {
    let plan = GalleryCommand.plan(
      ["-"], readFile: files(["-": "{"]), isTerminal: true, columns: 80)
    guard case .finish(_, let error, let status) = plan else {
      Issue.record("a bad file must not start the gallery")
      return
    }
    #expect(status == 2)
    #expect(
      error
        == "foldkit: <stdin>:1:2: error: unexpected end of input, expected a key in double quotes\n"
    )
  }

  @Test func controlCharactersInAFileNeverReachTheOutput() throws {
    let json =
      #"{ "sections": [ { "header": "\u001b]52;c;aGk=\u0007Top", "items": ["#
      + #"{ "id": "a", "title": "\u001b[2JAlpha\u009b31m", "detail": "x\ty\u0085z" } ] } ] }"#
    let plan = GalleryCommand.plan(
      ["evil.json", "--keys", "enter", "--snapshot"],
      readFile: files(["evil.json": json]), isTerminal: true, columns: 80)
    guard case .finish(let output, _, let status) = plan else {
      Issue.record("a snapshot must finish")
      return
    }
    #expect(status == 0)
    #expect(output.contains("Alpha"))
    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
  }
}
