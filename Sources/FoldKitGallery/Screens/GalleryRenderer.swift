public import FoldKit
public import FoldKitScreens
public import FoldKitTerminal

/// Draws the gallery's lists: every ``GalleryItem/Role`` and the element heights.
public enum GalleryRenderer {
  /// The shade of footer bands and the rule under the tabs: a mid grey that reads on light and
  /// dark backgrounds alike (drawn dim, so it stays quiet without colour too).
  public static let band = Color.rgb(128, 132, 140)
  /// The colour of mandatory tags: an orange with contrast on black and on white.
  public static let mandatory = Color.rgb(208, 92, 56)
  /// The colour of secondary text (phone numbers, optional tags, read-only content): a mid grey
  /// with contrast on black and on white.
  public static let secondary = Color.rgb(118, 126, 140)
  /// The style of section headers: bold and underlined, no background, so they read on light and
  /// dark themes and without colour.
  public static let headerStyle = Style([.bold, .underline])
  /// The style of footer bands and rules.
  public static let bandStyle = Style(.dim, foreground: band)

  /// Columns left blank at each side of a message, as its 16 pt padding.
  public static let messagePadding = 2
  /// Columns kept for a message's checkmark.
  public static let messageAccessory = 2
  /// The most lines of a message's text.
  public static let messageMaximumLines = 5
  /// The most lines of a detail row's text.
  public static let detailMaximumLines = 12

  /// The renderer for gallery lists; check boxes show the marks of the controller's check tree,
  /// the Agree button is enabled when `canConfirm`, notes are in `strings`' language, and the
  /// first match of `highlight` in each row is drawn bold and underlined.
  ///
  /// - Complexity: O(1).
  public static func make(
    canConfirm: Bool = true, strings: ScreenStrings = ScreenStrings(.english),
    highlight: String? = nil
  ) -> TableRowRenderer<String, String, GalleryItem> {
    var renderer = TableRowRenderer<String, String, GalleryItem>(
      header: { context, buffer in
        drawHeader(context, strings: strings, into: &buffer)
        markSelection(context, into: &buffer)
      },
      row: { context, buffer in
        drawRow(context, canConfirm: canConfirm, strings: strings, into: &buffer)
        if let highlight { drawMatch(of: highlight, into: &buffer) }
        markSelection(context, into: &buffer)
        markEditing(context, into: &buffer)
      },
      detail: { context, buffer in drawDetail(context, into: &buffer) },
      footer: { context, buffer in drawFooter(context, into: &buffer) },
      rowHeight: { content, kind, width in
        rowHeight(of: content, kind: kind, width: width, strings: strings)
      })
    renderer.status = { context, buffer in
      // Where the item's children would be: one level deeper than the item's own text.
      let text = context.row.loadFailure.map(strings.loadFailure) ?? strings.loading
      TableRowDrawing.drawLine(
        text, into: &buffer, line: 0, indent: 2 + 2 * context.row.depth, style: Style(.dim))
    }
    return renderer
  }

  /// Draws the first match of `query` on the buffer's first line bold and underlined, keeping
  /// each cell's colours.
  ///
  /// - Complexity: O(*w* · *q*) for a line of *w* cells and a query of *q* characters.
  static func drawMatch(of query: String, into buffer: inout CellBuffer) {
    guard !query.isEmpty, buffer.size.rows > 0 else { return }
    let cells = Array(buffer.cells(inRow: 0))
    let columns = cells.indices.filter { !cells[$0].isContinuation }
    let text = String(columns.map { cells[$0].grapheme })
    guard let range = ListSearchIndex.matchRange(of: query, in: text) else { return }
    var column = columns[text.distance(from: text.startIndex, to: range.lowerBound)]
    for character in text[range] {
      var style = buffer[column, 0].style
      style.attributes.formUnion([.bold, .underline])
      column = buffer.draw(String(character), column: column, row: 0, style: style)
    }
  }

  /// The glyph drawn in the first column of the selected row, so the selection shows without
  /// reverse video too (plain snapshots, monochrome terminals).
  public static let selectionMarker = "›"

