/// Turns successive frames into the fewest bytes that update the terminal from one to the next.
///
/// The renderer remembers the last frame it sent. Each new frame is compared cell by cell; only
/// changed runs are written, reached with the cheapest cursor move (absolute `CUP`, relative
/// moves, `CR LF`, or rewriting a short unchanged gap), and SGR is emitted only where the style
/// changes. A trailing stretch of blank cells becomes an erase-line (`CSI K`), a long run inside
/// a row an erase-character (`CSI n X`). The frame is built in one byte buffer wrapped in
/// `CSI ? 2026 h` … `CSI ? 2026 l` (synchronized output) and written with a single
/// ``TerminalOutput/write(_:)`` call. A frame identical to the last one writes nothing.
///
/// After a cluster whose width terminals disagree on (emoji, multi-scalar clusters, jamo), the
/// next write positions the cursor absolutely, so a disagreement cannot shift the rest of the
/// row.
///
/// The first frame, any frame of another size, and the first frame after ``invalidate()`` are
/// full repaints: reset the style, clear the screen, then write every non-blank cell.
///
/// The renderer assumes the terminal state the session sets up: autowrap off, cursor hidden.
public struct Renderer: Sendable {
  /// The colours the terminal can show; every style is downgraded to it on output.
  public var colorProfile: ColorProfile
  /// The statistics of the last frame.
  public private(set) var lastStats = RenderStats()

  /// The last frame sent, or `nil` when the screen is unknown.
  var previous: CellBuffer?
  /// Where the terminal's cursor is, or `nil` when unknown.
  var cursor: (column: Int, row: Int)?
  /// The style the terminal currently draws with (already downgraded), or `nil` when unknown.
  var currentStyle: Style?
  /// The frame being built.
  var bytes: [UInt8] = []
  /// The statistics of the frame being built.
  var stats = RenderStats()

  /// Creates a renderer whose first frame is a full repaint.
  ///
  /// - Complexity: O(1).
  public init(colorProfile: ColorProfile = .trueColor) {
    self.colorProfile = colorProfile
  }

  /// Forgets the screen's contents, so the next frame is a full repaint.
  ///
  /// Call it after a resize, after resuming from suspend, or when something else wrote to the
  /// terminal.
  ///
  /// - Complexity: O(1).
  public mutating func invalidate() {
    previous = nil
    cursor = nil
    currentStyle = nil
  }

  /// Builds the bytes that turn the last frame into `frame`, and remembers `frame`.
  ///
  /// - Parameter frame: The new contents of the whole screen.
  /// - Returns: The bytes to write; empty when nothing changed.
  /// - Complexity: O(*n*) for *n* cells.
  public mutating func update(to frame: CellBuffer) -> [UInt8] {
    bytes.removeAll(keepingCapacity: true)
    stats = RenderStats()
    let isFull = previous?.size != frame.size
    let old = isFull ? CellBuffer(size: frame.size) : previous ?? CellBuffer(size: frame.size)
    stats.isFullRepaint = isFull
    append(Self.beginSynchronized)
    if isFull {
      currentStyle = nil
      setStyle(.plain)
      append(Self.home)
      append(Self.eraseScreen)
      cursor = (0, 0)
    }
    let headerCount = bytes.count
    for row in 0..<frame.size.rows { updateRow(row, of: frame, from: old) }
    if bytes.count == headerCount && !isFull {
      bytes.removeAll(keepingCapacity: true)
    } else {
      append(Self.endSynchronized)
    }
    previous = frame
    stats.bytes = bytes.count
    lastStats = stats
    return bytes
  }

  /// Writes the bytes that turn the last frame into `frame` to `output`, in one call.
  ///
  /// If the write fails, the renderer tries to end synchronized output, forgets the screen (so
  /// the next frame is a full repaint) and rethrows.
  ///
  /// - Parameters:
  ///   - frame: The new contents of the whole screen.
  ///   - output: Where to write.
  /// - Returns: The frame's statistics.
  /// - Throws: What `output` throws.
  /// - Complexity: O(*n*) for *n* cells.
  @discardableResult
  public mutating func render(_ frame: CellBuffer, to output: inout some TerminalOutput) throws
    -> RenderStats
  {
    let frameBytes = update(to: frame)
    guard !frameBytes.isEmpty else { return lastStats }
    do {
      try output.write(frameBytes)
    } catch {
      invalidate()
      try? output.write(Self.endSynchronized)
      throw error
    }
    return lastStats
  }

