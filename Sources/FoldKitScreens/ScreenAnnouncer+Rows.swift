public import FoldKit

extension ScreenAnnouncer {
  /// The sentence for the element at `position` as it is now: its label, then what matters
  /// about it (a person's number when open, "done", the check state, "disabled"), its expansion
  /// state and its place among its siblings, from the controller's `RowAccessibility`.
  ///
  /// A view says it whenever a person's action focuses an element or changes it.
  ///
  /// - Parameters:
  ///   - position: A position in the controller's visible sequence.
  ///   - controller: The list.
  /// - Returns: The sentence, such as "최서연, expanded, 010-7712-4409, 2 of 4".
  /// - Precondition: `position` is in the visible sequence.
  /// - Complexity: O(log *n*).
  public func sentence(
    forPosition position: Int, in controller: ListController<String, String, ScreenItem>
  ) -> String {
    let element = controller.rows.elements[position]
    let access = controller.accessibility(atPosition: position)
    switch element.kind {
    case .header, .footer:
      let section = controller.snapshot.sections[element.index]
      let content = element.kind == .header ? section.header : section.footer
      var parts = [
        content.map { $0.text }.flatMap { $0.isEmpty ? nil : $0 }
          ?? strings.section(element.index + 1, of: controller.numberOfSections)
      ]
      parts.append(strings.section(access.positionInSet, of: access.setSize))
      if access.isExpandable {
        parts.append(
          access.isExpanded
            ? strings.expanded + ", "
              + strings.items(controller.numberOfRows(inSection: element.index))
            : strings.collapsed)
      }
      return parts.joined(separator: ", ")
    case .row, .detail, .status:
      let node = controller.snapshot.nodes[element.index]
      var parts = [Self.shortened(node.content.text)]
      parts += states(of: node.content, id: node.id, in: controller)
      // An item whose detail opens apart: its expansion is its children's, and its detail is
      // said after them when it shows.
      let apart = node.opensDetailApart && node.hasDetail
      if access.isExpandable && element.kind == .row {
        if !access.isExpanded {
          parts.append(strings.collapsed)
        } else if !apart, node.hasDetail, let detail = node.content.detail,
          !Self.isCheck(node.content)
        {
          parts.append(strings.expanded)
          parts.append(Self.shortened(detail))
        } else {
          parts.append(strings.expanded)
          if node.childCount > 0 { parts.append(strings.items(node.childCount)) }
          if controller.isFiltered && node.childCount > 0 {
            // A folder opened during a search shows only its matching entries: say so.
            let shown = Self.shownChildren(ofPosition: position, in: controller)
            if shown < node.childCount {
              parts.append(strings.hiddenBySearch(node.childCount - shown))
            }
          }
        }
      }
      if apart && access.isDetailOpen == true && element.kind == .row {
        // A term says that its text shows; another item says its detail, as a contact does.
        if let detail = node.content.detail, !Self.isCheck(node.content) {
          parts.append(Self.shortened(detail))
        } else {
          parts.append(strings.textOpen)
        }
      }
      // A term's siblings in its section are its sub-terms, so "1 of 3" would mislead. A row
      // inside an outline (a file in a folder) says its place even as an only child, so that
      // every entry of a tree is said the same way.
      if (access.setSize > 1 || node.depth > 0) && !Self.isCheck(node.content)
        && node.content.role != .agreeButton
        && element.kind == .row
      {
        parts.append(strings.position(access.positionInSet, of: access.setSize))
      }
      return parts.joined(separator: ", ")
    }
  }

  /// The words for an item's own state: "done", "mandatory", the check mark, "disabled".
  func states(
    of item: ScreenItem, id: String, in controller: ListController<String, String, ScreenItem>
  ) -> [String] {
    var parts: [String] = []
    switch item.role {
    case .message(let isDone):
      if isDone { parts.append(strings.done) }
    case .term, .checkRow, .agreeAll:
      if let tag = item.tag, !tag.isEmpty {
        parts.append(tag)
      } else if item.isMandatory {
        parts.append(strings.mandatory)
      }
      if let checks = controller.checks {
        let mark = item.role == .agreeAll ? checks.allMark : checks.mark(of: id)
        parts.append(words(for: mark))
      }
      if item.isDisabled { parts.append(strings.disabled) }
    case .agreeButton:
      parts.append(strings.button)
      if controller.checks?.canConfirm == false { parts.append(strings.disabled) }
    default:
      break
    }
    return parts
  }

  /// How many children of the item at `position` show beneath it.
  static func shownChildren(
    ofPosition position: Int, in controller: ListController<String, String, ScreenItem>
  ) -> Int {
    let elements = controller.rows.elements
    let parent = elements[position].index
    let depth = controller.snapshot.nodes[parent].depth
    var shown = 0
    var next = position + 1
    while next < elements.count {
      let element = elements[next]
      guard element.isRow || element.kind == .detail || element.kind == .status else { break }
      let node = controller.snapshot.nodes[element.index]
      if element.isRow {
        guard node.depth > depth else { break }
        if node.parent == parent { shown += 1 }
      }
      next += 1
    }
    return shown
  }

  static func isCheck(_ item: ScreenItem) -> Bool {
    switch item.role {
    case .term, .checkRow, .agreeAll: true
    default: false
    }
  }

  /// `text` cut to 40 characters with an ellipsis, so the words after a long message's text
  /// still fit a status line.
  static func shortened(_ text: String) -> String {
    let limit = 40
    guard text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }
}
