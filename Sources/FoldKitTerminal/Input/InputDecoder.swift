/// An incremental decoder from the bytes a terminal sends to ``InputEvent`` values.
///
/// The decoder does no I/O: feed it each chunk read from the terminal with ``decode(_:)`` and it
/// returns the events completed so far, keeping any incomplete UTF-8 scalar, escape sequence or
/// bracketed paste buffered for the next chunk. Splitting the same bytes into chunks differently
/// never changes the events.
///
/// A lone `ESC` is ambiguous: it may be the Escape key or the start of a sequence whose rest has
/// not arrived yet. While ``isAwaitingMore`` is `true`, the caller waits at most
/// ``escapeTimeout`` for more input and, if none arrives, calls ``flushTimeout()``, which reports
/// the pending `ESC` as Escape (and `ESC [` / `ESC O` as Alt-`[` / Alt-`O`).
///
/// Unknown CSI and SS3 sequences are consumed up to their final byte and dropped, as are bytes
/// that are not valid UTF-8; ``droppedByteCount`` counts them. X10 (`CSI M b x y`) and 1015 mouse
/// reports are dropped; only SGR mouse reports become events.
public struct InputDecoder: Sendable {
  /// How long to wait after a pending `ESC` before calling ``flushTimeout()``.
  public static let escapeTimeout: Duration = .milliseconds(50)

  /// The most parameter bytes kept for one CSI or SS3 sequence; longer ones are dropped whole.
  static let sequenceLimit = 64

  /// Where the decoder is in the byte stream.
  enum State: Sendable, Equatable {
    /// Between events.
    case ground
    /// After `ESC`.
    case escape
    /// After `ESC [`, collecting parameter and intermediate bytes in `sequence`.
    case csi
    /// After `ESC O`, collecting parameter bytes in `sequence`.
    case ss3
    /// After `ESC [ [` (the Linux console's F1–F5), waiting for the final letter.
    case linuxFunction
    /// Inside a UTF-8 scalar: `needed` continuation bytes still to come.
    case utf8(needed: Int)
    /// Skipping the three payload bytes of an X10 mouse report.
    case x10(remaining: Int)
    /// Inside a bracketed paste, collecting bytes in `paste`.
    case paste
  }

  var state = State.ground
  /// The parameter and intermediate bytes of the current CSI or SS3 sequence.
  var sequence: [UInt8] = []
  /// Whether the current sequence outgrew ``sequenceLimit``.
  var sequenceOverflowed = false
  /// The bytes of the current UTF-8 scalar.
  var scalarBytes: [UInt8] = []
  /// The lowest code point the current UTF-8 scalar may have (rejects overlong forms).
  var scalarMinimum: UInt32 = 0
  /// Whether an `ESC` prefix makes the next key an Alt chord.
  var altPrefix = false
  /// The bytes of the current bracketed paste, end marker candidates included.
  var paste: [UInt8] = []
  /// The events decoded by the current call.
  var output: [InputEvent] = []

  /// The number of input bytes dropped so far: invalid UTF-8, unknown or malformed sequences.
  public internal(set) var droppedByteCount = 0

  /// Creates a decoder in its initial state.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Whether an incomplete `ESC` sequence or UTF-8 scalar is buffered, so the caller should call
  /// ``flushTimeout()`` if no more input arrives within ``escapeTimeout``.
  ///
  /// An unfinished bracketed paste does not count: pastes may arrive slowly and never time out.
  ///
  /// - Complexity: O(1).
  public var isAwaitingMore: Bool {
    switch state {
    case .ground, .paste: false
    case .escape, .csi, .ss3, .linuxFunction, .utf8, .x10: true
    }
  }

  /// Whether the decoder is inside a bracketed paste whose end marker has not arrived yet.
  ///
  /// - Complexity: O(1).
  public var isInsidePaste: Bool { state == .paste }

