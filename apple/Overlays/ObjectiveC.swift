// The Swift side of the ObjectiveC module, as Apple's overlay gives it: Selector (what `SEL`
// imports as and what `#selector` makes) and NSObject's Equatable and Hashable conformances.
// Facts: https://developer.apple.com/documentation/objectivec/selector,
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class (Equatable, Hashable).
// Type-checking only: the bodies never run.

/// An Objective-C selector, made by `#selector` or from a method name.
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
  let name: String

  /// A selector for the method named `name`.
  public init(_ name: String) { self.name = name }

  /// A selector from a string literal.
  public init(stringLiteral value: String) { self.name = value }
}

/// The Objective-C BOOL type, where it is not imported as Bool.
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  var value: Int8

  /// A BOOL holding `value`.
  public init(_ value: Bool) { self.value = value ? 1 : 0 }

  /// A BOOL from a Boolean literal.
  public init(booleanLiteral value: Bool) { self.init(value) }

  /// The value as a Bool.
  public var boolValue: Bool { value != 0 }
}

/// Used by the compiler to pass a Bool where Objective-C takes BOOL.
public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool { ObjCBool(value) }

/// Used by the compiler to read a BOOL as a Bool.
public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool { value.boolValue }

extension NSObject: Equatable, Hashable {
  /// Compares with `isEqual(_:)` (by identity here: nothing runs).
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool {
    ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
  }

  /// Hashes `hash` (the identity here: nothing runs).
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
