/// A position where a line may, or must, break.
public struct LineBreakOpportunity: Sendable, Hashable {
  /// The UTF-8 offset of the break: the next line starts with the byte at this offset.
  public var offset: Int
  /// Whether the break is mandatory (after a line feed, carriage return, CR LF, NEL, form feed,
  /// vertical tab, U+2028 or U+2029) rather than merely allowed.
  public var isMandatory: Bool

  /// Creates an opportunity at UTF-8 offset `offset`.
  public init(offset: Int, isMandatory: Bool) {
    self.offset = offset
    self.isMandatory = isMandatory
  }
}
