extension ListLayout {
  /// Makes a change to the controller whose batch update may not have been worked out (a change
  /// too large to animate), and keeps `anchor` (by default the first visible element) still.
  ///
  /// With a batch update, this is ``perform(anchor:_:)``. Without one, rows that appeared keep
  /// their estimated heights until they are laid out.
  ///
  /// - Returns: The batch update, if `body` worked it out.
  /// - Complexity: The cost of `body`, plus O(*k* log *n*) for *k* rows inserted.
  @usableFromInline package mutating func performLarge(
    anchor: Anchor? = nil, _ body: (inout Controller) -> Changeset?
  ) -> Changeset? {
    let anchor = anchor ?? self.anchor()
    let changeset = body(&controller)
    if let changeset { applyCachedHeights(after: changeset) }
    contentOffset = contentOffset(restoring: anchor)
    return changeset
  }

  /// Replaces the per-section overrides and gives the headers and footers of `sections` (the
  /// section indexes whose overrides changed) their new heights, leaving every other element as
  /// it is: no row is measured again.
  ///
  /// - Precondition: Only the overrides of `sections` change, and only their header and footer
  ///   heights.
  /// - Complexity: O(*s* log *n*) for *s* sections given.
  package mutating func setSectionMetrics(
    _ newMetrics: [SectionID: SectionMetrics], changing sections: [Int]
  ) {
    let anchor = anchor()
    sectionMetrics = newMetrics
    let resolver = self.resolver
    // Elements built from now on take the new overrides too.
    controller.replaceHeightFunction { element, snapshot in
      resolver.estimatedHeight(of: element, in: snapshot)
    }
    let snapshot = controller.snapshot
    for section in sections {
      for position in [
        controller.rows.headerPosition(ofSection: section),
        controller.rows.footerPosition(ofSection: section),
      ] {
        let element = controller.rows.elements[position]
        let height = resolver.estimatedHeight(of: element, in: snapshot)
        if height != element.height { controller.rows.setHeight(height, atPosition: position) }
      }
    }
    contentOffset = contentOffset(restoring: anchor)
  }
}