  /// Decodes the next chunk of terminal input.
  ///
  /// - Parameter bytes: The bytes just read, in order.
  /// - Returns: The events these bytes complete, in order.
  /// - Complexity: O(*n*) for *n* bytes (amortized, with a paste's end-marker check of O(1) per
  ///   byte).
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    output = []
    for byte in bytes { consume(byte) }
    return takeOutput()
  }

  /// Resolves a pending escape after ``escapeTimeout`` passed with no input.
  ///
  /// A lone `ESC` becomes Escape, `ESC [` and `ESC O` become Alt-`[` and Alt-`O`; a longer
  /// unfinished sequence or UTF-8 scalar is dropped. Inside a bracketed paste this does nothing.
  ///
  /// - Returns: The events the timeout completes (at most one).
  /// - Complexity: O(1).
  public mutating func flushTimeout() -> [InputEvent] {
    output = []
    switch state {
    case .ground, .paste:
      break
    case .escape:
      state = .ground
      altPrefix = false
      emitKey(.escape)
    case .csi, .ss3:
      let introducer: Character = state == .csi ? "[" : "O"
      state = .ground
      if sequence.isEmpty {
        altPrefix = true
        emitKey(.character(introducer))
      } else {
        droppedByteCount += 2 + sequence.count
        altPrefix = false
      }
      sequence.removeAll(keepingCapacity: true)
    case .linuxFunction:
      state = .ground
      droppedByteCount += 3
      altPrefix = false
    case .utf8:
      state = .ground
      droppedByteCount += scalarBytes.count
      scalarBytes.removeAll(keepingCapacity: true)
      altPrefix = false
    case .x10:
      state = .ground
    }
    return takeOutput()
  }

  private mutating func takeOutput() -> [InputEvent] {
    let events = output
    output = []
    return events
  }

  /// Appends a key event, adding Alt when an `ESC` prefix is pending.
  mutating func emitKey(_ key: KeyEvent.Key, modifiers: KeyModifiers = []) {
    var modifiers = modifiers
    if altPrefix {
      modifiers.insert(.alt)
      altPrefix = false
    }
    output.append(.key(KeyEvent(key, modifiers: modifiers)))
  }

  /// Feeds one byte through the state machine.
  mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground:
      consumeGround(byte)
    case .escape:
      consumeAfterEscape(byte)
    case .csi, .ss3:
      consumeSequence(byte)
    case .linuxFunction:
      state = .ground
      if (0x41...0x45).contains(byte) {
        emitKey(.function(Int(byte - 0x40)))
      } else {
        droppedByteCount += 3
        altPrefix = false
        if byte == 0x1B { state = .escape } else if !(0x40...0x7E).contains(byte) { consume(byte) }
      }
    case .utf8(let needed):
      consumeContinuation(byte, needed: needed)
    case .x10(let remaining):
      droppedByteCount += 1
      state = remaining > 1 ? .x10(remaining: remaining - 1) : .ground
    case .paste:
      consumePaste(byte)
    }
  }

  private mutating func consumeGround(_ byte: UInt8) {
    switch byte {
    case 0x1B:
      state = .escape
    case 0x03:
      altPrefix = false
      output.append(.quit)
    case 0x0D:
      emitKey(.enter)
    case 0x09:
      emitKey(.tab)
    case 0x7F, 0x08:
      emitKey(.backspace)
    case 0x00:
      emitKey(.character(" "), modifiers: .control)
    case 0x01...0x1A:
      emitKey(.character(Character(Unicode.Scalar(byte | 0x60))), modifiers: .control)
    case 0x1C...0x1F:
      emitKey(.character(Character(Unicode.Scalar(byte | 0x40))), modifiers: .control)
    case 0x20...0x7E:
      emitKey(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF:
      beginScalar(byte, needed: 1, minimum: 0x80)
    case 0xE0...0xEF:
      beginScalar(byte, needed: 2, minimum: 0x800)
    case 0xF0...0xF4:
      beginScalar(byte, needed: 3, minimum: 0x10000)
    default:
      droppedByteCount += 1
      altPrefix = false
    }
  }

  private mutating func beginScalar(_ byte: UInt8, needed: Int, minimum: UInt32) {
    scalarBytes.removeAll(keepingCapacity: true)
    scalarBytes.append(byte)
    scalarMinimum = minimum
    state = .utf8(needed: needed)
  }

  private mutating func consumeContinuation(_ byte: UInt8, needed: Int) {
    guard byte & 0xC0 == 0x80 else {
      droppedByteCount += scalarBytes.count
      scalarBytes.removeAll(keepingCapacity: true)
      altPrefix = false
      state = .ground
      consume(byte)
      return
    }
    scalarBytes.append(byte)
    if needed > 1 {
      state = .utf8(needed: needed - 1)
      return
    }
    state = .ground
    let leadMask: UInt32 = scalarBytes.count == 2 ? 0x1F : scalarBytes.count == 3 ? 0x0F : 0x07
    var value = UInt32(scalarBytes[0]) & leadMask
    for continuation in scalarBytes.dropFirst() { value = value << 6 | UInt32(continuation & 0x3F) }
    let count = scalarBytes.count
    scalarBytes.removeAll(keepingCapacity: true)
    guard value >= scalarMinimum, let scalar = Unicode.Scalar(value) else {
      droppedByteCount += count
      altPrefix = false
      return
    }
    if (0x80...0x9F).contains(value) {
      droppedByteCount += count
      altPrefix = false
      return
    }
    emitKey(.character(Character(scalar)))
  }

  private mutating func consumeAfterEscape(_ byte: UInt8) {
    switch byte {
    case 0x5B:
      state = .csi
      sequence.removeAll(keepingCapacity: true)
      sequenceOverflowed = false
    case 0x4F:
      state = .ss3
      sequence.removeAll(keepingCapacity: true)
      sequenceOverflowed = false
    case 0x1B:
      altPrefix = false
      emitKey(.escape)
    default:
      state = .ground
      altPrefix = true
      consumeGround(byte)
    }
  }

  private mutating func consumePaste(_ byte: UInt8) {
    paste.append(byte)
    guard byte == 0x7E, paste.count >= 6 else { return }
    let end = paste.count
    guard paste[end - 6] == 0x1B, paste[end - 5] == 0x5B, paste[end - 4] == 0x32,
      paste[end - 3] == 0x30, paste[end - 2] == 0x31
    else { return }
    paste.removeLast(6)
    output.append(.paste(Self.pasteText(paste)))
    paste.removeAll(keepingCapacity: false)
    state = .ground
  }
}
