extension Renderer {
  static let escape: UInt8 = 0x1B
  /// `CSI ? 2026 h`: begin synchronized output.
  static let beginSynchronized = Array("\u{1B}[?2026h".utf8)
  /// `CSI ? 2026 l`: end synchronized output.
  static let endSynchronized = Array("\u{1B}[?2026l".utf8)
  /// `CSI H`: cursor to the top-left cell.
  static let home = Array("\u{1B}[H".utf8)
  /// `CSI 2 J`: erase the whole screen.
  static let eraseScreen = Array("\u{1B}[2J".utf8)
  /// `CSI K`: erase from the cursor to the end of the line.
  static let eraseLine = Array("\u{1B}[K".utf8)

  /// Moves the cursor to `column`, `row` by the cheapest of the moves that get there.
  mutating func moveCursor(toColumn column: Int, row: Int, frame: CellBuffer) {
    defer { cursor = (column, row) }
    guard let from = cursor else {
      appendCursorPosition(column: column, row: row)
      return
    }
    if from == (column, row) { return }
    let absoluteCost = 3 + digitCount(row + 1) + (column == 0 ? 0 : 1 + digitCount(column + 1))
    if from.row == row {
      if column > from.column {
        let gap = column - from.column
        let moveCost = gap == 1 ? 3 : 3 + digitCount(gap)
        if let rewrite = gapRewriteCost(row: row, columns: from.column..<column, frame: frame),
          rewrite <= min(moveCost, absoluteCost)
        {
          rewriteGap(row: row, columns: from.column..<column, frame: frame)
          return
        }
        if moveCost <= absoluteCost {
          appendRelative(gap, final: 0x43)
          return
        }
      } else {
        let back = from.column - column
        let backCost = back == 1 ? 3 : 3 + digitCount(back)
        if column == 0 {
          stats.cursorMoves += 1
          bytes.append(0x0D)
          return
        }
        if backCost <= absoluteCost {
          appendRelative(back, final: 0x44)
          return
        }
      }
    } else if row > from.row && row - from.row <= 2 && column == 0 {
      stats.cursorMoves += 1
      bytes.append(0x0D)
      for _ in from.row..<row { bytes.append(0x0A) }
      return
    }
    appendCursorPosition(column: column, row: row)
  }

  /// The bytes needed to rewrite the unchanged cells `columns` of `row` instead of moving over
  /// them, or `nil` when that would change the style or cross an uncertain-width cluster.
  private func gapRewriteCost(row: Int, columns: Range<Int>, frame: CellBuffer) -> Int? {
    guard columns.count <= 8, let style = currentStyle else { return nil }
    var cost = 0
    for column in columns {
      let cell = frame[column, row]
      guard cell.isContinuation || cell.style.downgraded(to: colorProfile) == style,
        !Renderer.isWidthUncertain(cell.grapheme)
      else { return nil }
      if !cell.isContinuation { cost += cell.grapheme.utf8.count }
    }
    return cost
  }

  private mutating func rewriteGap(row: Int, columns: Range<Int>, frame: CellBuffer) {
    for column in columns {
      let cell = frame[column, row]
      if !cell.isContinuation { append(cell.grapheme) }
    }
  }

  private mutating func appendCursorPosition(column: Int, row: Int) {
    stats.cursorMoves += 1
    bytes.append(Self.escape)
    bytes.append(0x5B)
    if row > 0 || column > 0 { appendNumber(row + 1) }
    if column > 0 {
      bytes.append(0x3B)
      appendNumber(column + 1)
    }
    bytes.append(0x48)
  }

  private mutating func appendRelative(_ count: Int, final: UInt8) {
    stats.cursorMoves += 1
    bytes.append(Self.escape)
    bytes.append(0x5B)
    if count != 1 { appendNumber(count) }
    bytes.append(final)
  }

  mutating func appendNumber(_ value: Int) {
    if value >= 10 { appendNumber(value / 10) }
    bytes.append(UInt8(0x30 + value % 10))
  }

  /// `CSI n X`: erase `count` cells from the cursor, which stays where it is.
  mutating func appendEraseCharacters(_ count: Int) {
    bytes.append(Self.escape)
    bytes.append(0x5B)
    appendNumber(count)
    bytes.append(0x58)
  }

  func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// Switches the terminal to `style` (downgraded to the profile) with the shortest SGR.
  ///
  /// Two encodings are built and the shorter one is sent: a reset (`0`) followed by everything
  /// `style` sets, and, when the current style is known, the difference alone, turning
  /// attributes off with their own codes (22 bold and dim, 23, 24, 27).
  mutating func setStyle(_ style: Style) {
    let target = style.downgraded(to: colorProfile)
    if let currentStyle, currentStyle == target { return }
    stats.styleChanges += 1
    var parameters = [0] + Self.sgrParameters(from: Style(), to: target)
    if let currentStyle {
      let difference = Self.sgrParameters(from: currentStyle, to: target)
      if Self.encodedLength(difference) <= Self.encodedLength(parameters) {
        parameters = difference
      }
    }
    bytes.append(Self.escape)
    bytes.append(0x5B)
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { bytes.append(0x3B) }
      appendNumber(parameter)
    }
    bytes.append(0x6D)
    currentStyle = target
  }

  /// The SGR parameters that change `current` into `target` without a reset.
  static func sgrParameters(from current: Style, to target: Style) -> [Int] {
    var parameters: [Int] = []
    var kept = current.attributes
    let removed = current.attributes.subtracting(target.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      parameters.append(22)
      kept.subtract([.bold, .dim])
    }
    for (attribute, code) in [(TextAttributes.italic, 23), (.underline, 24), (.reverse, 27)]
    where removed.contains(attribute) {
      parameters.append(code)
      kept.remove(attribute)
    }
    let codes: [(TextAttributes, Int)] = [
      (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
    ]
    for (attribute, code) in codes
    where target.attributes.contains(attribute) && !kept.contains(attribute) {
      parameters.append(code)
    }
    if target.foreground != current.foreground {
      appendColor(target.foreground, background: false, to: &parameters)
    }
    if target.background != current.background {
      appendColor(target.background, background: true, to: &parameters)
    }
    return parameters
  }

  /// The bytes `parameters` take between `CSI` and `m`.
  static func encodedLength(_ parameters: [Int]) -> Int {
    var length = max(parameters.count - 1, 0)
    for parameter in parameters {
      var rest = parameter
      repeat {
        length += 1
        rest /= 10
      } while rest > 0
    }
    return length
  }

  private static func appendColor(
    _ color: Color, background: Bool, to parameters: inout [Int]
  ) {
    let offset = background ? 10 : 0
    switch color {
    case .default:
      parameters.append(39 + offset)
    case .ansi(let index):
      parameters.append(index < 8 ? 30 + offset + Int(index) : 90 + offset + Int(index & 7))
    case .indexed(let index):
      parameters += [38 + offset, 5, Int(index)]
    case .rgb(let red, let green, let blue):
      parameters += [38 + offset, 2, Int(red), Int(green), Int(blue)]
    }
  }
}
