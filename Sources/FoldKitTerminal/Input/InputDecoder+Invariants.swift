extension InputDecoder {
  /// Checks that the buffered state matches the decoder's state; traps if not.
  ///
  /// Between calls: no undelivered events, sequence bytes only inside a sequence and within the
  /// limit, UTF-8 bytes only inside a scalar and fewer than 4, paste bytes only inside a paste.
  package func checkInvariants() {
    precondition(output.isEmpty, "events left undelivered")
    precondition(sequence.count <= Self.sequenceLimit, "sequence of \(sequence.count) bytes")
    switch state {
    case .csi, .ss3:
      break
    default:
      precondition(sequence.isEmpty, "sequence bytes kept in state \(state)")
    }
    if case .utf8(let needed) = state {
      precondition((1...3).contains(needed), "UTF-8 scalar needs \(needed) more bytes")
      precondition(
        (1...3).contains(scalarBytes.count) && scalarBytes.count + needed <= 4,
        "UTF-8 scalar holds \(scalarBytes.count) bytes and needs \(needed)")
    } else {
      precondition(scalarBytes.isEmpty, "UTF-8 bytes kept in state \(state)")
    }
    if state != .paste { precondition(paste.isEmpty, "paste bytes kept in state \(state)") }
    if state == .ground { precondition(!altPrefix, "Alt prefix pending in ground state") }
  }
}
