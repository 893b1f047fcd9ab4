/// The sentences and labels the screens show around their data, in one language.
///
/// Every word a screen says to a person (status sentences, tags, announcements, key help) comes
/// from here, so a host that passes a ``ScreenLanguage`` gets the whole screen in it.
public struct ScreenStrings: Sendable, Hashable {
  /// The language of the strings.
  public var language: ScreenLanguage

  /// The strings of `language`.
  ///
  /// - Complexity: O(1).
  public init(_ language: ScreenLanguage) { self.language = language }

  func pick(_ english: String, _ korean: String) -> String {
    language == .korean ? korean : english
  }

  /// The tag of a mandatory term.
  public var mandatory: String { pick("mandatory", "필수") }
  /// The tag of an optional term.
  public var optional: String { pick("optional", "선택") }
  /// The short tag of a mandatory term, on a row too narrow for the whole tag.
  public var mandatoryShort: String { pick("req.", "필수") }
  /// The short tag of an optional term, on a row too narrow for the whole tag.
  public var optionalShort: String { pick("opt.", "선택") }
  /// The note after a hidden section's header.
  public var hidden: String { pick("hidden", "숨김") }
  /// The note after a disabled row or button.
  public var disabled: String { pick("disabled", "사용 불가") }
  /// The word for a done message.
  public var done: String { pick("done", "완료") }
  /// The word for an expanded row.
  public var expanded: String { pick("expanded", "펼침") }
  /// The word for a collapsed row.
  public var collapsed: String { pick("collapsed", "접힘") }
  /// The words for an item whose text, opened apart from its children, shows.
  public var textOpen: String { pick("text open", "내용 열림") }
  /// The word for a checked item.
  public var accepted: String { pick("accepted", "동의함") }
  /// The word for a partly checked item.
  public var partlyAccepted: String { pick("partly accepted", "일부 동의함") }
  /// The word for an unchecked item.
  public var notAccepted: String { pick("not accepted", "동의 안 함") }
  /// The sentence after the Agree button is selected with every mandatory term accepted.
  public var agreed: String { pick("Agreed. Thank you.", "동의했습니다. 감사합니다.") }
  /// The sentence after the Agree button is selected while a mandatory term is not accepted.
  public var agreeNeedsMandatory: String {
    pick("Accept every mandatory term to agree.", "필수 항목에 모두 동의해야 합니다.")
  }
  /// The note added while the Agree button is not yet available.
  public var agreeStillDisabled: String {
    pick("Agree needs all mandatory terms", "필수 항목에 모두 동의해야 동의할 수 있습니다")
  }
  /// The note added when the last mandatory term has just been accepted.
  public var agreeNowAvailable: String {
    pick("Agree is now available", "이제 동의할 수 있습니다")
  }
  /// The note added when the last mandatory item of a list without an Agree button is checked.
  public var mandatoryAllChecked: String {
    pick("every mandatory item is checked", "필수 항목을 모두 체크했습니다")
  }
  /// The first status of a user's check list.
  public var spaceChecks: String { pick("Space checks an item.", "Space로 항목에 체크합니다.") }
  /// The title of a user's list that has none.
  public var untitledList: String { pick("List", "목록") }
  /// The sentence shown instead of the gallery in a window too small for it.
  public var windowTooSmall: String {
    pick("Window too small: make it larger.", "창이 너무 작습니다. 창을 키워 주세요.")
  }
  /// The sentence of an empty list.
  public var emptyList: String { pick("The list is empty.", "목록이 비어 있습니다.") }
  /// The note under the Files screen in plain output, where its folders stay closed.
  public var foldersClosedInPlainOutput: String {
    pick(
      "(Folders are read when they open; foldkit --files PATH prints a whole tree.)",
      "(폴더는 열 때 읽습니다. foldkit --files 경로 로 트리 전체를 출력합니다.)")
  }
  /// The row beneath an open item whose children are still loading.
  public var loading: String { pick("Loading…", "불러오는 중…") }

  /// The line under a list whose file is still being read: how far reading has come (`read`
  /// and `total` in megabytes) and how many items have arrived.
  ///
  /// - Complexity: O(1).
  public func fileLoading(percent: Int, read: String, total: String, items: Int) -> String {
    pick(
      "loading \(percent)% (\(read) of \(total) MB), \(items) items so far",
      "불러오는 중 \(percent)% (\(total) MB 중 \(read) MB), 지금까지 \(items)개 항목")
  }
  /// Said after ``fileLoading(percent:read:total:items:)`` while a search holds back the items
  /// read meanwhile.
  public var moreWhenSearchClears: String {
    pick("; more show when the search is cleared", "; 검색을 지우면 나머지가 보입니다")
  }

  /// Said after a search while the list's file is still being read: what it searched.
  ///
  /// - Complexity: O(1).
  public func searchedSoFar(_ items: Int) -> String {
    pick("  · in the \(items) items read so far", "  · 지금까지 읽은 \(items)개 항목에서")
  }

  /// The row beneath an open item whose children failed to load: the loader's message and how
  /// to retry.
  ///
  /// - Complexity: O(*m*) for a message of *m* characters.
  public func loadFailure(_ message: String) -> String {
    pick("⚠ \(message) — Enter retries", "⚠ \(message) — Enter로 다시 시도")
  }

  /// The word for a button.
  public var button: String { pick("button", "버튼") }

  /// "section 2 of 3", a header's place among the sections.
  ///
  /// - Complexity: O(1).
  public func section(_ position: Int, of count: Int) -> String {
    pick("section \(position) of \(count)", "섹션 \(count)개 중 \(position)번째")
  }

  /// "2 of 4", a row's place among its siblings.
  ///
  /// - Complexity: O(1).
  public func position(_ position: Int, of count: Int) -> String {
    pick("\(position) of \(count)", "\(count)개 중 \(position)번째")
  }

  /// "12 hidden by the search", after an item opened during a search whose other children do
  /// not match.
  ///
  /// - Complexity: O(1).
  public func hiddenBySearch(_ count: Int) -> String {
    pick("\(count) hidden by the search", "검색으로 \(count)개 숨김")
  }

  /// "Lines 5–20 of 40", what a scroll shows.
  ///
  /// - Complexity: O(1).
  public func lines(_ first: Int, _ last: Int, of count: Int) -> String {
    pick("Lines \(first)–\(last) of \(count)", "전체 \(count)줄 중 \(first)–\(last)줄")
  }

  /// "Selected `label`", after a row that only flashes.
  ///
  /// - Complexity: O(*n*) for a label of *n* characters.
  public func selected(_ label: String) -> String {
    pick("Selected \(label)", "\(label) 선택함")
  }

  /// "3 items", "1 item" / "항목 3개".
  ///
  /// - Complexity: O(1).
  public func items(_ count: Int) -> String {
    switch language {
    case .english: count == 1 ? "1 item" : "\(count) items"
    case .korean: "항목 \(count)개"
    }
  }

  /// The status after exclusive mode is switched on or off.
  ///
  /// - Complexity: O(1).
  public func exclusiveStatus(isOn: Bool) -> String {
    isOn
      ? pick("Exclusive: opening one category closes the others", "하나만 펼치기: 켬")
      : pick("Exclusive: off", "하나만 펼치기: 끔")
  }
}
