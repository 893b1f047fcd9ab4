import FoldKit
import FoldKitScreens
import FoldKitText

/// Measures text with the page's canvas (`measureText`) through the wasm boundary.
///
/// The page wraps at spaces and between Chinese and Japanese characters (Korean words stay
/// whole) with the same function it uses to draw the rows, so a row's measured height and its
/// drawn lines agree. When the page has no canvas, the host answers -1 and the list falls back to
/// ``MonospaceTextMeasurer`` at 8 points a cell.
struct CanvasTextMeasurer: TextMeasuring {
  /// The height of one line, in points.
  var lineHeight: Double

  func measure(_ text: String, width: Double, maximumLines: Int?) -> TextMeasurement {
    var copy = text
    let answer = copy.withUTF8 { bytes in
      hostMeasureText(
        bytes.baseAddress, Int32(truncatingIfNeeded: bytes.count), width,
        Int32(truncatingIfNeeded: maximumLines ?? 0))
    }
    let lines = Int(answer / 2)
    return TextMeasurement(
      lineCount: lines, height: Double(lines) * lineHeight, isTruncated: answer % 2 == 1)
  }
}

/// Asks the page how many lines `text` takes at `width` points, at most `maximumLines` (0 for no
/// limit): `2 × lines + (truncated ? 1 : 0)`, or -1 without a canvas.
@_extern(wasm, module: "env", name: "fk_measure_text")
func hostMeasureText(
  _ text: UnsafePointer<UInt8>?, _ length: Int32, _ width: Double, _ maximumLines: Int32
) -> Int32

/// Whether the page measures text with a canvas (otherwise the monospace fallback is used).
func hostHasCanvas() -> Bool {
  var probe = "x"
  return probe.withUTF8 { hostMeasureText($0.baseAddress, 1, 100, 0) } >= 0
}

/// What a height function needs: the list width and which measurer to use.
struct HeightContext: Sendable {
  static let cellWidth = 8.0
  static let lineHeight = 22.0
  static let messageMaximumLines = 5
  static let detailMaximumLines = 12
  static let padding = 16.0

  var width: Double
  var usesCanvas: Bool

  func measuredHeight(_ text: String, textWidth: Double, maximumLines: Int) -> Double {
    if usesCanvas {
      let sizing = TextRowSizing(
        measurer: CanvasTextMeasurer(lineHeight: Self.lineHeight),
        topPadding: Self.padding, bottomPadding: Self.padding,
        maximumLines: maximumLines)
      return sizing.height(of: text, rowWidth: textWidth)
    }
    let sizing = TextRowSizing(
      measurer: MonospaceTextMeasurer(lineHeight: Self.lineHeight),
      topPadding: Self.padding, bottomPadding: Self.padding,
      maximumLines: maximumLines)
    return sizing.height(of: text, rowWidth: textWidth / Self.cellWidth)
  }

  /// The text width of a message or a detail row in a list `width` points wide: 16 points of
  /// padding on each side and 28 for the checkmark accessory.
  static func textWidth(forListWidth width: Double) -> Double {
    max(40, width - 2 * padding - 28)
  }

  func height(of element: VisibleElement, in snapshot: Snapshot<String, String, ScreenItem>)
    -> Double
  {
    switch element.kind {
    case .header:
      guard let header = snapshot.sections[element.index].header else { return 0 }
      return header.role == .buttonHeader ? 52 : 60
    case .footer:
      return snapshot.sections[element.index].footer == nil ? 0 : 18
    case .status:
      // A loading or error row (no list of the page loads on demand).
      return 44
    case .row:
      let item = snapshot.nodes[element.index].content
      switch item.role {
      case .message:
        return measuredHeight(
          item.text, textWidth: Self.textWidth(forListWidth: width),
          maximumLines: Self.messageMaximumLines)
      case .title, .agreeAll: return 52
      case .agreeButton: return 64
      default: return 45
      }
    case .detail:
      let item = snapshot.nodes[element.index].content
      if item.role.isTerm {
        return measuredHeight(
          item.detail ?? "", textWidth: Self.textWidth(forListWidth: width) - 24,
          maximumLines: Self.detailMaximumLines)
      }
      return 45
    }
  }
}

extension ScreenItem.Role {
  /// Whether this is a term of the terms screen.
  var isTerm: Bool {
    if case .term = self { return true }
    return false
  }
}