  /// Emits the changes of one row.
  private mutating func updateRow(_ row: Int, of frame: CellBuffer, from old: CellBuffer) {
    let columns = frame.size.columns
    let newCells = frame.cells(inRow: row)
    let oldCells = old.cells(inRow: row)
    let newBase = newCells.startIndex
    let oldBase = oldCells.startIndex
    // Where the row's trailing run of plain blanks starts: from there on, erase-line suffices.
    var blankStart = columns
    while blankStart > 0 {
      let cell = newCells[newBase + blankStart - 1]
      guard cell.grapheme == " " && cell.width == 1 && cell.style == .plain else { break }
      blankStart -= 1
    }
    var column = 0
    while column < columns {
      let cell = newCells[newBase + column]
      if cell == oldCells[oldBase + column] {
        stats.cellsSkipped += 1
        column += 1
        continue
      }
      if column >= blankStart && columns - column >= 4 {
        moveCursor(toColumn: column, row: row, frame: frame)
        prepareErase()
        append(Self.eraseLine)
        stats.cellsWritten += columns - column
        return
      }
      if cell.grapheme == " " && cell.style == .plain && cell.width == 1 {
        // A run of plain blanks inside the row: erase-character beats writing spaces when the
        // run is long enough to pay for the sequence and the move past it.
        var end = column + 1
        while end < columns {
          let next = newCells[newBase + end]
          guard next.grapheme == " " && next.width == 1 && next.style == .plain else { break }
          end += 1
        }
        let run = end - column
        if run > 8 + digitCount(run) {
          moveCursor(toColumn: column, row: row, frame: frame)
          prepareErase()
          appendEraseCharacters(run)
          stats.cellsWritten += run
          column = end
          continue
        }
      }
      if cell.isContinuation {
        // The left half is unchanged but its right half is not: rewrite the whole cluster.
        moveCursor(toColumn: column - 1, row: row, frame: frame)
        writeCell(newCells[newBase + column - 1], columns: columns)
        stats.cellsSkipped -= 1
        column += 1
        continue
      }
      moveCursor(toColumn: column, row: row, frame: frame)
      writeCell(cell, columns: columns)
      column += Int(cell.width)
    }
  }

  /// Makes erased cells come out as plain blanks.
  ///
  /// Erasing fills cells with the current background (and, in some terminals, applies reverse
  /// video), so those two must be default; the other attributes and the foreground do not show
  /// on a blank and may stay.
  private mutating func prepareErase() {
    if let style = currentStyle, style.background == .default,
      !style.attributes.contains(.reverse)
    {
      return
    }
    setStyle(.plain)
  }

  /// Writes one cell at the cursor and advances the cursor model.
  mutating func writeCell(_ cell: Cell, columns: Int) {
    setStyle(cell.style)
    append(cell.grapheme)
    stats.cellsWritten += Int(cell.width)
    guard var position = cursor else { return }
    position.column += Int(cell.width)
    // At the right edge, or after a cluster terminals may measure differently, the cursor is
    // no longer trusted: the next write repositions it absolutely.
    cursor = position.column >= columns || Self.isWidthUncertain(cell.grapheme) ? nil : position
  }

  /// Whether terminals may disagree about the width of `grapheme`, or join it with the next
  /// cell's cluster: multi-scalar clusters, emoji and symbols, regional indicators, Hangul jamo.
  static func isWidthUncertain(_ grapheme: Character) -> Bool {
    let scalars = grapheme.unicodeScalars
    guard let first = scalars.first else { return true }
    let value = first.value
    return scalars.count > 1 || value >= 0x1F000 || (0x2600..<0x2800).contains(value)
      || (0x1100..<0x1200).contains(value) || (0xA960..<0xA980).contains(value)
      || (0xD7B0..<0xD800).contains(value)
  }

  mutating func append(_ sequence: [UInt8]) {
    bytes.append(contentsOf: sequence)
  }

  mutating func append(_ grapheme: Character) {
    if let ascii = grapheme.asciiValue {
      bytes.append(ascii)
    } else {
      bytes.append(contentsOf: grapheme.utf8)
    }
  }
}
