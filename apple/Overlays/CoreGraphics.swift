// The Swift side of CoreGraphics' geometry: CGFloat as a structure wrapping Double (which the
// compiler converts implicitly to and from Double, SE-0307), and the convenience members of
// CGPoint, CGSize and CGRect that Apple's overlay adds.
// Facts: https://developer.apple.com/documentation/corefoundation/cgfloat,
// https://developer.apple.com/documentation/corefoundation/cgrect (init(x:y:width:height:), zero,
// width, height, minX, minY, maxX, maxY, midX, midY), cgpoint, cgsize.
// Only the members FoldKit's sources use are here; CGFloat is not a full BinaryFloatingPoint.
// Type-checking only: the bodies never run.

/// The basic type for floating-point values in Core Graphics: a Double on 64-bit platforms.
@frozen public struct CGFloat: Sendable, Hashable, Comparable, Codable {
  /// The native value.
  public var native: Double

  public init() { native = 0 }
  public init(_ value: Double) { native = value }
  public init(_ value: Float) { native = Double(value) }
  public init(_ value: CGFloat) { native = value.native }
  public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }

  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }

  public static var zero: CGFloat { CGFloat(0.0) }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
  public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
  public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
  public var isNaN: Bool { native.isNaN }
  public var isFinite: Bool { native.isFinite }
  public var isInfinite: Bool { native.isInfinite }
  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public func rounded() -> CGFloat { CGFloat(native.rounded()) }
  public func rounded(_ rule: FloatingPointRoundingRule) -> CGFloat {
    CGFloat(native.rounded(rule))
  }
  public func squareRoot() -> CGFloat { CGFloat(native.squareRoot()) }
}

extension CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
}

extension CGFloat: CustomStringConvertible {
  public var description: String { native.description }
}

extension CGFloat: SignedNumeric {
  public init?<Source: BinaryInteger>(exactly source: Source) {
    guard let value = Double(exactly: source) else { return nil }
    native = value
  }
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
  public static prefix func - (operand: CGFloat) -> CGFloat { CGFloat(-operand.native) }
}

extension Double {
  /// The value of a CGFloat.
  public init(_ value: CGFloat) { self = value.native }
}

extension Float {
  /// The value of a CGFloat, rounded to Float.
  public init(_ value: CGFloat) { self = Float(value.native) }
}

extension Int {
  /// The value of a CGFloat, truncated.
  public init(_ value: CGFloat) { self = Int(value.native) }
}

extension CGPoint: Equatable, @unchecked Sendable {
  public static var zero: CGPoint { CGPoint(x: 0.0, y: 0.0) }
  public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public init(x: Double, y: Double) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}

extension CGSize: Equatable, @unchecked Sendable {
  public static var zero: CGSize { CGSize(width: 0.0, height: 0.0) }
  public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
  public init(width: Double, height: Double) {
    self.init(width: CGFloat(width), height: CGFloat(height))
  }
  public static func == (lhs: CGSize, rhs: CGSize) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }
}

extension CGRect: Equatable, @unchecked Sendable {
  public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  public var minX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var maxX: CGFloat { origin.x + size.width }
  public var maxY: CGFloat { origin.y + size.height }
  public var midX: CGFloat { origin.x + size.width / 2 }
  public var midY: CGFloat { origin.y + size.height / 2 }
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
  public func intersects(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
  public func contains(_ point: CGPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool {
    lhs.origin == rhs.origin && lhs.size == rhs.size
  }
}
