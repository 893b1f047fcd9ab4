public import FoldKit

/// What a row renderer is asked to draw: one visible element and how it is shown.
public struct TableRowContext<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// The element: its kind, section, item and content.
  public var row: VisibleRow<SectionID, ItemID, Content>
  /// The element's position in the visible sequence (for a fading-out row, its old position).
  public var position: Int
  /// Whether the element carries the selection.
  public var isSelected: Bool
  /// The width of the area, in columns.
  public var width: Int
  /// The element's height, in lines.
  public var height: Int
  /// The check mark the row shows, from the controller's check tree (`nil`: no check box).
  public var checkMark: CheckMark?
  /// Whether the element is an item row whose item is in the controller's multiple selection
  /// (marked), apart from the cursor ``isSelected``.
  public var isMarked: Bool = false
  /// Whether the element is an item row being moved (picked up or dragged).
  public var isMoving: Bool = false

  /// Creates a context.
  ///
  /// - Complexity: O(1).
  public init(
    row: VisibleRow<SectionID, ItemID, Content>, position: Int, isSelected: Bool, width: Int,
    height: Int, checkMark: CheckMark? = nil
  ) {
    self.row = row
    self.position = position
    self.isSelected = isSelected
    self.width = width
    self.height = height
    self.checkMark = checkMark
  }
}

/// Draws the four kinds of elements of a table view and says how tall each is.
///
/// Heights are in lines. Headers and footers take ``headerHeight`` and ``footerHeight`` lines
/// when they have content and none otherwise; rows and detail rows are measured by ``rowHeight``
/// when the layout first shows them (until then they count one line), and the measurement is
/// cached per item and width.
///
/// Each drawing function receives a buffer exactly as wide as the table and as tall as the
/// element, cleared to blanks, and draws the element from its top-left cell. The table view
/// copies what is visible into the frame and lays the selection and animation styles over it.
public struct TableRowRenderer<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// The context type every drawing function receives.
  public typealias Context = TableRowContext<SectionID, ItemID, Content>
  /// A function that draws one element into a buffer of its own size.
  public typealias Draw = @Sendable (Context, inout CellBuffer) -> Void
  /// A function that returns the height in lines of a row (kind `.row`) or detail row (kind
  /// `.detail`) showing `content` in a table `width` columns wide.
  public typealias RowHeight =
    @Sendable (_ content: Content, _ kind: VisibleElement.Kind, _ width: Int) -> Int

  /// Draws section headers.
  public var header: Draw
  /// Draws item rows.
  public var row: Draw
  /// Draws detail rows.
  public var detail: Draw
  /// Draws section footers.
  public var footer: Draw
  /// Draws loading and error rows (children loading on demand); one line each.
  public var status: Draw = TableRowRenderer.statusLine
  /// The height of rows and detail rows, in lines.
  public var rowHeight: RowHeight
  /// The lines a header with content takes.
  public var headerHeight: Int
  /// The lines a footer with content takes.
  public var footerHeight: Int

  /// Creates a renderer from its parts.
  ///
  /// - Complexity: O(1).
  public init(
    header: @escaping Draw, row: @escaping Draw, detail: @escaping Draw,
    footer: @escaping Draw, headerHeight: Int = 1, footerHeight: Int = 1,
    rowHeight: @escaping RowHeight = { _, _, _ in 1 }
  ) {
    self.header = header
    self.row = row
    self.detail = detail
    self.footer = footer
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.rowHeight = rowHeight
  }

  /// Calls the drawing function for the element's kind.
  ///
  /// - Complexity: That of the drawing function.
  public func draw(_ context: Context, into buffer: inout CellBuffer) {
    switch context.row.kind {
    case .header: header(context, &buffer)
    case .row: row(context, &buffer)
    case .detail: detail(context, &buffer)
    case .status: status(context, &buffer)
    case .footer: footer(context, &buffer)
    }
  }
}

extension TableRowRenderer {
  /// Draws "Loading…" beneath an item whose children are loading, or the failure and a hint
  /// that selecting the row retries, dimmed and indented one level deeper than the item.
  public static var statusLine: Draw {
    statusLine(loading: "Loading…") { "⚠ \($0) — Enter retries" }
  }

  /// Draws `loading` beneath an item whose children are loading, or `failure` of the failure's
  /// message (which should say that selecting the row retries), dimmed and indented one level
  /// deeper than the item.
  ///
  /// The failure's message comes from the app's loader; control characters in it are drawn as
  /// visible replacements like any other text.
  ///
  /// - Complexity: O(1) to create; drawing is O(*w*) for a line of *w* columns.
  public static func statusLine(
    loading: String, failure: @escaping @Sendable (String) -> String
  ) -> Draw {
    { context, buffer in
      let text = context.row.loadFailure.map(failure) ?? loading
      TableRowDrawing.drawLine(
        text, into: &buffer, line: 0, indent: 2 * context.row.depth, accessory: .none,
        style: Style(.dim))
    }
  }

  /// A renderer that draws content as one line of text with `title`, indented by depth, with a
  /// check box on checkable rows and a disclosure accessory on expandable rows; headers are bold
  /// and footers are dim.
  ///
  /// Headers and footers without content take no line; everything else takes one.
  ///
  /// - Complexity: O(1).
  public static func plain(title: @escaping @Sendable (Content) -> String) -> Self {
    let line: @Sendable (Context, inout CellBuffer, Style) -> Void = { context, buffer, style in
      let text = context.row.content.map(title) ?? ""
      let accessory: TableAccessory
      if let mark = context.checkMark {
        accessory = .checkbox(mark)
      } else if context.row.isExpandable {
        accessory = .disclosure(isExpanded: context.row.isExpanded)
      } else {
        accessory = .none
      }
      TableRowDrawing.drawLine(
        text, into: &buffer, line: 0, indent: 2 * context.row.depth, accessory: accessory,
        style: style)
    }
    return Self(
      header: { line($0, &$1, Style(.bold)) },
      row: { line($0, &$1, .plain) },
      detail: { line($0, &$1, Style(.dim)) },
      footer: { line($0, &$1, Style(.dim)) })
  }
}
