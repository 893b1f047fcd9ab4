/// A pull reader of JSON (RFC 8259) over UTF-8 bytes that knows the line and column of every
/// value and every error, and builds no tree.
///
/// The reader is driven by what the caller expects next (an object's members, an array's
/// elements, a string, a boolean), so a document is checked against its schema as it is read and
/// only the values the caller keeps are ever built. Strings are made from validated runs of the
/// input's bytes. Lines are counted where they can occur (between tokens; a raw line break inside
/// a string is an error); columns are counted only when a position is asked for, forward from the
/// last one on the same line, so asking for positions in order costs O(*n*) in all.
struct JSONReader {
  /// Malformed JSON: what was expected and where.
  struct SyntaxError: Error, Hashable, Sendable {
    /// What is wrong.
    var message: String
    /// Where.
    var position: JSONPosition
  }

  /// The kind of a value, from its first byte.
  enum Kind {
    case object, array, string, number, boolean, null

    /// The kind in words for error messages, such as "a string".
    var name: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .boolean: "a boolean"
      case .null: "null"
      }
    }
  }

  /// Where a reader is inside one object or array.
  struct Container {
    var isFirst = true
  }

  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 256

  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  private(set) var offset = 0
  /// The line of the next byte, from 1.
  private(set) var line = 1
  /// The first byte of that line.
  private(set) var lineStart = 0
  private var knownOffset = 0
  private var knownColumn = 1
  private var depth = 0
  /// Where strings with escapes are decoded, kept for the next one (made with the first).
  private var scratch: ScratchBuffer?

  /// A reader at the start of `bytes`, past a byte-order mark if there is one.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
      knownOffset = 3
    }
  }

  /// A reader of `bytes` from byte `offset`, which it takes for the start of line 1, at nesting
  /// depth `depth` (a reader of items ahead of another: see ``ReadAhead``).
  init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, depth: Int) {
    self.bytes = bytes
    self.offset = offset
    lineStart = offset
    knownOffset = offset
    self.depth = depth
  }

  /// The number of bytes.
  var count: Int { bytes.count }

  /// Moves to byte `end`, past `lineBreaks` line breaks, the last of which ends before
  /// `lineStart` (what a reader of items ahead found there).
  mutating func skip(to end: Int, lineBreaks: Int, lineStart newLineStart: Int) {
    offset = end
    guard lineBreaks > 0 else { return }
    line &+= lineBreaks
    lineStart = newLineStart
    knownOffset = newLineStart
    knownColumn = 1
  }

  /// Moves past the white space and `,` after an element of an array to the next element, when
  /// it is an object that starts before byte `end`.
  ///
  /// - Returns: Whether it is; the reader is then at its `{`.
  mutating func nextItemStart(before end: Int) -> Bool {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return false }
    offset &+= 1
    skipWhitespace()
    return offset < end && bytes[offset] == UInt8(ascii: "{")
  }

  /// The first byte the reader may still look at.
  ///
  /// It never goes back before the current line's start, nor before the last position it worked
  /// out (columns are counted forward from one of them). Only ``reset(to:)`` goes back further.
  var firstNeededOffset: Int { min(lineStart, knownOffset) }

  // MARK: Positions

  /// The position of byte `target`, which must lie on the current line.
  mutating func position(at target: Int) -> JSONPosition {
    if knownOffset < lineStart || knownOffset > target {
      knownOffset = lineStart
      knownColumn = 1
    }
    let column = knownColumn &+ scalars(from: knownOffset, to: target)
    knownOffset = target
    knownColumn = column
    return JSONPosition(line: line, column: column)
  }

  /// The number of Unicode scalars that start in bytes `start..<end`.
  func scalars(from start: Int, to end: Int) -> Int {
    var count = 0
    var index = start
    // Eight bytes at a time: a byte starts a scalar unless it is a continuation byte
    // (0b10xxxxxx), whose top bit is set and the bit below it clear.
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      let tops: UInt64 = 0x8080_8080_8080_8080
      while index &+ 8 <= end {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let continuations = word & ~(word << 1) & tops
        count &+= 8 &- continuations.nonzeroBitCount
        index &+= 8
      }
    }
    while index < end {
      count &+= bytes[index] & 0xC0 != 0x80 ? 1 : 0
      index &+= 1
    }
    return count
  }

  /// A byte whose position is worked out only if it is asked for: an error's place, kept
  /// while the reader goes on (positions asked for in order cost O(*n*) in all, but most are
  /// never asked for).
  struct Place {
    var offset: Int
    var line: Int
    var lineStart: Int
  }

  /// The place of the next byte.
  var place: Place { Place(offset: offset, line: line, lineStart: lineStart) }

  /// The position of `place`, whose line's bytes the reader must not have given up (see
  /// ``firstNeededOffset``): O(*k*) for the *k* bytes of its line before it.
  func position(of place: Place) -> JSONPosition {
    JSONPosition(line: place.line, column: 1 &+ scalars(from: place.lineStart, to: place.offset))
  }

  /// The position of the next byte.
  mutating func position() -> JSONPosition { position(at: offset) }

  /// A syntax error at the next byte.
  mutating func error(_ message: String) -> SyntaxError {
    SyntaxError(message: message, position: position())
  }

  /// The next byte in words: `'x'`, `byte 0xNN` or `end of input`.
  func describeCurrent() -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  // MARK: Tokens

  /// Skips spaces, tabs and line breaks, counting lines.
  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0D: offset &+= 1
      case 0x0A:
        offset &+= 1
        line &+= 1
        lineStart = offset
      default: return
      }
    }
  }

  /// Skips white space, then the kind of the value that starts there.
  ///
  /// - Throws: ``SyntaxError`` when no value starts there.
  mutating func peekKind() throws(SyntaxError) -> Kind {
    skipWhitespace()
    guard offset < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  /// Checks that nothing but white space follows the document.
  mutating func expectEnd() throws(SyntaxError) {
    skipWhitespace()
    if offset < bytes.count {
      throw error("unexpected \(describeCurrent()) after the end of the document")
    }
  }

  /// Enters the object or array whose opening bracket is the next byte.
  mutating func enter() throws(SyntaxError) -> Container {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    offset &+= 1
    return Container()
  }

  /// The keys an object may have, each packed into two words, so that a member's key is
  /// matched with a few comparisons, without making a string of it.
  ///
  /// A set of keys is made once, as a constant the program keeps to its end: its storage is
  /// never freed, so a copy is a few plain words that nothing counts references to, passed to
  /// every member read.
  struct Keys: @unchecked Sendable {
    /// The keys, in order.
    var names: UnsafeBufferPointer<String> { UnsafeBufferPointer(start: nameStorage, count: count) }
    /// The number of keys.
    let count: Int
    private let nameStorage: UnsafePointer<String>
    /// Each key's UTF-8 bytes, little-endian in two words, zeros after the last, and its length.
    private let packed: UnsafePointer<Packed>

    typealias Packed = (low: UInt64, high: UInt64, count: Int)

    /// The longest key: two words' worth.
    static let longest = 16

    /// Keys of at most ``longest`` bytes each.
    init(_ names: [String]) {
      count = names.count
      let nameStorage = UnsafeMutablePointer<String>.allocate(capacity: names.count)
      nameStorage.initialize(from: names, count: names.count)
      self.nameStorage = UnsafePointer(nameStorage)
      let packed = UnsafeMutablePointer<Packed>.allocate(capacity: names.count)
      for (index, name) in names.enumerated() {
        let bytes = Array(name.utf8)
        precondition(bytes.count <= Self.longest, "JSONReader.Keys: \"\(name)\" is too long")
        (packed + index).initialize(to: bytes.withUnsafeBufferPointer { Self.pack($0) })
      }
      self.packed = UnsafePointer(packed)
    }

    /// `run` packed as ``packed`` holds a key; `run` holds at most ``longest`` bytes.
    @inline(__always)
    static func pack(_ run: UnsafeBufferPointer<UInt8>) -> Packed {
      var low: UInt64 = 0
      var high: UInt64 = 0
      for index in 0..<min(run.count, 8) {
        low |= UInt64(run[index]) &<< UInt64(8 &* index)
      }
      if run.count > 8 {
        for index in 8..<run.count {
          high |= UInt64(run[index]) &<< UInt64(8 &* (index &- 8))
        }
      }
      return (low, high, run.count)
    }

    /// The index of the key packed as `low`, `high` and `count` (see ``pack(_:)``), or `nil`.
    @inline(__always)
    func index(low: UInt64, high: UInt64, count length: Int) -> Int? {
      for index in 0..<count
      where packed[index].low == low && packed[index].high == high && packed[index].count == length
      {
        return index
      }
      return nil
    }

    /// The index of the key spelled by `run`, or `nil`.
    ///
    /// - Complexity: O(*k* + *m*) for *k* keys and a run of *m* bytes.
    func index(of run: UnsafeBufferPointer<UInt8>) -> Int? {
      guard run.count <= Self.longest else { return nil }
      let (low, high, length) = Self.pack(run)
      return index(low: low, high: high, count: length)
    }
  }

  /// A member's key: its index among the keys expected (`nil` for any other key, which
  /// ``key(at:)`` then reads) and the place of its opening quote (see ``position(of:)``).
  ///
  /// Made of plain values, so that the one made for each member costs nothing to let go.
  struct Member {
    var index: Int?
    var place: Place
  }

  /// The text of the key whose opening quote is at `place`, as read again from there (for a
  /// message about a key not expected), or `?` if it does not read.
  ///
  /// - Complexity: O(*k*) for a key of *k* bytes.
  func key(at place: Place) -> String {
    var again = self
    again.offset = place.offset
    do { return try again.readString() } catch { return "?" }
  }

  /// Moves to the next member of the object entered as `object`, and reads its key (matched
  /// against `keys`) and the `:` after it; `nil` after the closing brace.
  mutating func nextMember(
    _ object: inout Container, keys: Keys
  ) throws(SyntaxError) -> Member? {
    guard try moveToNextMember(&object) else { return nil }
    let keyPlace = place
    var member = Member(index: nil, place: keyPlace)
    if let index = quickKey(keys) {
      member.index = index
      try expectColon()
      return member
    }
    // A key without escapes is matched on its bytes; any other is decoded first.
    var end = offset &+ 1
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      end &+= 1
    }
    if end < bytes.count && bytes[end] == UInt8(ascii: "\""),
      let index = keys.index(of: UnsafeBufferPointer(rebasing: bytes[(offset &+ 1)..<end]))
    {
      member.index = index
      offset = end &+ 1
    } else {
      let key = try readString(at: keyPlace.offset)
      member.index = keys.names.firstIndex(of: key)
    }
    try expectColon()
    return member
  }

  /// The index among `keys` of the key whose opening quote is next, moving past its closing
  /// quote; `nil`, moving nowhere, unless the key is one of `keys` and the sixteen bytes after
  /// the quote are there to be read.
  ///
  /// The key's end is found in those bytes a word at a time and the key is matched as packed,
  /// without a loop over its bytes; any other key is read by the general path, which decodes
  /// escapes and checks UTF-8.
  @inline(__always)
  private mutating func quickKey(_ keys: Keys) -> Int? {
    let start = offset &+ 1
    guard start &+ 16 <= bytes.count, let base = bytes.baseAddress else { return nil }
    let memory = UnsafeRawPointer(base)
    let low = memory.loadUnaligned(fromByteOffset: start, as: UInt64.self)
    let high = memory.loadUnaligned(fromByteOffset: start &+ 8, as: UInt64.self)
    let length: Int
    let packed: (low: UInt64, high: UInt64)
    let inLow = Self.firstSpecialByte(in: low)
    if inLow < 8 {
      length = inLow
      packed = (low & Self.lowBytes(inLow), 0)
    } else {
      let inHigh = Self.firstSpecialByte(in: high)
      guard inHigh < 8 else { return nil }
      length = 8 &+ inHigh
      packed = (low, high & Self.lowBytes(inHigh))
    }
    guard bytes[start &+ length] == UInt8(ascii: "\""),
      let index = keys.index(low: packed.low, high: packed.high, count: length)
    else { return nil }
    offset = start &+ length &+ 1
    return index
  }

  /// The place in `word` (little-endian, 0 to 7) of its first quote, backslash or control
  /// character, or 8 without one.
  @inline(__always)
  static func firstSpecialByte(in word: UInt64) -> Int {
    specialBytes(in: word).trailingZeroBitCount &>> 3
  }

  /// The top bit of each byte of `word` that is a quote, a backslash or a control character.
  ///
  /// Zero when none is. A byte flagged above the first one may be flagged wrongly (a borrow
  /// from below it); the first flagged byte is exact.
  @inline(__always)
  static func specialBytes(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    // A byte of zero in `quote` or `backslash`, or below 0x20 in `word`, sets its top bit.
    return
      (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
      | ((word &- ones &* 0x20) & ~word)) & 0x8080_8080_8080_8080
  }

  /// A mask of the low `count` bytes of a word, `count` from 0 to 7.
  @inline(__always)
  static func lowBytes(_ count: Int) -> UInt64 {
    (1 &<< UInt64(count &* 8)) &- 1
  }

  /// Moves to the next member of the object entered as `object`, and reads its key and the `:`
  /// after it; `nil` after the closing brace.
  ///
  /// - Returns: The key and the position of its opening quote.
  mutating func nextMember(
    _ object: inout Container
  ) throws(SyntaxError) -> (key: String, position: JSONPosition)? {
    guard try moveToNextMember(&object) else { return nil }
    let keyPosition = position()
    let key = try readString(at: offset)
    try expectColon()
    return (key, keyPosition)
  }

  /// Skips white space and the `:` after a key.
  private mutating func expectColon() throws(SyntaxError) {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw error("unexpected \(describeCurrent()), expected ':' after the key")
    }
    offset &+= 1
  }

  /// Moves to the opening quote of the next member's key of the object entered as `object`;
  /// `false` after the closing brace.
  private mutating func moveToNextMember(_ object: inout Container) throws(SyntaxError) -> Bool {
    skipWhitespace()
    if object.isFirst {
      object.isFirst = false
      if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
        offset &+= 1
        depth -= 1
        return false
      }
    } else {
      guard offset < bytes.count else {
        throw error("unexpected end of input, expected ',' or '}'")
      }
      switch bytes[offset] {
      case UInt8(ascii: ","):
        offset &+= 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        offset &+= 1
        depth -= 1
        return false
      default: throw error("unexpected \(describeCurrent()), expected ',' or '}'")
      }
    }
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw error("unexpected \(describeCurrent()), expected a key in double quotes")
    }
    return true
  }

  /// Moves to the next element of the array entered as `array`; `false` after the closing
  /// bracket.
  mutating func nextElement(_ array: inout Container) throws(SyntaxError) -> Bool {
    skipWhitespace()
    if array.isFirst {
      array.isFirst = false
      if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
        offset &+= 1
        depth -= 1
        return false
      }
      return true
    }
    guard offset < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
    switch bytes[offset] {
    case UInt8(ascii: ","):
      offset &+= 1
      return true
    case UInt8(ascii: "]"):
      offset &+= 1
      depth -= 1
      return false
    default: throw error("unexpected \(describeCurrent()), expected ',' or ']'")
    }
  }

  // MARK: Values

  /// Reads the string whose opening quote is the next byte.
  mutating func readString() throws(SyntaxError) -> String {
    try readString(at: offset)
  }

  /// Reads the string whose opening quote is the next byte, as `prefix` followed by the
  /// string's text, in one string.
  mutating func readString(prefix: StaticString) throws(SyntaxError) -> String {
    try readString(at: offset, prefix: prefix)
  }

  /// Reads the string whose opening quote is the next byte, at offset `start` (on the current
  /// line, where the string's errors are placed).
  private mutating func readString(
    at start: Int, prefix: StaticString = ""
  ) throws(SyntaxError) -> String {
    offset &+= 1  // opening quote
    let first = offset
    // Fast path: a run of plain bytes up to the closing quote.
    var high: UInt8 = 0
    offset = nextSpecialByte(from: offset, raw: &high)
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "\"") {
      let run = UnsafeBufferPointer(rebasing: bytes[first..<offset])
      offset &+= 1
      let string = high < 0x80 ? Self.string(prefix, run) : Self.validString(run, prefix: prefix)
      guard let string else {
        throw SyntaxError(message: "invalid UTF-8 in string", position: position(at: start))
      }
      return string
    }
    return try readEscapedString(from: first, at: start, prefix: prefix, high: high)
  }

  /// `prefix` followed by the UTF-8 text in `run`, in one string (inline, without allocating,
  /// up to 15 bytes); ill-formed UTF-8 comes out repaired (with U+FFFD in its place).
  static func string(_ prefix: StaticString, _ run: UnsafeBufferPointer<UInt8>) -> String {
    let prefixCount = prefix.utf8CodeUnitCount
    return String(unsafeUninitializedCapacity: prefixCount + run.count) { buffer in
      guard let target = UnsafeMutableRawPointer(buffer.baseAddress) else { return 0 }
      if prefixCount > 0 { target.copyMemory(from: prefix.utf8Start, byteCount: prefixCount) }
      if let source = run.baseAddress {
        (target + prefixCount).copyMemory(from: source, byteCount: run.count)
      }
      return prefixCount + run.count
    }
  }

  /// `prefix` followed by the text in `run` if `run` is well-formed UTF-8, else `nil`.
  ///
  /// The string checks its bytes as it is made, repairing what is ill-formed; the bytes it
  /// holds are then compared with `run`, which a repair always changes. That is one check and
  /// a comparison, where checking first and then making the string checks twice, and where
  /// `String(validating:as:)`, generic over the encoding, looks its types up at run time on
  /// every call (titles outside ASCII are most of some files).
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  static func validString(
    _ run: UnsafeBufferPointer<UInt8>, prefix: StaticString = ""
  ) -> String? {
    #if hasFeature(Embedded)
    return isValidUTF8(run) ? string(prefix, run) : nil
    #else
    var made = string(prefix, run)
    let prefixCount = prefix.utf8CodeUnitCount
    let same = made.withUTF8 { bytes in
      bytes.count == prefixCount + run.count
        && sameBytes(UnsafeBufferPointer(rebasing: bytes[prefixCount...]), run)
    }
    return same ? made : nil
    #endif
  }

  /// Whether `left` and `right` hold the same bytes, compared eight at a time.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  static func sameBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard left.count == right.count else { return false }
    guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
    let leftRaw = UnsafeRawPointer(leftBase)
    let rightRaw = UnsafeRawPointer(rightBase)
    var index = 0
    while index &+ 8 <= left.count {
      if leftRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        != rightRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        return false
      }
      index &+= 8
    }
    while index < left.count {
      if left[index] != right[index] { return false }
      index &+= 1
    }
    return true
  }

  /// Whether `run` is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
  /// above U+10FFFF), so decoding it replaces nothing.
  static func isValidUTF8(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = run.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let tops: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    let count = run.count
    while index < count {
      let lead = run[index]
      if lead < 0x80 {
        index &+= 1
        // A run of ASCII, eight bytes at a time.
        while index &+ 8 <= count
          && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & tops == 0
        {
          index &+= 8
        }
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return false
      }
      guard index + length <= count else { return false }
      let second = run[index + 1]
      guard second >= low && second <= high else { return false }
      for next in (index + 2)..<(index + length) where run[next] & 0xC0 != 0x80 { return false }
      index &+= length
    }
    return true
  }

  /// Reads the rest of a string that has escapes (or ends badly), from its first byte `first`.
  ///
  /// `high` has its top bit set if a byte before `offset` is outside ASCII.
  ///
  /// The text is decoded into the scratch buffer through a pointer (plain runs found eight
  /// bytes at a time and copied whole), then made a string with one copy. Problems are
  /// reported in file order.
  private mutating func readEscapedString(
    from first: Int, at start: Int, prefix: StaticString, high: UInt8
  ) throws(SyntaxError) -> String {
    let buffer = scratch ?? ScratchBuffer()
    scratch = buffer
    // Whether a byte copied from the file (rather than decoded from an escape, which is valid
    // UTF-8 by construction) is outside ASCII: only then is the text checked as UTF-8.
    var raw = high
    var written = 0
    buffer.write(prefix.utf8Start, count: prefix.utf8CodeUnitCount, at: &written)
    // The bytes before `offset` are plain.
    if let base = bytes.baseAddress {
      buffer.write(base + first, count: offset &- first, at: &written)
    }
    while true {
      let stop = nextSpecialByte(from: offset, raw: &raw)
      if stop > offset, let base = bytes.baseAddress {
        buffer.write(base + offset, count: stop &- offset, at: &written)
      }
      offset = stop
      guard offset < bytes.count else {
        throw SyntaxError(message: "unterminated string", position: position(at: start))
      }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset &+= 1
        let text = UnsafeBufferPointer(start: buffer.bytes, count: written)
        let string = raw < 0x80 ? Self.string("", text) : Self.validString(text)
        guard let string else {
          throw SyntaxError(message: "invalid UTF-8 in string", position: position(at: start))
        }
        return string
      case UInt8(ascii: "\\"):
        let escape = offset
        offset &+= 1
        guard offset < bytes.count else {
          throw SyntaxError(message: "unterminated string", position: position(at: start))
        }
        let escaped = bytes[offset]
        offset &+= 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
          buffer.append(escaped, at: &written)
        case UInt8(ascii: "b"): buffer.append(0x08, at: &written)
        case UInt8(ascii: "f"): buffer.append(0x0C, at: &written)
        case UInt8(ascii: "n"): buffer.append(0x0A, at: &written)
        case UInt8(ascii: "r"): buffer.append(0x0D, at: &written)
        case UInt8(ascii: "t"): buffer.append(0x09, at: &written)
        case UInt8(ascii: "u"):
          buffer.appendUTF8(try unicodeEscape(at: escape), at: &written)
        default:
          throw SyntaxError(message: "invalid escape in string", position: position(at: escape))
        }
      case 0x0A, 0x0D:
        // A string broken by a line break: it never closes on its own line.
        throw SyntaxError(message: "unterminated string", position: position(at: start))
      default:
        throw error("control character in string (escape it, for example \\n)")
      }
    }
  }

  /// The first byte from `from` on that is a quote, a backslash or a control character (or the
  /// end of the bytes), found eight bytes at a time; `raw` takes the top bits of the bytes
  /// before it.
  private func nextSpecialByte(from: Int, raw: inout UInt8) -> Int {
    var index = from
    if let base = bytes.baseAddress {
      let memory = UnsafeRawPointer(base)
      var words: UInt64 = 0
      while index &+ 8 <= bytes.count {
        let word = memory.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // The word holding the first special byte is left to the byte loop.
        if Self.specialBytes(in: word) != 0 { break }
        words |= word
        index &+= 8
      }
      if words & 0x8080_8080_8080_8080 != 0 { raw |= 0x80 }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      raw |= byte
      index &+= 1
    }
    return index
  }

  /// The position of the backslash of an escape at byte `escape` (on the current line: a string
  /// never spans lines).
  private mutating func escapeError(_ message: String, at escape: Int) -> SyntaxError {
    SyntaxError(message: message, position: position(at: escape))
  }

  /// The four hexadecimal digits of a `\u` escape whose backslash is byte `escape`, read.
  @inline(__always)
  private mutating func hex4(at escape: Int) throws(SyntaxError) -> UInt32 {
    // Four digits at once when they are there and valid; otherwise one by one, which says
    // what is wrong.
    if offset &+ 4 <= bytes.count {
      let digits = (
        Self.hexDigit(bytes[offset]), Self.hexDigit(bytes[offset &+ 1]),
        Self.hexDigit(bytes[offset &+ 2]), Self.hexDigit(bytes[offset &+ 3])
      )
      if (digits.0 | digits.1 | digits.2 | digits.3) < 16 {
        offset &+= 4
        return digits.0 << 12 | digits.1 << 8 | digits.2 << 4 | digits.3
      }
    }
    return try hex4OneByOne(at: escape)
  }

  /// ``hex4(at:)`` digit by digit, naming what is wrong.
  @inline(never)
  private mutating func hex4OneByOne(at escape: Int) throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count else {
        throw escapeError("incomplete \\u escape", at: escape)
      }
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw escapeError("invalid \\u escape", at: escape)
      }
      value = value << 4 | digit
      offset &+= 1
    }
    return value
  }

  /// The value of hexadecimal digit `byte`, or 16 or more when it is not one.
  @inline(__always)
  static func hexDigit(_ byte: UInt8) -> UInt32 {
    let decimal = byte &- UInt8(ascii: "0")
    if decimal < 10 { return UInt32(decimal) }
    let letter = (byte | 0x20) &- UInt8(ascii: "a")
    return letter < 6 ? UInt32(letter) &+ 10 : 0xFF
  }

  /// The scalar of a `\u` escape (a surrogate pair takes two) whose backslash is byte `escape`.
  private mutating func unicodeEscape(at escape: Int) throws(SyntaxError) -> Unicode.Scalar {
    let first = try hex4(at: escape)
    var value = first
    if (0xD800..<0xDC00).contains(first) {
      guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      else { throw escapeError("unpaired surrogate in \\u escape", at: escape) }
      offset &+= 2
      let second = try hex4(at: escape)
      guard (0xDC00..<0xE000).contains(second) else {
        throw escapeError("unpaired surrogate in \\u escape", at: escape)
      }
      value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw escapeError("unpaired surrogate in \\u escape", at: escape)
    }
    return scalar
  }

  /// Reads `true` or `false`, whose first byte is next.
  mutating func readBool() throws(SyntaxError) -> Bool {
    if bytes[offset] == UInt8(ascii: "t") {
      try expectWord("true")
      return true
    }
    try expectWord("false")
    return false
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let start = word.utf8Start
    for index in 0..<word.utf8CodeUnitCount {
      guard offset < bytes.count, bytes[offset] == start[index] else {
        throw error("unexpected \(describeCurrent()), expected '\(word)'")
      }
      offset &+= 1
    }
  }

  /// Reads the number whose first byte is next when it is a plain integer of at most 15
  /// digits (no fraction, no exponent, no leading zero, not `-0`), giving `prefix` followed by
  /// its digits, which is how such an integer is written in decimal; `nil`, reading nothing,
  /// for any other number.
  mutating func readPlainInteger(prefix: StaticString) -> String? {
    var end = offset
    if bytes[end] == UInt8(ascii: "-") { end &+= 1 }
    let firstDigit = end
    while end < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
      end &+= 1
    }
    let digits = end - firstDigit
    guard digits > 0, digits <= 15, bytes[firstDigit] != UInt8(ascii: "0") || digits == 1,
      digits > 1 || bytes[firstDigit] != UInt8(ascii: "0") || firstDigit == offset
    else { return nil }
    if end < bytes.count {
      let next = bytes[end]
      if next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e") { return nil }
    }
    let text = Self.string(prefix, UnsafeBufferPointer(rebasing: bytes[offset..<end]))
    offset = end
    return text
  }

  /// Reads the number whose first byte is next.
  mutating func readNumber() throws(SyntaxError) -> Double {
    let start = offset
    let startPosition = position()
    func digits(_ reader: inout JSONReader) -> Int {
      var count = 0
      while reader.offset < reader.bytes.count
        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.offset])
      {
        reader.offset &+= 1
        count += 1
      }
      return count
    }
    if bytes[offset] == UInt8(ascii: "-") { offset &+= 1 }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "0") {
      offset &+= 1
    } else if digits(&self) == 0 {
      throw error("unexpected \(describeCurrent()), expected a digit")
    }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
      offset &+= 1
      if digits(&self) == 0 { throw error("unexpected \(describeCurrent()), expected a digit") }
    }
    if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
      offset &+= 1
      if offset < bytes.count
        && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-"))
      {
        offset &+= 1
      }
      if digits(&self) == 0 { throw error("unexpected \(describeCurrent()), expected a digit") }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let value = Double(text) else {
      throw SyntaxError(message: "number out of range", position: startPosition)
    }
    return value
  }

  /// The reader's place, to come back to for a second pass.
  struct Mark {
    fileprivate var offset, line, lineStart, depth: Int
  }

  /// The current place.
  var mark: Mark { Mark(offset: offset, line: line, lineStart: lineStart, depth: depth) }

  /// Goes back to `mark`.
  mutating func reset(to mark: Mark) {
    offset = mark.offset
    line = mark.line
    lineStart = mark.lineStart
    depth = mark.depth
    knownOffset = lineStart
    knownColumn = 1
  }
}

