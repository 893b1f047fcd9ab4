import FoldKitTerminal
import FoldKitText

/// A small VT model for tests: it replays the renderer's bytes and keeps the resulting screen.
///
/// It understands exactly what a terminal with autowrap off does with the sequences the
/// renderer may send (CUP, CUF, CUB, CUU, CUD, CR, LF, EL, ED 2, SGR, synchronized output) and
/// text with the same cluster widths as ``CellBuffer``. Anything else is recorded in `errors`, so
/// a stray control byte or an unknown sequence fails the test.
struct VirtualTerminal {
  struct Screen: Equatable {
    var graphemes: [Character]
    var widths: [UInt8]
    var styles: [Style]
  }

  private(set) var size: TerminalSize
  private(set) var screen: Screen
  private(set) var cursor = (column: 0, row: 0)
  private(set) var style = Style.plain
  private(set) var isSynchronized = false
  private(set) var errors: [String] = []

  init(size: TerminalSize) {
    self.size = size
    let count = size.columns * size.rows
    screen = Screen(
      graphemes: Array(repeating: " ", count: count), widths: Array(repeating: 1, count: count),
      styles: Array(repeating: .plain, count: count))
  }

  /// Resizes the screen as a terminal does on SIGWINCH: content is undefined, so it is garbage.
  mutating func resize(to newSize: TerminalSize) {
    self = VirtualTerminal(size: newSize)
    for index in screen.graphemes.indices { screen.graphemes[index] = "#" }
    style = Style(.bold, foreground: .red)
  }

  /// The screen `frame` should produce once its styles are downgraded to `profile`.
  static func expected(_ frame: CellBuffer, profile: ColorProfile) -> Screen {
    var screen = Screen(graphemes: [], widths: [], styles: [])
    for row in 0..<frame.size.rows {
      for cell in frame.cells(inRow: row) {
        screen.graphemes.append(cell.grapheme)
        screen.widths.append(cell.width)
        screen.styles.append(cell.style.downgraded(to: profile))
      }
    }
    return screen
  }

