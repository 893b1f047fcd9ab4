public import FoldKit

/// The mark drawn at the trailing edge of a row, as UIKit's accessory views are.
public enum TableAccessory: Sendable, Hashable {
  /// No accessory.
  case none
  /// A chevron that points down while closed and up while open (a detail row beneath).
  case chevron(isExpanded: Bool)
  /// A disclosure triangle that points right while closed and down while open (children).
  case disclosure(isExpanded: Bool)
  /// A checkmark (a done or chosen row).
  case checkmark
  /// A check box showing a mark: `[x]`, `[ ]` or `[-]`.
  case checkbox(CheckMark)
  /// A disclosure indicator: the row leads somewhere else.
  case indicator

  /// The glyphs the accessory draws.
  public var glyph: String {
    switch self {
    case .none: ""
    case .chevron(let open): open ? "⌃" : "⌄"
    case .disclosure(let open): open ? "▾" : "▸"
    case .checkmark: "✓"
    case .checkbox(.checked): "[x]"
    case .checkbox(.unchecked): "[ ]"
    case .checkbox(.mixed): "[-]"
    case .indicator: "›"
    }
  }

  /// The columns the accessory takes, including one column of space before it.
  public var width: Int {
    switch self {
    case .none: 0
    case .checkbox: 4
    default: 2
    }
  }
}

/// Helpers that row renderers use to lay out a line of text and its accessory.
public enum TableRowDrawing {
  /// Draws `text` on `line` of `buffer`, after `indent` columns, with `accessory` at the trailing
  /// edge, filling the whole line in `style`.
  ///
  /// The text is clipped before the accessory; a clipped text ends with `…`.
  ///
  /// - Parameters:
  ///   - text: The text; it passes through the buffer's sanitiser.
  ///   - buffer: The buffer to draw into.
  ///   - line: The buffer row.
  ///   - indent: Columns left blank before the text.
  ///   - accessory: The accessory at the trailing edge.
  ///   - trailingPadding: Columns left blank after the accessory.
  ///   - style: The style of every cell of the line.
  /// - Complexity: O(*w*) for a buffer *w* columns wide.
  public static func drawLine(
    _ text: String, into buffer: inout CellBuffer, line: Int, indent: Int = 0,
    accessory: TableAccessory = .none, trailingPadding: Int = 1, style: Style = .plain
  ) {
    let width = buffer.size.columns
    buffer.fill(row: line, columns: 0..<width, style: style)
    let accessoryStart = max(0, width - trailingPadding - accessory.width)
    let limit = accessory == .none ? max(0, width - trailingPadding) : accessoryStart
    drawClipped(text, into: &buffer, column: indent, line: line, limit: limit, style: style)
    if accessory != .none {
      buffer.draw(accessory.glyph, column: accessoryStart + 1, row: line, style: style)
    }
  }

  /// Draws `text` from `column` and ends it with `…` if it does not fit before `limit`.
  ///
  /// - Complexity: O(*n*) for *n* characters of `text`.
  public static func drawClipped(
    _ text: String, into buffer: inout CellBuffer, column: Int, line: Int, limit: Int,
    style: Style = .plain
  ) {
    guard limit > column else { return }
    let end = buffer.draw(text, column: column, row: line, style: style, limit: limit)
    if end >= limit && limit - column >= 1 && TableText.width(of: text) > limit - column {
      buffer.draw("…", column: limit - 1, row: line, style: style, limit: limit)
    }
  }
}
