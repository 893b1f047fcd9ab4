/// A vertical extent in content coordinates: where an element starts and how tall it is.
public struct LayoutFrame: Sendable, Hashable {
  /// The top edge.
  public var minY: Double
  /// The height (zero for an absent header or footer).
  public var height: Double

  /// Creates a frame.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(minY: Double, height: Double) {
    self.minY = minY
    self.height = height
  }

  /// The bottom edge.
  @inlinable
  public var maxY: Double { minY + height }
  /// The vertical middle.
  @inlinable
  public var midY: Double { minY + height / 2 }
}

/// One laid-out element: what it is, where it is in the visible sequence and its frame.
public struct LayoutElement: Sendable, Hashable {
  /// The element's position in the visible sequence (headers and footers included).
  public var position: Int
  /// The element (kind, section or node index, height of its slot).
  public var element: VisibleElement
  /// The section it belongs to.
  public var section: Int
  /// Its index path, for rows and detail rows.
  public var indexPath: ListIndexPath?
  /// Its frame; for a header, without the spacing and padding above it.
  public var frame: LayoutFrame

  /// Creates a laid-out element.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(
    position: Int, element: VisibleElement, section: Int, indexPath: ListIndexPath?,
    frame: LayoutFrame
  ) {
    self.position = position
    self.element = element
    self.section = section
    self.indexPath = indexPath
    self.frame = frame
  }
}
