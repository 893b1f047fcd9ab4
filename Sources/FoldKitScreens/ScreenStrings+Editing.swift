extension ScreenStrings {
  /// What the announcement line calls moved rows: the row's label for one, "3 rows" for more.
  ///
  /// - Complexity: O(*n*) for a label of *n* characters.
  public func rowsLabel(_ labels: [String]) -> String {
    labels.count == 1 ? labels[0] : pick("\(labels.count) rows", "행 \(labels.count)개")
  }

  /// "Picked up 3: ↑↓ move, Enter drops, Esc cancels", after `p`.
  ///
  /// - Complexity: O(*n*) for a label of *n* characters.
  public func pickedUp(_ label: String) -> String {
    pick(
      "Picked up \(label): ↑↓ move, Enter drops, Esc cancels",
      "\(label) 집어 듦: ↑↓ 이동, Enter 놓기, Esc 취소")
  }

  /// "3 → Section 2, 2 of 6", where a picked-up row would drop.
  ///
  /// - Complexity: O(*n*) for labels of *n* characters.
  public func moving(_ label: String, to section: String, _ position: Int, of count: Int) -> String
  {
    "\(label) → \(section), " + self.position(position, of: count)
  }

  /// "moved 김민준 to Friend, 2 of 4", after a drop.
  ///
  /// - Complexity: O(*n*) for labels of *n* characters.
  public func moved(_ label: String, to section: String, _ position: Int, of count: Int) -> String {
    pick(
      "moved \(label) to \(section), \(position) of \(count)",
      "\(label) 옮김: \(section), \(count)개 중 \(position)번째")
  }

  /// "Move cancelled: 3 is back in Section 1", after Esc.
  ///
  /// - Complexity: O(*n*) for labels of *n* characters.
  public func moveCancelled(_ label: String, in section: String) -> String {
    pick("Move cancelled: \(label) is back in \(section)", "옮기기 취소: \(label) 제자리(\(section))")
  }

  /// "Cannot drop there: reason", when the rules refuse a drop; nothing changed.
  ///
  /// - Complexity: O(*n*) for a reason of *n* characters.
  public func cannotDrop(_ reason: String) -> String {
    pick("Cannot drop there: \(reason)", "여기에 놓을 수 없음: \(reason)")
  }

  /// The reason a move into a row's own subtree is refused.
  public var intoItself: String {
    pick("cannot drop a row into itself", "행을 자기 안에 넣을 수 없습니다")
  }
  /// The reason a move into a folder that is not read yet is refused.
  public var notLoaded: String {
    pick("its contents are not loaded yet", "아직 내용을 읽지 않았습니다")
  }
  /// The reason a row of a flat list cannot go into another row.
  public var rowsStayFlat: String {
    pick("rows of this list hold no other rows", "이 목록의 행에는 다른 행을 넣을 수 없습니다")
  }
  /// The reason a row cannot go into the row above it: there is none.
  public var noRowAbove: String {
    pick("no row above to go into", "들어갈 위쪽 행이 없습니다")
  }
  /// The reason a top-level row cannot move out of its parent.
  public var alreadyTopLevel: String {
    pick("already at the top level", "이미 맨 위 단계입니다")
  }
  /// The reason for any other refused move.
  public var notAllowed: String { pick("not allowed here", "여기는 허용되지 않습니다") }

  /// "Section 1 must keep at least one row", the gallery's own rule.
  ///
  /// - Complexity: O(*n*) for a name of *n* characters.
  public func mustKeepARow(_ section: String) -> String {
    pick("\(section) must keep at least one row", "\(section)에는 행이 하나 이상 있어야 합니다")
  }

  /// "3 selected" / "3개 선택됨".
  ///
  /// - Complexity: O(1).
  public func selectedCount(_ count: Int) -> String {
    pick("\(count) selected", "\(count)개 선택됨")
  }

  /// "3 selected (1 hidden)": marked rows, some of them in a collapsed parent or section or
  /// outside a search.
  ///
  /// - Complexity: O(1).
  public func selectedCount(_ count: Int, hidden: Int) -> String {
    hidden == 0
      ? selectedCount(count)
      : pick("\(count) selected (\(hidden) hidden)", "\(count)개 선택됨 (\(hidden)개 숨김)")
  }

  /// "3 selected, 12.4 KB": marked entries of the Files screen and their total size.
  ///
  /// - Complexity: O(1).
  public func selectedCount(_ count: Int, size: String) -> String {
    pick("\(count) selected, \(size)", "\(count)개 선택됨, \(size)")
  }

  /// "Deleted 3 rows; u undoes".
  ///
  /// - Complexity: O(*n*) for a label of *n* characters.
  public func deleted(_ label: String) -> String {
    pick("Deleted \(label); u undoes", "\(label) 삭제함, u로 되돌리기")
  }

  /// "Restored 3 rows", after undoing a delete.
  ///
  /// - Complexity: O(*n*) for a label of *n* characters.
  public func restored(_ label: String) -> String {
    pick("Restored \(label)", "\(label) 되살림")
  }

  /// "Undid the move: 3 is back in Section 1, 3 of 5".
  ///
  /// - Complexity: O(*n*) for labels of *n* characters.
  public func undidMove(_ label: String, in section: String, _ position: Int, of count: Int)
    -> String
  {
    pick(
      "Undid the move: \(label) is back in \(section), \(position) of \(count)",
      "옮기기 되돌림: \(label) → \(section), \(count)개 중 \(position)번째")
  }

  /// The sentence when `u` finds nothing to undo.
  public var nothingToUndo: String { pick("Nothing to undo", "되돌릴 것이 없습니다") }

  /// The sentence when Files refuses to delete (marking there only counts).
  public var filesNeverChange: String {
    pick("Files are never changed: marking only counts", "파일은 바꾸지 않습니다: 표시는 세기만 합니다")
  }

  /// The key hints of a screen whose rows can be reordered, marked and deleted.
  ///
  /// - Parameters:
  ///   - reorders: Whether rows can be picked up and deleted (else marking only counts).
  ///   - isPicking: Whether a row is picked up (the drop keys come first then).
  /// - Returns: The hints.
  /// - Complexity: O(1).
  public func editingHints(reorders: Bool, isPicking: Bool = false) -> [KeyHint] {
    var hints = [
      KeyHint(
        "m", pick("mark", "표시"), priority: 15,
        explanation: pick(
          "mark the row; Shift-↑↓ or J/K extend, a or Ctrl-A all, Esc clears",
          "행 표시, Shift-↑↓나 J/K로 범위, a나 Ctrl-A로 모두, Esc로 지움"))
    ]
    if reorders {
      hints.append(contentsOf: [
        KeyHint(
          "p", pick("pick up", "집기"), priority: isPicking ? 99 : 16,
          explanation: pick(
            "pick up the row or marks: ↑↓ move, →← in/out, ⏎ drops, Esc cancels",
            "행이나 표시한 행 집기, ↑↓ 이동, →← 안/밖, ⏎ 놓기, Esc 취소")),
        KeyHint(
          "D/u", pick("delete/undo", "삭제/되돌리기"), priority: 5,
          explanation: pick(
            "delete the marked rows or the row; u undoes a move or delete",
            "표시한 행이나 현재 행 삭제, u로 옮기기나 삭제 되돌리기")),
      ])
    }
    return hints
  }
}
