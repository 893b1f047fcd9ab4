/// The text FoldKit shows for a value it knows only by a generic type: a duplicated ID in an
/// error, the default accessibility label of a row's content.
///
/// In the normal build this is `String(describing:)`. Embedded Swift has no reflection and no
/// `String(describing:)`, so there every value prints as the placeholder `‹value›`; errors still
/// name the places (sections, rows, index paths) by number.
@inlinable
package func describing<Value>(_ value: Value) -> String {
  #if hasFeature(Embedded)
  "‹value›"
  #else
  String(describing: value)
  #endif
}
