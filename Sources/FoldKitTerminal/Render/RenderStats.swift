/// What one frame cost: bytes written and cells written or skipped.
public struct RenderStats: Sendable, Hashable, CustomStringConvertible {
  /// The bytes of the frame, synchronized-output markers included; 0 when nothing changed.
  public var bytes = 0
  /// The cells written (both halves of a wide cluster count, and so do cells erase-line cleared).
  ///
  /// ``cellsWritten`` plus ``cellsSkipped`` is the number of cells on the screen.
  public var cellsWritten = 0
  /// The cells left alone because they did not change.
  public var cellsSkipped = 0
  /// The cursor movements emitted.
  public var cursorMoves = 0
  /// The SGR (style) sequences emitted.
  public var styleChanges = 0
  /// Whether the frame repainted the whole screen (the first frame, or after a resize).
  public var isFullRepaint = false

  /// Creates empty statistics.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// A one-line summary such as `412 bytes, 180 written, 11820 skipped`.
  ///
  /// - Complexity: O(1).
  public var description: String {
    "\(bytes) bytes, \(cellsWritten) written, \(cellsSkipped) skipped"
      + (isFullRepaint ? " (full)" : "")
  }
}
