/// How a ``CheckTree`` relates a parent's mark to its descendants' marks.
public enum CheckPropagation: Sendable, Hashable {
  /// Parents follow their descendants (the usual "select all in group" behaviour).
  ///
  /// Only leaves store a mark. A parent's mark is derived from the leaves below it: checked when
  /// all are checked, unchecked when none is, mixed otherwise. Toggling a parent checks or
  /// unchecks its enabled leaves; toggling a leaf updates its ancestors. A disabled node disables
  /// its whole subtree.
  case tristate
  /// Every item is an independent choice, parents included.
  ///
  /// Every node stores its own mark, which is never mixed, and toggling a node changes that node
  /// alone. A disabled node disables itself only. Subtree summaries
  /// (``CheckTree/mark(ofSubtree:)``, ``CheckTree/allMark``) still use the tri-state rule over
  /// the nodes they cover.
  case independent
}

#if !hasFeature(Embedded)
extension CheckPropagation: Codable {}
#endif
