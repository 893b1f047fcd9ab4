/// A JSON parser (RFC 8259) that keeps the line and column of every value and of every error.
///
/// Foundation's parser reports neither, and a person fixing a file needs both.
public struct JSONParser {
  /// Malformed JSON: what was expected and where.
  public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where.
    public var position: JSONPosition

    /// `line:column: message`.
    public var description: String { "\(position.line):\(position.column): \(message)" }
  }

  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 256

  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one JSON document from UTF-8 `bytes` (a leading byte-order mark is skipped).
  ///
  /// - Throws: ``SyntaxError`` at the first byte that cannot continue the document.
  /// - Complexity: O(*n*) for *n* bytes.
  public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.offset < bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  private var position: JSONPosition { JSONPosition(line: line, column: column) }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(message: message, position: position)
  }

  private func describeCurrent() -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func advance() {
    let byte = bytes[offset]
    offset += 1
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: advance()
      default: return
      }
    }
  }

  private mutating func parseValue() throws(SyntaxError) -> JSONNode {
    guard offset < bytes.count else { throw error("unexpected end of input, expected a value") }
    let start = position
    switch bytes[offset] {
    case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), position: start)
    case UInt8(ascii: "["): return JSONNode(value: try parseArray(), position: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return JSONNode(value: .bool(true), position: start)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return JSONNode(value: .bool(false), position: start)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return JSONNode(value: .null, position: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), position: start)
    default:
      throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func expectWord(_ word: String) throws(SyntaxError) {
    for expected in word.utf8 {
      guard offset < bytes.count, bytes[offset] == expected else {
        throw error("unexpected \(describeCurrent()), expected '\(word)'")
      }
      advance()
    }
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONNode.Value {
    try enter()
    advance()  // {
    var members: [JSONNode.Member] = []
    skipWhitespace()
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
      advance()
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()), expected a key in double quotes")
      }
      let keyPosition = position
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        throw SyntaxError(message: "duplicate key \"\(key)\"", position: keyPosition)
      }
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()), expected ':' after the key")
      }
      advance()
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      guard offset < bytes.count else {
        throw error("unexpected end of input, expected ',' or '}'")
      }
      if bytes[offset] == UInt8(ascii: ",") {
        advance()
        continue
      }
      if bytes[offset] == UInt8(ascii: "}") {
        advance()
        depth -= 1
        return .object(members)
      }
      throw error("unexpected \(describeCurrent()), expected ',' or '}'")
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONNode.Value {
    try enter()
    advance()  // [
    var elements: [JSONNode] = []
    skipWhitespace()
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
      advance()
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard offset < bytes.count else {
        throw error("unexpected end of input, expected ',' or ']'")
      }
      if bytes[offset] == UInt8(ascii: ",") {
        advance()
        continue
      }
      if bytes[offset] == UInt8(ascii: "]") {
        advance()
        depth -= 1
        return .array(elements)
      }
      throw error("unexpected \(describeCurrent()), expected ',' or ']'")
    }
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    let start = position
    advance()  // opening quote
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() throws(SyntaxError) {
      guard !run.isEmpty else { return }
      guard let text = String(validating: run, as: UTF8.self) else {
        throw SyntaxError(message: "invalid UTF-8 in string", position: start)
      }
      scalars.append(contentsOf: text.unicodeScalars)
      run.removeAll(keepingCapacity: true)
    }
    while true {
      guard offset < bytes.count else {
        throw SyntaxError(message: "unterminated string", position: start)
      }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        try flush()
        advance()
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush()
        let escapePosition = position
        advance()
        guard offset < bytes.count else {
          throw SyntaxError(message: "unterminated string", position: start)
        }
        let escaped = bytes[offset]
        advance()
        switch escaped {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          scalars.append(try parseUnicodeEscape(at: escapePosition))
        default:
          throw SyntaxError(message: "invalid escape in string", position: escapePosition)
        }
      case 0x00..<0x20:
        throw error("control character in string (escape it, for example \\n)")
      default:
        run.append(byte)
        advance()
      }
    }
  }

  private mutating func parseHex4(at escape: JSONPosition) throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count else {
        throw SyntaxError(message: "incomplete \\u escape", position: escape)
      }
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw SyntaxError(message: "invalid \\u escape", position: escape)
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  private mutating func parseUnicodeEscape(at escape: JSONPosition) throws(SyntaxError)
    -> Unicode.Scalar
  {
    let first = try parseHex4(at: escape)
    if (0xD800..<0xDC00).contains(first) {
      guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      else { throw SyntaxError(message: "unpaired surrogate in \\u escape", position: escape) }
      advance()
      advance()
      let second = try parseHex4(at: escape)
      guard (0xDC00..<0xE000).contains(second) else {
        throw SyntaxError(message: "unpaired surrogate in \\u escape", position: escape)
      }
      let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      if let scalar = Unicode.Scalar(combined) { return scalar }
    }
    guard let scalar = Unicode.Scalar(first) else {
      throw SyntaxError(message: "unpaired surrogate in \\u escape", position: escape)
    }
    return scalar
  }

  private mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = offset
    let startPosition = position
    func digits() -> Int {
      var count = 0
      while offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
      {
        advance()
        count += 1
      }
      return count
    }
    if bytes[offset] == UInt8(ascii: "-") { advance() }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "0") {
      advance()
    } else if digits() == 0 {
      throw error("unexpected \(describeCurrent()), expected a digit")
    }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
      advance()
      if digits() == 0 { throw error("unexpected \(describeCurrent()), expected a digit") }
    }
    if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
      advance()
      if offset < bytes.count
        && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-"))
      {
        advance()
      }
      if digits() == 0 { throw error("unexpected \(describeCurrent()), expected a digit") }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text) else {
      throw SyntaxError(message: "number out of range", position: startPosition)
    }
    return value
  }
}