  static func markSelection(
    _ context: TableRowContext<String, String, GalleryItem>, into buffer: inout CellBuffer
  ) {
    guard context.isSelected, buffer.size.rows > 0, buffer.size.columns > 0 else { return }
    let style = buffer[0, 0].style
    buffer.draw(selectionMarker, column: 0, row: 0, style: style, limit: 1)
  }

  /// The glyph drawn in the second column of a marked row (one of several selected).
  public static let markMarker = "✓"
  /// The glyph drawn in the second column of a row being moved.
  public static let movingMarker = "⇅"

  static func markEditing(
    _ context: TableRowContext<String, String, GalleryItem>, into buffer: inout CellBuffer
  ) {
    guard context.isMarked || context.isMoving, buffer.size.rows > 0, buffer.size.columns > 1
    else { return }
    var style = buffer[1, 0].style
    style.attributes.insert(.bold)
    buffer.draw(
      context.isMoving ? movingMarker : markMarker, column: 1, row: 0, style: style, limit: 2)
  }

  /// The text width of a message row in a table `width` columns wide.
  ///
  /// - Complexity: O(1).
  public static func messageTextWidth(forTableWidth width: Int) -> Int {
    max(1, width - 2 * messagePadding - messageAccessory)
  }

  /// The height in lines of a row (kind `.row`) or detail row (kind `.detail`) showing `item` in
  /// a table `width` columns wide: one line, a message's wrapped lines plus a padding line, a
  /// detail's wrapped lines, or two lines for a check row whose tag does not fit after its
  /// title (in `strings`' words).
  ///
  /// - Complexity: O(*n*) for a message or detail of *n* characters, else O(1).
  public static func rowHeight(
    of item: GalleryItem, kind: VisibleElement.Kind, width: Int,
    strings: ScreenStrings = ScreenStrings(.english)
  ) -> Int {
    if kind == .detail {
      return detailLines(of: item, width: width).count
    }
    if let tag = checkTag(of: item, strings: strings), !tag.isEmpty {
      // Measured by content alone: an item with an indent sits that many levels deep, and its
      // opener (a chevron) takes two columns, as `drawRow` and `drawCheck` place them.
      let column = 2 + 4 * item.indent + 4
      let limit = width - 1 - 2
      let fits = column + TableText.width(of: item.text) + 2 + TableText.width(of: tag) <= limit
      return fits ? 1 : 2
    }
    if case .message = item.role {
      let wrapping = TextWrapping(
        width: messageTextWidth(forTableWidth: width), maximumLines: messageMaximumLines)
      return wrapping.lineCount(of: item.text) + 1
    }
    return 1
  }

  /// The column where a detail row's text starts, under its item's text.
  ///
  /// Rows are measured by content alone, so the indent depends on the item, not on its depth.
  /// An item with an ``GalleryItem/indent`` (a sub-term) sits that many levels deep, each level
  /// two columns for the depth and two for the indent, as ``drawRow`` draws it.
  static func detailIndent(of item: GalleryItem) -> Int {
    4 + 4 * item.indent + (isCheckRole(item.role) ? 4 : 0)
  }

  static func isCheckRole(_ role: GalleryItem.Role) -> Bool {
    switch role {
    case .term, .agreeAll, .checkRow: true
    default: false
    }
  }

  static func detailLines(of item: GalleryItem, width: Int) -> [String] {
    let indent = detailIndent(of: item)
    let wrapping = TextWrapping(width: max(1, width - indent - 2), maximumLines: detailMaximumLines)
    return wrapping.lines(of: item.detail ?? "")
  }

  static func drawHeader(
    _ context: TableRowContext<String, String, GalleryItem>, strings: ScreenStrings,
    into buffer: inout CellBuffer
  ) {
    guard let item = context.row.content else { return }
    let band = headerStyle
    switch item.role {
    case .buttonHeader:
      // A header that can be selected leaves room for the selection mark, as rows do.
      let count = context.row.isExpanded ? "" : "  (\(strings.hidden))"
      TableRowDrawing.drawLine(
        item.text + count, into: &buffer, line: 0, indent: 2,
        accessory: .disclosure(isExpanded: context.row.isExpanded), style: band)
    default:
      TableRowDrawing.drawLine(item.text, into: &buffer, line: 0, indent: 1, style: band)
    }
  }

