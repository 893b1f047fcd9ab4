/// The greedy line filler behind ``TextWrapper``: one pass over UTF-8, per scalar one property
/// lookup, one grapheme state step and one line break state step; per cluster a placement.
struct WrapEngine {
  private let base: UnsafePointer<UInt8>
  private let count: Int
  private let width: Int
  private let maximumLines: Int
  private let ambiguousCells: Int
  private let ellipsisWidth: Int
  private let body: (WrappedLine) -> Void
  private let properties = PropertyTable.shared
  private let graphemes = GraphemeBreakTable.shared
  private let breaks: UnsafePointer<UInt16>

  private var linesEmitted = 0
  private var lineStart = 0
  /// Cells from `lineStart` to the end of the last placed cluster, spaces included.
  private var lineWidth = 0
  /// Cells from `lineStart` to the end of the last placed cluster that is not a space.
  private var contentWidth = 0
  /// The last allowed break on the current line (0 when there is none: a line never breaks at 0).
  private var lastBreak = 0
  private var lineWidthAtBreak = 0
  private var contentWidthAtBreak = 0

  init(
    base: UnsafePointer<UInt8>, count: Int, wrapper: TextWrapper,
    body: @escaping (WrappedLine) -> Void
  ) {
    self.base = base
    self.count = count
    self.width = wrapper.width
    self.maximumLines = wrapper.maximumLines ?? Int.max
    self.ambiguousCells = wrapper.ambiguous.cells
    self.ellipsisWidth = wrapper.ellipsisWidth
    self.body = body
    self.breaks = LineBreakTable.shared.entries(for: wrapper.wordBreak)
  }

  /// Wraps the whole text, calling `body` per line.
  ///
  /// - Returns: Whether the line limit truncated the text.
  mutating func run() -> Bool {
    var graphemeRow = GraphemeBreakTable.startRow
    var breakRow = LineBreakTable.initialRow
    // The cluster being read: where it starts, its width so far, its base, and the action of
    // the line break opportunity before it.
    var clusterStart = 0
    var clusterWidth = 0
    var clusterBase: UInt32 = 0
    var clusterWord: UInt16 = 0
    var clusterAction = LineBreakTable.prohibited
    var atSecond = false
    // Rule 0 of GraphemeWidth: the cells of the Prepend characters opening the cluster, whose
    // base is still to come while `prepending` holds.
    var prefix = 0
    var prepending = false
    var index = 0
    while index < count {
      let start = index
      let value: UInt32
      let word: UInt16
      let byte = base[index]
      if byte < 0x80 {
        // An ASCII letter after Other and AL is a cluster of its own (GB999), 1 cell wide, with
        // no break before it (LB28); the states stay as they are.
        if graphemeRow == 0 && breakRow == LineBreakTable.alphabeticRow
          && (byte | 0x20) &- 0x61 < 26
        {
          let cells = prefix &+ clusterWidth
          if place(clusterStart, cells, hangs(clusterWord, cells), clusterAction) {
            return true
          }
          prefix = 0
          prepending = false
          clusterStart = start
          clusterBase = UInt32(byte)
          clusterWord = properties.asciiWord(byte)
          clusterWidth = 1
          clusterAction = LineBreakTable.prohibited
          atSecond = true
          index &+= 1
          continue
        }
        value = UInt32(byte)
        word = properties.asciiWord(byte)
        index &+= 1
      } else {
        let (decoded, length) = decodeUTF8(base, index, count)
        value = decoded
        word = properties.word(decoded)
        index &+= length
      }
      let cls = word.lineBreakClass
      let breakEntry = breaks[breakRow &+ Int(cls)]
      breakRow = Int(breakEntry & 0x3FFF)
      let graphemeEntry = graphemes.entry(graphemeRow, word.graphemeBreakClass)
      graphemeRow = Int(graphemeEntry & 0x7FFF)
      if graphemeEntry & 0x8000 != 0 {
        if start > 0 {
          let cells = prefix &+ clusterWidth
          if place(clusterStart, cells, hangs(clusterWord, cells), clusterAction) {
            return true
          }
        }
        var action = breakEntry &>> 14
        if action == LineBreakTable.lookahead {
          action = resolveLookahead(cls, after: index)
        }
        clusterStart = start
        clusterBase = value
        clusterWord = word
        clusterAction = action
        prepending = word.graphemeBreakClass == GraphemeBreakClass.prepend
        prefix = prepending ? 1 : 0
        clusterWidth =
          prepending
          ? 0
          : GraphemeWidth.clusterWidth(
            base: value, word: word, second: 0, ambiguous: ambiguousCells)
        atSecond = !prepending
      } else if prepending {
        if word.graphemeBreakClass == GraphemeBreakClass.prepend {
          prefix &+= 1
        } else {
          prepending = false
          clusterBase = value
          clusterWidth = GraphemeWidth.clusterWidth(
            base: value, word: word, second: 0, ambiguous: ambiguousCells)
          atSecond = true
        }
      } else {
        if atSecond && clusterWidth == 1 && (value == 0xFE0F || value >= 0x1_F3FB) {
          clusterWidth = GraphemeWidth.clusterWidth(
            base: clusterBase, word: properties.word(clusterBase), second: value,
            ambiguous: ambiguousCells)
        }
        atSecond = false
      }
    }
    let cells = prefix &+ clusterWidth
    if place(clusterStart, cells, hangs(clusterWord, cells), clusterAction) {
      return true
    }
    emit(lineStart..<count, contentWidth)
    return false
  }

