extension InputDecoder {
  /// Feeds one byte of a CSI or SS3 sequence.
  mutating func consumeSequence(_ byte: UInt8) {
    switch byte {
    case 0x5B where state == .csi && sequence.isEmpty && !sequenceOverflowed:
      state = .linuxFunction
    case 0x20...0x3F:
      if sequence.count < Self.sequenceLimit {
        sequence.append(byte)
      } else {
        sequenceOverflowed = true
        droppedByteCount += 1
      }
    case 0x40...0x7E:
      let isCSI = state == .csi
      state = .ground
      if sequenceOverflowed {
        droppedByteCount += 3 + sequence.count
        altPrefix = false
      } else if isCSI {
        dispatchCSI(final: byte)
      } else {
        dispatchSS3(final: byte)
      }
      sequence.removeAll(keepingCapacity: true)
    default:
      // A control or non-ASCII byte cannot continue a sequence: drop the sequence and read the
      // byte afresh, so a broken report never swallows the keys after it.
      droppedByteCount += 2 + sequence.count
      sequence.removeAll(keepingCapacity: true)
      altPrefix = false
      state = .ground
      consume(byte)
    }
  }

  /// Splits the collected parameter bytes at `;` into numbers (-1 for an empty one).
  ///
  /// Returns `nil` when a byte other than a digit, `;` or `:` appears. A parameter with `:`
  /// sub-parameters keeps only its leading number.
  private func numericParameters(from start: Int = 0) -> [Int]? {
    var values: [Int] = []
    var current = 0
    var hasDigits = false
    var inSubParameter = false
    for byte in sequence[start...] {
      switch byte {
      case 0x30...0x39:
        if !inSubParameter {
          current = min(current * 10 + Int(byte - 0x30), 1_000_000)
          hasDigits = true
        }
      case 0x3B:
        values.append(hasDigits ? current : -1)
        current = 0
        hasDigits = false
        inSubParameter = false
      case 0x3A:
        inSubParameter = true
      default:
        return nil
      }
    }
    values.append(hasDigits ? current : -1)
    return values
  }

  private mutating func drop() {
    droppedByteCount += 3 + sequence.count
    altPrefix = false
  }

  private mutating func dispatchCSI(final: UInt8) {
    if sequence.first == 0x3C {
      dispatchMouse(final: final)
      return
    }
    if final == 0x4D && sequence.isEmpty {
      // An X10 mouse report: three raw payload bytes follow. Skip them so they never leak as keys.
      droppedByteCount += 3
      altPrefix = false
      state = .x10(remaining: 3)
      return
    }
    guard let parameters = numericParameters() else {
      drop()
      return
    }
    let first = parameters[0]
    let modifiers = KeyModifiers(xtermParameter: parameters.count > 1 ? parameters[1] : 1)
    let simple = parameters.count <= 2 && (first == -1 || first == 1)
    switch final {
    case 0x41 where simple: emitKey(.up, modifiers: modifiers)
    case 0x42 where simple: emitKey(.down, modifiers: modifiers)
    case 0x43 where simple: emitKey(.right, modifiers: modifiers)
    case 0x44 where simple: emitKey(.left, modifiers: modifiers)
    case 0x48 where simple: emitKey(.home, modifiers: modifiers)
    case 0x46 where simple: emitKey(.end, modifiers: modifiers)
    case 0x50 where simple: emitKey(.function(1), modifiers: modifiers)
    case 0x51 where simple: emitKey(.function(2), modifiers: modifiers)
    case 0x52 where simple && parameters.count == 2: emitKey(.function(3), modifiers: modifiers)
    case 0x53 where simple: emitKey(.function(4), modifiers: modifiers)
    case 0x5A where parameters == [-1]: emitKey(.tab, modifiers: .shift)
    case 0x61...0x64 where parameters == [-1]:
      let keys: [KeyEvent.Key] = [.up, .down, .right, .left]
      emitKey(keys[Int(final - 0x61)], modifiers: .shift)
    case 0x49 where parameters == [-1]:
      altPrefix = false
      output.append(.focus(true))
    case 0x4F where parameters == [-1]:
      altPrefix = false
      output.append(.focus(false))
    case 0x7E where parameters.count <= 2:
      dispatchTilde(first, modifiers: modifiers)
    case 0x75 where parameters.count <= 2 && first >= 0:
      dispatchKitty(first, modifiers: modifiers)
    default:
      drop()
    }
  }

