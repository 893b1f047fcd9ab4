// The libFuzzer entry for `InputDecoder`. scripts/fuzz-input-decoder.sh compiles it together with
// Sources/FoldKitTerminal/Input/*.swift; it is not part of the package build.

/// Decodes `bytes` split at the given chunk sizes (cycled), then flushes a pending escape.
func decodeChunked(_ bytes: [UInt8], sizes: [Int]) -> (events: [InputEvent], dropped: Int) {
  var decoder = InputDecoder()
  var events: [InputEvent] = []
  var start = 0
  var index = 0
  while start < bytes.count {
    let size = sizes.isEmpty ? bytes.count : max(1, sizes[index % sizes.count])
    let end = min(bytes.count, start + size)
    events += decoder.decode(bytes[start..<end])
    decoder.checkInvariants()
    start = end
    index += 1
  }
  events += decoder.flushTimeout()
  guard !decoder.isAwaitingMore else { fatalError("a flushed decoder still awaits more") }
  return (events, decoder.droppedByteCount)
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// Runs the decoder on one fuzz input and traps when an invariant breaks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let sizes = bytes.prefix(8).map { Int($0 % 7) + 1 }

  // 1. Any bytes: no crash, and the chunking never changes the events.
  let whole = decodeChunked(bytes, sizes: [])
  let chunked = decodeChunked(bytes, sizes: sizes)
  let single = decodeChunked(bytes, sizes: [1])
  check(whole.events == chunked.events, "chunking \(sizes) changed the events of \(bytes)")
  check(whole.events == single.events, "byte-by-byte decoding changed the events of \(bytes)")
  check(whole.dropped <= bytes.count, "dropped more bytes than the input has")

  // 2. Printable UTF-8 text: every scalar arrives, in order, as one key event.
  let text = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter {
    $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value)
  }
  let textEvents = decodeChunked(Array(String(String.UnicodeScalarView(text)).utf8), sizes: sizes)
  check(textEvents.dropped == 0, "text lost bytes")
  check(
    textEvents.events == text.map { .key(KeyEvent(.character(Character($0)))) },
    "text events differ for \(bytes)")

  // 3. A bracketed paste of any payload without ESC: one event, no byte lost.
  let payload = String(decoding: bytes.filter { $0 != 0x1B && $0 != 0x0D }, as: UTF8.self)
  let expected = String(
    String.UnicodeScalarView(payload.unicodeScalars.filter { !(0x80...0x9F).contains($0.value) }))
  let framed = Array("\u{1B}[200~".utf8) + Array(payload.utf8) + Array("\u{1B}[201~".utf8)
  let pasted = decodeChunked(framed, sizes: sizes)
  check(pasted.events == [.paste(expected)], "paste of \(bytes) became \(pasted.events)")

  // 4. Text after arbitrary bytes and a flush is never swallowed.
  var decoder = InputDecoder()
  _ = decoder.decode(bytes)
  _ = decoder.flushTimeout()
  if !decoder.isInsidePaste {
    check(
      decoder.decode(Array("ok".utf8)) == [
        .key(KeyEvent(.character("o"))), .key(KeyEvent(.character("k"))),
      ],
      "text after \(bytes) was lost")
  }
  return 0
}
