// The Swift side of Foundation that UIKit code meets: the value types NSString, NSArray, NSSet,
// NSDictionary, NSIndexPath, NSIndexSet and NSLocale bridge to through `_ObjectiveCBridgeable`
// (the bridge named in Foundation.h), so imported UIKit signatures read `String`, `[IndexPath]`,
// `IndexSet` and so on, as on Apple platforms.
// Facts: https://developer.apple.com/documentation/foundation/indexpath,
// https://developer.apple.com/documentation/foundation/indexset,
// https://developer.apple.com/documentation/foundation/locale/preferredlanguages.
// Type-checking only: the bodies never run.

extension String: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?)
    -> Bool
  { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}

extension Array: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSArray { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSArray, result: inout [Element]?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { [] }
}

extension Set: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSSet { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set?)
    -> Bool
  { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set { [] }
}

extension Dictionary: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDictionary { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary?) {
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSDictionary, result: inout Dictionary?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> Dictionary {
    [:]
  }
}

/// A list of indexes that represents the path to a node in a tree (UIKit adds `row`, `section`).
public struct IndexPath: Hashable, Sendable, Comparable, RandomAccessCollection, MutableCollection,
  ExpressibleByArrayLiteral, Codable, CustomStringConvertible
{
  var indexes: [Int]

  public init() { indexes = [] }
  public init(indexes: [Int]) { self.indexes = indexes }
  public init<S: Sequence>(indexes: S) where S.Element == Int { self.indexes = Array(indexes) }
  public init(index: Int) { indexes = [index] }
  public init(arrayLiteral indexes: Int...) { self.indexes = indexes }

  public var startIndex: Int { 0 }
  public var endIndex: Int { indexes.count }
  public subscript(index: Int) -> Int {
    get { indexes[index] }
    set { indexes[index] = newValue }
  }
  public func appending(_ other: Int) -> IndexPath { IndexPath(indexes: indexes + [other]) }
  public func dropLast() -> IndexPath { IndexPath(indexes: indexes.dropLast()) }
  public func compare(_ other: IndexPath) -> Int { self < other ? -1 : self == other ? 0 : 1 }
  public var description: String { indexes.description }

  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    lhs.indexes.lexicographicallyPrecedes(rhs.indexes)
  }
}

extension IndexPath: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSIndexPath { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSIndexPath, result: inout IndexPath?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath {
    IndexPath()
  }
}

/// A collection of unique integer values, sorted.
public struct IndexSet: SetAlgebra, Hashable, Sendable, Sequence, Codable, CustomStringConvertible {
  public typealias Element = Int
  var members: Set<Int>

  public init() { members = [] }
  public init(integer: Int) { members = [integer] }
  public init(integersIn range: Range<Int>) { members = Set(range) }
  public init(integersIn range: ClosedRange<Int>) { members = Set(range) }

  public var count: Int { members.count }
  public var first: Int? { members.min() }
  public var last: Int? { members.max() }
  public var description: String { members.sorted().description }
  public func makeIterator() -> IndexingIterator<[Int]> { members.sorted().makeIterator() }
  public func contains(_ member: Int) -> Bool { members.contains(member) }
  public func union(_ other: IndexSet) -> IndexSet { IndexSet(members.union(other.members)) }
  public func intersection(_ other: IndexSet) -> IndexSet {
    IndexSet(members.intersection(other.members))
  }
  public func symmetricDifference(_ other: IndexSet) -> IndexSet {
    IndexSet(members.symmetricDifference(other.members))
  }
  @discardableResult
  public mutating func insert(_ member: Int) -> (inserted: Bool, memberAfterInsert: Int) {
    members.insert(member)
  }
  @discardableResult
  public mutating func remove(_ member: Int) -> Int? { members.remove(member) }
  @discardableResult
  public mutating func update(with member: Int) -> Int? { members.update(with: member) }
  public mutating func formUnion(_ other: IndexSet) { members.formUnion(other.members) }
  public mutating func formIntersection(_ other: IndexSet) {
    members.formIntersection(other.members)
  }
  public mutating func formSymmetricDifference(_ other: IndexSet) {
    members.formSymmetricDifference(other.members)
  }
  init(_ members: Set<Int>) { self.members = members }
}

extension IndexSet: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSIndexSet { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSIndexSet, result: inout IndexSet?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSIndexSet, result: inout IndexSet?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexSet?) -> IndexSet {
    IndexSet()
  }
}

/// Information about linguistic, cultural and technological conventions.
public struct Locale: Hashable, Sendable {
  /// The identifier, such as "ko_KR".
  public var identifier: String

  public init(identifier: String) { self.identifier = identifier }

  /// The person's preferred languages, most preferred first.
  public static var preferredLanguages: [String] { [] }
  /// The locale of the current person.
  public static var current: Locale { Locale(identifier: "") }
}

extension Locale: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSLocale { fatalError("type-check only") }
  public static func _forceBridgeFromObjectiveC(_ source: NSLocale, result: inout Locale?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSLocale, result: inout Locale?)
    -> Bool
  { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSLocale?) -> Locale {
    Locale(identifier: "")
  }
}
