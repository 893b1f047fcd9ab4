extension VisibleRows {
  /// Traps unless the tree is sound, keys strictly increase, and every section reads header,
  /// rows, footer.
  ///
  /// - Complexity: O(*n*).
  package func checkInvariants() {
    elements.checkInvariants()
    var previousKey: VisibleKey?
    var open = false
    var section = 0
    for element in elements {
      if let previousKey { precondition(element.fullKey > previousKey, "keys must increase") }
      previousKey = element.fullKey
      switch element.kind {
      case .header:
        precondition(!open && element.index == section, "header \(element.index) out of place")
        open = true
      case .footer:
        precondition(open && element.index == section, "footer \(element.index) out of place")
        open = false
        section += 1
      case .row, .detail, .status:
        precondition(open, "row outside a section")
      }
    }
    precondition(!open, "last section has no footer")
  }
}