  static func drawFooter(
    _ context: TableRowContext<String, String, GalleryItem>, into buffer: inout CellBuffer
  ) {
    guard let item = context.row.content else { return }
    switch item.role {
    case .band:
      let glyphs = String(repeating: "▀", count: buffer.size.columns)
      buffer.draw(glyphs, column: 0, row: 0, style: bandStyle)
    default:
      TableRowDrawing.drawLine(
        item.text, into: &buffer, line: 0, indent: 1, style: Style(.dim))
    }
  }

  /// Draws a detail row under its item's text at the item's depth.
  ///
  /// The row was measured by content alone (at depth 0); a deeper row wraps its text to the
  /// narrower width it has, and an ellipsis ends the last line if that needs more lines.
  static func drawDetail(
    _ context: TableRowContext<String, String, GalleryItem>, into buffer: inout CellBuffer
  ) {
    guard let item = context.row.content, buffer.size.rows > 0 else { return }
    // A detail row is one level deeper than its item; the levels its indent stands for are
    // counted in `detailIndent(of:)` already.
    let indent = detailIndent(of: item) + 2 * max(0, context.row.depth - 1 - item.indent)
    let wrapping = TextWrapping(
      width: max(1, context.width - indent - 2),
      maximumLines: min(detailMaximumLines, buffer.size.rows))
    for (line, text) in wrapping.lines(of: item.detail ?? "").enumerated()
    where line < buffer.size.rows {
      buffer.draw(text, column: indent, row: line, style: Style(foreground: secondary))
    }
  }

  static func drawRow(
    _ context: TableRowContext<String, String, GalleryItem>, canConfirm: Bool,
    strings: ScreenStrings, into buffer: inout CellBuffer
  ) {
    guard let item = context.row.content else { return }
    let indent = 2 + 2 * (context.row.depth + item.indent)
    let row = context.row
    let opener: TableAccessory
    if item.detail != nil {
      // The chevron follows the text (the detail row), which opens apart from any children.
      opener = .chevron(isExpanded: row.isDetailOpen)
    } else if row.isExpandable {
      opener = .disclosure(isExpanded: row.isExpanded)
    } else {
      opener = .none
    }
    switch item.role {
    case .header, .buttonHeader, .band, .footnote, .row:
      TableRowDrawing.drawLine(item.text, into: &buffer, line: 0, indent: indent, accessory: opener)
    case .title:
      TableRowDrawing.drawLine(
        item.text, into: &buffer, line: 0, indent: indent, accessory: opener, style: Style(.bold))
    case .message(let isDone):
      drawMessage(item.text, isDone: isDone, into: &buffer)
    case .term(let isMandatory):
      let mark = context.checkMark ?? .unchecked
      let tag = checkTag(of: item, strings: strings) ?? ""
      let shortTag = shortForm(of: tag, strings: strings)
      drawCheck(
        item.text, mark: mark, tag: tag, shortTag: shortTag,
        tagStyle: Style(foreground: isMandatory ? mandatory : secondary),
        indent: indent, accessory: opener, into: &buffer)
    case .checkRow(_, let isDisabled):
      let mark = context.checkMark ?? .unchecked
      let tag = checkTag(of: item, strings: strings) ?? ""
      drawCheck(
        item.text, mark: mark, tag: tag, shortTag: shortForm(of: tag, strings: strings),
        tagStyle: Style(foreground: mandatory), indent: indent, accessory: opener,
        style: isDisabled ? Style(.dim) : .plain, into: &buffer)
    case .agreeAll:
      drawCheck(
        item.text, mark: context.checkMark ?? .unchecked, tag: "", tagStyle: .plain, indent: indent,
        accessory: .none, style: Style(.bold), into: &buffer)
    case .agreeButton:
      let label = "[ \(item.text) ]"
      let note = canConfirm ? "" : "  (\(strings.disabled))"
      let style = canConfirm ? Style(.bold) : Style(.dim)
      let column = max(0, (buffer.size.columns - TableText.width(of: label)) / 2)
      buffer.draw(label, column: column, row: 0, style: style)
      if !note.isEmpty {
        buffer.draw(
          note, column: column + TableText.width(of: label), row: 0, style: Style(.dim))
      }
    }
  }