  /// Whether a cluster whose base has property word `word` and which is `cells` wide hangs:
  /// a space, a zero-width cluster, or a line terminator (U+2028 and U+2029 are 1 cell wide).
  @inline(__always)
  private func hangs(_ word: UInt16, _ cells: Int) -> Bool {
    let cls = word.lineBreakClass
    return cells == 0 || cls == LineBreakClass.sp || cls == LineBreakClass.bk
  }

  /// Places a complete cluster on the current line, ending lines before it as needed.
  ///
  /// A cluster that `hangs` (a space, or a zero-width cluster such as a control, the line feed
  /// that ends the line or U+200B) never ends a line by overflowing, and the line's reported
  /// width stops at the last cluster that does not hang.
  ///
  /// - Returns: `true` when the line limit was reached and the text truncated.
  @inline(__always)
  private mutating func place(_ start: Int, _ cells: Int, _ hangs: Bool, _ action: UInt16)
    -> Bool
  {
    if action == LineBreakTable.mandatory {
      if endLine(at: start, contentWidth) { return true }
      lineWidth = 0
      contentWidth = 0
    } else if action == LineBreakTable.allowed && start > lineStart {
      lastBreak = start
      lineWidthAtBreak = lineWidth
      contentWidthAtBreak = contentWidth
    }
    if hangs {
      lineWidth &+= cells
      return false
    }
    if lineWidth &+ cells > width {
      if lastBreak > lineStart {
        if endLine(at: lastBreak, contentWidthAtBreak) { return true }
        lineWidth &-= lineWidthAtBreak
        contentWidth = max(0, contentWidth &- lineWidthAtBreak)
      }
      if lineWidth &+ cells > width && start > lineStart {
        if endLine(at: start, contentWidth) { return true }
        lineWidth = 0
      }
    }
    lineWidth &+= cells
    contentWidth = lineWidth
    return false
  }

  /// Ends the current line at `end`, or truncates it when it is the last one allowed.
  ///
  /// - Returns: `true` when the line limit was reached.
  @inline(__always)
  private mutating func endLine(at end: Int, _ cells: Int) -> Bool {
    if linesEmitted &+ 1 == maximumLines {
      truncateLastLine()
      return true
    }
    emit(lineStart..<end, cells)
    lineStart = end
    lastBreak = 0
    return false
  }

  private mutating func emit(_ range: Range<Int>, _ cells: Int) {
    linesEmitted &+= 1
    body(WrappedLine(utf8Range: range, width: cells))
  }

  /// Refills the last line from its start with as many clusters as fit beside the ellipsis,
  /// stopping at the next mandatory break, and emits it.
  private mutating func truncateLastLine() {
    let hasEllipsis = ellipsisWidth <= width
    let room = hasEllipsis ? width - ellipsisWidth : width
    var clusters = ClusterCursor(
      base: base, count: count, from: lineStart, ambiguousCells: ambiguousCells)
    var cells = 0
    var keptEnd = lineStart
    var keptCells = 0
    while let cluster = clusters.next() {
      let cls = cluster.word.lineBreakClass
      if cls == LineBreakClass.bk || cls == LineBreakClass.cr || cls == LineBreakClass.lf
        || cls == LineBreakClass.nl || cells &+ cluster.width > room
      {
        break
      }
      cells &+= cluster.width
      if cls != LineBreakClass.sp && cluster.width > 0 {
        keptEnd = cluster.end
        keptCells = cells
      }
    }
    linesEmitted &+= 1
    body(WrappedLine(utf8Range: lineStart..<keptEnd, width: keptCells, hasEllipsis: hasEllipsis))
  }

  /// Resolves a lookahead action at the scalar that ends just before `index`.
  private func resolveLookahead(_ cls: UInt8, after index: Int) -> UInt16 {
    let wanted =
      cls == LineBreakClass.op || cls == LineBreakClass.opw ? LineBreakClass.nu : LineBreakClass.vf
    var position = index
    while position < count {
      let (value, length) = decodeUTF8(base, position, count)
      let next = properties.word(value).lineBreakClass
      if next != LineBreakClass.cm && next != LineBreakClass.zwj {
        return next == wanted ? LineBreakTable.prohibited : LineBreakTable.allowed
      }
      position &+= length
    }
    return LineBreakTable.allowed
  }
}
