import FoldKitTerminal
import FoldKitTestSupport
import Testing

@Suite struct InputDecoderChunkingTests {
  @Test func pasteMarkersSplitAtEveryOffset() {
    let payload = "jjjq 한글 👍\r\nline"
    let bytes = Array("a\u{1B}[200~\(payload)\u{1B}[201~b".utf8)
    let expected: [InputEvent] = [char("a"), .paste("jjjq 한글 👍\nline"), char("b")]
    for first in 0...bytes.count {
      for second in first...bytes.count {
        var decoder = InputDecoder()
        let events =
          decoder.decode(bytes[..<first]) + decoder.decode(bytes[first..<second])
          + decoder.decode(bytes[second...])
        #expect(events == expected, "splits at \(first) and \(second)")
      }
    }
  }

  /// A long stream of every kind of input, with the events it must decode to.
  static func mixedStream(_ random: inout SplitMix64, pieces: Int) -> ([UInt8], [InputEvent]) {
    var bytes: [UInt8] = []
    var events: [InputEvent] = []
    let table = InputDecoderTests.cases.filter { !$0.events.isEmpty }
    for _ in 0..<pieces {
      let piece = table[Int(random.next() % UInt64(table.count))]
      // An ESC-terminated piece would merge with the next one, which a table row never expects.
      if piece.bytes.last == 0x1B { continue }
      bytes += piece.bytes
      events += piece.events
    }
    return (bytes, events)
  }

  @Test func randomChunkingGivesTheSameEventsAsOneChunk() {
    let steps = scaledStepCount("FOLDKIT_TERMINAL_STEPS", default: 200)
    for seed in UInt64(1)...4 {
      var random = SplitMix64(seed: seed)
      let (bytes, expected) = Self.mixedStream(&random, pieces: 400)
      #expect(decodeAll(bytes) == expected, "seed \(seed): one chunk")
      for step in 0..<steps / 4 {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        var start = 0
        while start < bytes.count {
          let end = min(bytes.count, start + 1 + Int(random.next() % 17))
          events += decoder.decode(bytes[start..<end])
          decoder.checkInvariants()
          start = end
        }
        events += decoder.flushTimeout()
        #expect(events == expected, "seed \(seed) step \(step): chunked differently")
        if events != expected { return }
      }
    }
  }

  @Test func randomBytesNeverSwallowLaterText() {
    let steps = scaledStepCount("FOLDKIT_TERMINAL_STEPS", default: 200)
    var random = SplitMix64(seed: 0xDEC0DE)
    for step in 0..<steps {
      let bytes = (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next())
      }
      var decoder = InputDecoder()
      for byte in bytes {
        _ = decoder.decode([byte])
        decoder.checkInvariants()
      }
      _ = decoder.flushTimeout()
      decoder.checkInvariants()
      if decoder.isInsidePaste { continue }
      let after = decoder.decode(Array("ok".utf8))
      #expect(after == [char("o"), char("k")], "seed 0xDEC0DE step \(step): \(bytes)")
    }
  }
}
