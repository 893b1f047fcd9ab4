extension ScreenStrings {
  /// The key hints every gallery screen shares, in the order the help line shows them.
  ///
  /// - Parameter screenCount: How many screens the gallery has (`1`…`N` switch to them); with
  ///   one screen the hints for switching screens are left out.
  /// - Returns: The hints, the help and quit keys last.
  /// - Complexity: O(1).
  public func commonHints(screenCount: Int) -> [KeyHint] {
    var hints = [
      KeyHint(
        "↑↓", pick("move", "이동"), priority: 80,
        explanation: pick("move the selection (also k and j)", "선택 이동 (k, j도 됨)")),
      KeyHint(
        "⏎", pick("select", "선택"), priority: 90,
        explanation: pick("select, open or check the row (also Space)", "행 선택, 펼치기, 체크 (Space도 됨)")),
      KeyHint(
        "←→", pick("close/open", "접기/펼치기"), priority: 70,
        explanation: pick(
          "→ opens or goes to the first child; ← closes or goes to the parent",
          "→ 펼치거나 첫 하위 항목으로, ← 접거나 상위 항목으로")),
      KeyHint(
        "PgUp/PgDn", pick("page", "페이지"), priority: 30,
        explanation: pick(
          "scroll a page; Home and End go to the ends", "한 페이지 스크롤, Home과 End는 처음과 끝")),
    ]
    if screenCount > 1 {
      hints.append(
        KeyHint(
          "Tab", pick("screen", "화면"), priority: 75,
          explanation: pick("next screen (Shift-Tab: previous)", "다음 화면 (Shift-Tab: 이전 화면)")))
      hints.append(
        KeyHint(
          "1-\(screenCount)", pick("pick screen", "화면 고르기"), priority: 20,
          explanation: pick("go to screen 1 to \(screenCount)", "1번부터 \(screenCount)번 화면으로")))
    }
    hints.append(
      KeyHint(
        "?", pick("help", "도움말"), priority: KeyHint.essential,
        explanation: pick("show or hide every key", "모든 키 보기 또는 닫기")))
    hints.append(
      KeyHint(
        "q", pick("quit", "끝내기"), priority: KeyHint.essential,
        explanation: pick("quit (also Ctrl-C)", "끝내기 (Ctrl-C도 됨)")))
    return hints
  }

  /// The key hints of a screen beyond the common ones, in the order the help shows them.
  ///
  /// - Parameters:
  ///   - hasChecks: Whether the screen has check boxes (Space checks).
  ///   - offersExclusiveMode: Whether `x` switches exclusive mode.
  ///   - isExclusive: Whether exclusive mode is on.
  ///   - opensDetailsApart: Whether some items open their detail apart from their children
  ///     (`d` opens the detail); implied by `hasChecks`.
  /// - Returns: The hints, possibly none.
  /// - Complexity: O(1).
  public func screenHints(
    hasChecks: Bool, offersExclusiveMode: Bool, isExclusive: Bool, opensDetailsApart: Bool = false
  ) -> [KeyHint] {
    var hints: [KeyHint] = []
    if hasChecks {
      hints.append(contentsOf: [checkHint, detailHint])
    } else if opensDetailsApart {
      hints.append(apartDetailHint)
    }
    if offersExclusiveMode { hints.append(exclusiveHint(isOn: isExclusive)) }
    return hints
  }

  /// The hint for `x` on a screen with exclusive mode, showing whether it is on.
  ///
  /// - Complexity: O(1).
  public func exclusiveHint(isOn: Bool) -> KeyHint {
    let state = isOn ? pick("on", "켬") : pick("off", "끔")
    return KeyHint(
      "x", pick("exclusive", "하나씩") + " (\(state))", priority: 50,
      explanation: pick(
        "exclusive mode: opening one category closes the others",
        "하나만 펼치기: 한 분류를 펼치면 다른 분류는 접힘"))
  }

  /// The hint for `d` on a screen with check boxes: it opens a term's text, apart from its
  /// sub-terms for a term that has them.
  ///
  /// - Complexity: O(1).
  public var detailHint: KeyHint {
    KeyHint(
      "d", pick("text", "내용"), priority: 10,
      explanation: pick(
        "open or close the term's text (→ opens its sub-terms)",
        "약관 내용 열기 또는 닫기 (→는 하위 약관을 펼침)"))
  }

  /// The hint for `d` on a list whose items open their detail apart from their children.
  ///
  /// - Complexity: O(1).
  public var apartDetailHint: KeyHint {
    KeyHint(
      "d", pick("details", "상세"), priority: 10,
      explanation: pick(
        "open or close the item's details (→ opens its children)",
        "항목의 상세 내용 열기 또는 닫기 (→는 하위 항목을 펼침)"))
  }

  /// The hint for Space on a screen with check boxes.
  ///
  /// - Complexity: O(1).
  public var checkHint: KeyHint {
    KeyHint(
      "Space", pick("check", "체크"), priority: 85,
      explanation: pick("check or uncheck the row", "행 체크 또는 해제"))
  }

  /// The search keys: `/` searches, and while a search filters the list, `n`/`N` go from match
  /// to match and Esc clears it.
  ///
  /// `n`/`N` and Esc have priority zero (listed in the help overlay only) until a search
  /// filters the list; then the help line shows them before the other keys.
  ///
  /// - Parameter isFiltered: Whether a search filters the list shown.
  /// - Returns: The hints for `/`, `n`/`N` and Esc.
  /// - Complexity: O(1).
  public func searchHints(isFiltered: Bool) -> [KeyHint] {
    [
      KeyHint(
        "/", pick("search", "검색"), priority: 25,
        explanation: pick(
          "search: typing narrows the list to the matches and their parents; Enter keeps it",
          "검색: 입력할수록 일치 항목과 그 상위 항목만 남음, Enter로 유지")),
      KeyHint(
        "n/N", pick("next/previous", "다음/이전"), priority: isFiltered ? 95 : 0,
        explanation: pick("go to the next or previous match", "다음 또는 이전 일치 항목으로")),
      KeyHint(
        "Esc", pick("clear search", "검색 지우기"), priority: isFiltered ? 95 : 0,
        explanation: pick(
          "clear the search and show every row again", "검색을 지우고 모든 행을 다시 보여 줌")),
    ]
  }

  /// The title of the help overlay.
  public var helpTitle: String { pick("Keys", "키 안내") }
  /// The line at the foot of the help overlay.
  public var helpDismiss: String { pick("Press any key to close.", "아무 키나 누르면 닫힙니다.") }
  /// The line at the foot of a help overlay taller than its area.
  public var helpScrollDismiss: String {
    pick("↑↓ scroll; any other key closes.", "↑↓ 스크롤, 다른 키를 누르면 닫힙니다.")
  }
  /// The mouse line of the help overlay.
  public var helpMouse: String {
    pick(
      "Mouse: click selects, drag moves a row, wheel scrolls, ⌄ opens a term's text.",
      "마우스: 클릭하면 선택, 끌어서 행 옮기기, 휠로 스크롤, ⌄는 약관 내용 열기.")
  }
}