  /// The screen as rows of text ending with `|`, continuation cells omitted.
  var text: String {
    (0..<size.rows).map { row in
      var line = ""
      for column in 0..<size.columns where screen.widths[row * size.columns + column] != 0 {
        line.append(screen.graphemes[row * size.columns + column])
      }
      return line + "|"
    }.joined(separator: "\n")
  }

  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        index = escape(bytes, from: index)
      case 0x0D:
        cursor.column = 0
        index += 1
      case 0x0A:
        if cursor.row == size.rows - 1 { errors.append("LF on the last row scrolls") }
        cursor.row = min(cursor.row + 1, size.rows - 1)
        index += 1
      case 0x00..<0x20, 0x7F:
        errors.append("control byte \(byte) in output")
        index += 1
      default:
        var end = index
        while end < bytes.count && bytes[end] >= 0x20 && bytes[end] != 0x7F { end += 1 }
        for character in String(decoding: bytes[index..<end], as: UTF8.self) { put(character) }
        index = end
      }
    }
  }

  private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
    guard start + 1 < bytes.count, bytes[start + 1] == 0x5B else {
      errors.append("ESC not followed by [ at \(start)")
      return start + 1
    }
    var end = start + 2
    while end < bytes.count && (0x20...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else {
      errors.append("unterminated CSI")
      return end
    }
    let parameters = String(decoding: bytes[start + 2..<end], as: UTF8.self)
    csi(parameters, final: bytes[end])
    return end + 1
  }

  private mutating func csi(_ parameters: String, final: UInt8) {
    if parameters == "?2026" {
      switch final {
      case 0x68:
        if isSynchronized { errors.append("nested synchronized output") }
        isSynchronized = true
      case 0x6C:
        if !isSynchronized { errors.append("synchronized output ended twice") }
        isSynchronized = false
      default: errors.append("bad mode sequence")
      }
      return
    }
    if !isSynchronized { errors.append("CSI \(parameters) outside synchronized output") }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? -1
    }
    func number(_ index: Int, default value: Int) -> Int {
      index < numbers.count && numbers[index] >= 0 ? numbers[index] : value
    }
    switch final {
    case 0x48:
      cursor = (number(1, default: 1) - 1, number(0, default: 1) - 1)
    case 0x43:
      cursor.column += number(0, default: 1)
    case 0x44:
      cursor.column -= number(0, default: 1)
    case 0x41:
      cursor.row -= number(0, default: 1)
    case 0x42:
      cursor.row += number(0, default: 1)
    case 0x4B where parameters.isEmpty:
      erase(from: cursor.row * size.columns + cursor.column, to: (cursor.row + 1) * size.columns)
    case 0x58:
      let end = min(cursor.column + number(0, default: 1), size.columns)
      erase(from: cursor.row * size.columns + cursor.column, to: cursor.row * size.columns + end)
    case 0x4A where parameters == "2":
      erase(from: 0, to: size.columns * size.rows)
    case 0x6D:
      sgr(numbers.map { max($0, 0) })
    default:
      errors.append("unexpected CSI \(parameters) \(Character(Unicode.Scalar(final)))")
    }
    if cursor.column < 0 || cursor.column >= size.columns || cursor.row < 0
      || cursor.row >= size.rows
    {
      errors.append("cursor moved off screen to \(cursor)")
      cursor = (
        min(max(cursor.column, 0), size.columns - 1), min(max(cursor.row, 0), size.rows - 1)
      )
    }
  }

  private mutating func erase(from start: Int, to end: Int) {
    // A right half at the start loses its left half too, as terminals do.
    if start < end && screen.widths[start] == 0 && start % size.columns > 0 {
      blank(start - 1)
    }
    for index in start..<end { blank(index) }
    // A right half just after the range has lost its left half.
    if end < screen.widths.count && end % size.columns != 0 && screen.widths[end] == 0 {
      blank(end)
    }
  }

  private mutating func blank(_ index: Int) {
    screen.graphemes[index] = " "
    screen.widths[index] = 1
    screen.styles[index] = Style(background: style.background)
  }

  private mutating func sgr(_ codes: [Int]) {
    var index = 0
    func color(_ index: inout Int) -> Color {
      if index + 2 < codes.count && codes[index + 1] == 5 {
        index += 2
        return .indexed(UInt8(codes[index]))
      }
      if index + 4 < codes.count && codes[index + 1] == 2 {
        index += 4
        return .rgb(UInt8(codes[index - 2]), UInt8(codes[index - 1]), UInt8(codes[index]))
      }
      errors.append("bad extended colour \(codes)")
      return .default
    }
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 27: style.attributes.remove(.reverse)
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 39: style.foreground = .default
      case 49: style.background = .default
      case 38: style.foreground = color(&index)
      case 48: style.background = color(&index)
      default: errors.append("unexpected SGR \(code)")
      }
      index += 1
    }
  }

  private mutating func put(_ character: Character) {
    if !isSynchronized { errors.append("text outside synchronized output") }
    let width = GraphemeWidth.width(of: character)
    guard width > 0 else {
      errors.append("zero-width cluster \(character.unicodeScalars.map { $0.value }) written")
      return
    }
    let index = cursor.row * size.columns + cursor.column
    if cursor.column + width > size.columns {
      errors.append("\(character) of width \(width) does not fit at \(cursor)")
      return
    }
    if screen.widths[index] == 0 { blank(index - 1) }
    let after = index + width
    if after < (cursor.row + 1) * size.columns && screen.widths[after] == 0 { blank(after) }
    screen.graphemes[index] = character
    screen.widths[index] = UInt8(width)
    screen.styles[index] = style
    if width == 2 {
      screen.graphemes[index + 1] = " "
      screen.widths[index + 1] = 0
      screen.styles[index + 1] = style
    }
    // Autowrap is off: at the right edge the cursor stays on the last column.
    cursor.column = min(cursor.column + width, size.columns - 1)
  }
}