/// Memory strings with escapes are decoded into, grown as needed and kept for the next string
/// (a class, so that copies of a reader share it; a reader and its copies read one at a time).
final class ScratchBuffer {
  private(set) var bytes: UnsafeMutablePointer<UInt8>
  private var capacity: Int

  init(capacity: Int = 256) {
    self.capacity = max(16, capacity)
    bytes = .allocate(capacity: self.capacity)
  }

  deinit { bytes.deallocate() }

  /// Copies `count` bytes from `source` to byte `written` on, and moves `written` past them.
  @inline(__always)
  func write(_ source: UnsafePointer<UInt8>, count: Int, at written: inout Int) {
    guard count > 0 else { return }
    if written &+ count > capacity { grow(to: written &+ count) }
    (bytes + written).initialize(from: source, count: count)
    written &+= count
  }

  /// Writes `byte` at byte `written`, and moves `written` past it.
  @inline(__always)
  func append(_ byte: UInt8, at written: inout Int) {
    if written == capacity { grow(to: written &+ 1) }
    bytes[written] = byte
    written &+= 1
  }

  /// Writes the UTF-8 encoding of `scalar` (one to four bytes) at byte `written`, and moves
  /// `written` past it.
  @inline(__always)
  func appendUTF8(_ scalar: Unicode.Scalar, at written: inout Int) {
    if written &+ 4 > capacity { grow(to: written &+ 4) }
    let value = scalar.value
    let target = bytes + written
    switch value {
    case ..<0x80:
      target[0] = UInt8(truncatingIfNeeded: value)
      written &+= 1
    case ..<0x800:
      target[0] = 0xC0 | UInt8(truncatingIfNeeded: value >> 6)
      target[1] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
      written &+= 2
    case ..<0x10000:
      target[0] = 0xE0 | UInt8(truncatingIfNeeded: value >> 12)
      target[1] = 0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F)
      target[2] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
      written &+= 3
    default:
      target[0] = 0xF0 | UInt8(truncatingIfNeeded: value >> 18)
      target[1] = 0x80 | UInt8(truncatingIfNeeded: value >> 12 & 0x3F)
      target[2] = 0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F)
      target[3] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
      written &+= 4
    }
  }

  private func grow(to needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBytes.initialize(from: bytes, count: capacity)
    bytes.deallocate()
    bytes = newBytes
    capacity = newCapacity
  }
}
