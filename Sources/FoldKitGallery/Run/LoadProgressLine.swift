public import FoldKitListFile
import FoldKitTerminal

/// The progress line `foldkit FILE` shows on a terminal while a large list file loads.
///
/// Nothing shows for a load that ends within ``delay`` seconds, and nothing at all when standard
/// error is not a terminal: the caller decides that and simply does not ask. The line is
/// redrawn in place (carriage return, erase line) at most every ``interval`` seconds, and erased
/// by ``finish()``.
public struct LoadProgressLine: Sendable {
  /// Seconds a load runs before the line appears.
  public static let delay = 0.5
  /// Seconds between two redraws.
  public static let interval = 0.1

  /// The file's name as shown.
  public let file: String
  private var lastDrawn: Double?

  /// A progress line for `file`, not yet drawn.
  ///
  /// - Complexity: O(1).
  public init(file: String) {
    self.file = file
  }

  /// The bytes to write for `progress` reported `elapsed` seconds into the load, or `nil` when
  /// nothing should be drawn yet.
  ///
  /// - Complexity: O(1).
  public mutating func update(_ progress: ListDocument.Progress, elapsed: Double) -> String? {
    guard elapsed >= Self.delay else { return nil }
    if let lastDrawn, elapsed - lastDrawn < Self.interval, case .reading = progress { return nil }
    lastDrawn = elapsed
    let name = CellSanitizer.sanitize(file)
    switch progress {
    case .reading(let done, let total):
      let percent = total > 0 ? done * 100 / total : 100
      return "\r\u{1B}[2Kfoldkit: reading \(name): \(percent)% (\(megabytes(done)) of "
        + "\(megabytes(total)) MB)"
    case .building(let items):
      return "\r\u{1B}[2Kfoldkit: building the list of \(items) items from \(name)"
    }
  }

  /// The bytes that erase the line, or `nil` if it was never drawn.
  ///
  /// - Complexity: O(1).
  public func finish() -> String? {
    lastDrawn == nil ? nil : "\r\u{1B}[2K"
  }

  private func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10)"
  }
}
