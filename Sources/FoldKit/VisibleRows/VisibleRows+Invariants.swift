extension VisibleRows {
  /// Traps unless the tree is sound, keys strictly increase, and every section reads header,
  /// rows, footer.
  ///
  /// - Complexity: O(*n*).
  package func checkInvariants() {
    elements.checkInvariants()
    var previousKey: UInt64?
    var open = false
    var section = 0
    for element in elements {
      if let previousKey { precondition(element.key > previousKey, "keys must increase") }
      previousKey = element.key
      switch element.kind {
      case .header:
        precondition(!open && element.index == section, "header \(element.index) out of place")
        open = true
      case .footer:
        precondition(open && element.index == section, "footer \(element.index) out of place")
        open = false
        section += 1
      case .row, .detail:
        precondition(open, "row outside a section")
      }
    }
    precondition(!open, "last section has no footer")
  }
}