  /// The tag a check row of `item` shows (`nil` for other rows).
  static func checkTag(of item: GalleryItem, strings: ScreenStrings) -> String? {
    switch item.role {
    case .term(let isMandatory):
      item.tag ?? (isMandatory ? strings.mandatory : strings.optional)
    case .checkRow(let isMandatory, _):
      item.tag ?? (isMandatory ? strings.mandatory : "")
    default: nil
    }
  }

  /// The short form of the tag `tag` ("req." for "mandatory"), or "" for a tag of the data's own.
  static func shortForm(of tag: String, strings: ScreenStrings) -> String {
    switch tag {
    case strings.mandatory: strings.mandatoryShort
    case strings.optional: strings.optionalShort
    default: ""
    }
  }

  /// Draws a check row: box, title, tag and accessory.
  ///
  /// The tag never disappears unseen. When the title and the tag do not both fit on the first
  /// line, a row two lines tall (see ``rowHeight(of:kind:width:strings:)``) shows the tag on
  /// the second line under the title. A one-line row keeps its title whole and shortens the
  /// tag (`shortTag`, "req."), then to its first letter ("r"); only when even that does not fit
  /// is the title cut, with an ellipsis.
  static func drawCheck(
    _ text: String, mark: CheckMark, tag: String, shortTag: String = "", tagStyle: Style,
    indent: Int, accessory: TableAccessory, style: Style = .plain, into buffer: inout CellBuffer
  ) {
    TableRowDrawing.drawLine(
      "", into: &buffer, line: 0, indent: indent, accessory: accessory, style: style)
    let box = TableAccessory.checkbox(mark).glyph
    let column = buffer.draw(box, column: indent, row: 0, style: style) + 1
    let limit = buffer.size.columns - 1 - accessory.width
    let textWidth = TableText.width(of: text)
    if !tag.isEmpty && buffer.size.rows >= 2
      && column + textWidth + 2 + TableText.width(of: tag) > limit
    {
      TableRowDrawing.drawLine("", into: &buffer, line: 1, style: style)
      TableRowDrawing.drawClipped(
        text, into: &buffer, column: column, line: 0, limit: limit, style: style)
      TableRowDrawing.drawClipped(
        tag, into: &buffer, column: column, line: 1, limit: limit, style: tagStyle)
      return
    }
    let short = shortTag.isEmpty ? tag : shortTag
    let forms = [tag, short, short.first.map(String.init) ?? ""]
    let shownTag =
      tag.isEmpty
      ? "" : forms.first { column + textWidth + 2 + TableText.width(of: $0) <= limit } ?? forms[2]
    let tagWidth = shownTag.isEmpty ? 0 : TableText.width(of: shownTag) + 2
    let titleLimit = max(column, limit - tagWidth)
    TableRowDrawing.drawClipped(
      text, into: &buffer, column: column, line: 0, limit: titleLimit, style: style)
    let tagColumn = min(column + textWidth, titleLimit) + 2
    if !shownTag.isEmpty && tagColumn + tagWidth - 2 <= limit {
      buffer.draw(shownTag, column: tagColumn, row: 0, style: tagStyle)
    }
  }

  static func drawMessage(_ text: String, isDone: Bool, into buffer: inout CellBuffer) {
    let width = messageTextWidth(forTableWidth: buffer.size.columns)
    let lines = TextWrapping(width: width, maximumLines: messageMaximumLines).lines(of: text)
    for (line, content) in lines.enumerated() where line < buffer.size.rows {
      buffer.draw(content, column: messagePadding, row: line, limit: messagePadding + width)
    }
    if isDone && buffer.size.columns > messagePadding + 1 {
      buffer.draw(
        TableAccessory.checkmark.glyph, column: buffer.size.columns - messagePadding - 1, row: 0)
    }
  }
}
