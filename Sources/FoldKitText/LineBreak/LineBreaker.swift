/// Finds line break opportunities by the Unicode line breaking algorithm (UAX #14, Unicode 15.0).
///
/// The breaker works on UTF-8 bytes without intermediate arrays: per scalar it decodes, reads
/// one property word and one state machine entry (``WordBreak`` picks the table). It reports the
/// opportunities strictly inside the text; the end of the text is always a mandatory break
/// (LB3) and the start never is (LB2).
///
/// It passes all 7,654 cases of LineBreakTest-15.0.0 with no tailoring beyond the one the test
/// file itself uses: LB25 as the regular expression of UAX #14 example 7 (numbers such as
/// `$(12.35)` and `-3,500.5%` hold together).
public struct LineBreaker: Sendable, Hashable {
  /// How Hangul words break.
  public var wordBreak: WordBreak

  /// Creates a breaker.
  public init(wordBreak: WordBreak = .normal) {
    self.wordBreak = wordBreak
  }

  /// Calls `body` with each break opportunity inside `string`, in order.
  ///
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  public func forEachOpportunity<Failure: Error>(
    in string: String, _ body: (LineBreakOpportunity) throws(Failure) -> Void
  ) throws(Failure) {
    // The bytes are borrowed by a non-throwing closure; the body's error is carried out of it.
    let outcome = withUTF8Bytes(of: string) { bytes in
      Result { () throws(Failure) in try forEachOpportunity(inUTF8: bytes, body) }
    }
    try outcome.get()
  }

  /// Calls `body` with each break opportunity inside the UTF-8 text `bytes`, in order.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public func forEachOpportunity<Failure: Error>(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>,
    _ body: (LineBreakOpportunity) throws(Failure) -> Void
  ) throws(Failure) {
    var cursor = LineBreakCursor(bytes, wordBreak: wordBreak)
    while let opportunity = cursor.next() { try body(opportunity) }
  }

  /// The break opportunities inside `string`, in order.
  ///
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  public func opportunities(in string: String) -> [LineBreakOpportunity] {
    var result: [LineBreakOpportunity] = []
    forEachOpportunity(in: string) { result.append($0) }
    return result
  }

  /// The number of break opportunities inside the UTF-8 text `bytes`.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public func countOpportunities(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var cursor = LineBreakCursor(bytes, wordBreak: wordBreak)
    var count = 0
    while cursor.next() != nil { count &+= 1 }
    return count
  }

  /// The number of break opportunities inside `string`.
  ///
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  public func countOpportunities(in string: String) -> Int {
    withUTF8Bytes(of: string) { countOpportunities(inUTF8: $0) }
  }
}