  private mutating func dispatchTilde(_ code: Int, modifiers: KeyModifiers) {
    let key: KeyEvent.Key
    switch code {
    case 1, 7: key = .home
    case 2: key = .insert
    case 3: key = .delete
    case 4, 8: key = .end
    case 5: key = .pageUp
    case 6: key = .pageDown
    case 11...15: key = .function(code - 10)
    case 17...21: key = .function(code - 11)
    case 23, 24: key = .function(code - 12)
    case 200:
      altPrefix = false
      paste.removeAll(keepingCapacity: true)
      state = .paste
      return
    default:
      drop()
      return
    }
    emitKey(key, modifiers: modifiers)
  }

  /// Decodes the kitty keyboard protocol's `CSI code ; mods u`.
  private mutating func dispatchKitty(_ code: Int, modifiers: KeyModifiers) {
    switch code {
    case 13: emitKey(.enter, modifiers: modifiers)
    case 9: emitKey(.tab, modifiers: modifiers)
    case 27: emitKey(.escape, modifiers: modifiers)
    case 127, 8: emitKey(.backspace, modifiers: modifiers)
    case 99 where modifiers == .control:
      altPrefix = false
      output.append(.quit)
    case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0x10FFFF:
      guard let scalar = Unicode.Scalar(UInt32(code)) else { return drop() }
      emitKey(.character(Character(scalar)), modifiers: modifiers)
    default:
      drop()
    }
  }

  /// Decodes an SGR mouse report `CSI < b ; x ; y M` (press) or `m` (release).
  private mutating func dispatchMouse(final: UInt8) {
    guard final == 0x4D || final == 0x6D, let parameters = numericParameters(from: 1),
      parameters.count == 3, parameters.allSatisfy({ $0 >= 0 }), parameters[1] >= 1,
      parameters[2] >= 1
    else { return drop() }
    let code = parameters[0]
    var modifiers = KeyModifiers()
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let isMotion = code & 32 != 0
    let low = code & 3
    let kind: MouseEvent.Kind
    switch code & ~(4 | 8 | 16 | 32) {
    case 0...3:
      let buttons: [MouseEvent.Button] = [.left, .middle, .right]
      if isMotion {
        kind = low == 3 ? .move : .drag(buttons[low])
      } else if low == 3 {
        return drop()
      } else {
        kind = final == 0x4D ? .press(buttons[low]) : .release(buttons[low])
      }
    case 64...67 where final == 0x4D && !isMotion:
      let directions: [MouseEvent.ScrollDirection] = [.up, .down, .left, .right]
      kind = .scroll(directions[low])
    default:
      return drop()
    }
    altPrefix = false
    output.append(
      .mouse(
        MouseEvent(kind, column: parameters[1] - 1, row: parameters[2] - 1, modifiers: modifiers)))
  }

  private mutating func dispatchSS3(final: UInt8) {
    guard let parameters = numericParameters(), parameters.count <= 2 else { return drop() }
    // Old xterms put the modifier alone (`ESC O 5 A`) or after a 1 (`ESC O 1 ; 5 A`).
    let modifiers = KeyModifiers(xtermParameter: parameters.last ?? 1)
    switch final {
    case 0x41: emitKey(.up, modifiers: modifiers)
    case 0x42: emitKey(.down, modifiers: modifiers)
    case 0x43: emitKey(.right, modifiers: modifiers)
    case 0x44: emitKey(.left, modifiers: modifiers)
    case 0x48: emitKey(.home, modifiers: modifiers)
    case 0x46: emitKey(.end, modifiers: modifiers)
    case 0x50...0x53: emitKey(.function(Int(final - 0x4F)), modifiers: modifiers)
    case 0x4D: emitKey(.enter, modifiers: modifiers)
    default: drop()
    }
  }

  /// Decodes a paste's bytes as UTF-8 (invalid bytes become U+FFFD), removes ESC and C1 controls
  /// and turns CR LF and lone CR into LF.
  static func pasteText(_ bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      let value = scalar.value
      if value == 0x1B || (0x80...0x9F).contains(value) { continue }
      if value == 0x0A && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = value == 0x0D
      scalars.append(previousWasCR ? "\n" : scalar)
    }
    return String(scalars)
  }
}
