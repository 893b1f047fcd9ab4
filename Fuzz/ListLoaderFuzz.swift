// The libFuzzer entry for the list file loader. scripts/fuzz-list-loader.sh compiles it together
// with Sources/FoldKitListFile/JSON/*.swift over FoldKit and FoldKitScreens; it is not part of the
// package build.
import FoldKit
import FoldKitScreens

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// The number of lines in `bytes` and the largest column (in scalars, from 1) any line reaches.
func extent(_ bytes: [UInt8]) -> (lines: Int, columns: Int) {
  var lines = 1
  var column = 1
  var widest = 1
  for byte in bytes {
    if byte == 0x0A {
      lines += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
      widest = max(widest, column)
    }
  }
  return (lines, widest)
}

/// What loading gives: the items' IDs, or the error's words and place.
func outcome(_ load: () throws(ListFileError) -> ListDocument) -> String {
  do {
    return try load().snapshot.nodes.map(\.id).joined(separator: "\n")
  } catch {
    return "error: \(error)"
  }
}

/// Loads one fuzz input and traps when the loader breaks a promise.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // 4. Giving read pages back as reading goes (every byte here, so at every item), and reading
  //    the file again for a second pass, changes neither the list nor the error.
  let kept = outcome { () throws(ListFileError) in try ListDocument.load(bytes, file: "fuzz.json") }
  let released = outcome { () throws(ListFileError) in
    try ListDocument.load(bytes, file: "fuzz.json", reread: { bytes }, releaseStep: 1)
  }
  check(kept == released, "giving read pages back changed the outcome")
  // 5. Loading part by part ends as the whole load does, and each part joins the one before as
  //    a valid batch update (appended at the end when it extends it).
  var parts: [ListDocument.Part] = []
  let streamed = outcome { () throws(ListFileError) in
    try ListDocument.load(bytes, file: "fuzz.json", firstItems: 1) { parts.append($0) }
  }
  check(streamed == kept, "loading part by part changed the outcome")
  // 6. Reading the bytes in place, as the gallery reads a file it maps into memory, part by
  //    part, ends as the whole load does; every part's check marks are those of its items.
  //    (Pages go back to the system only past the first 4 MiB, which no fuzz input reaches.)
  var mappedParts: [ListDocument.Part] = []
  let mapped = outcome { () throws(ListFileError) in
    try bytes.withUnsafeBufferPointer { (buffer) throws(ListFileError) in
      try ListDocument.load(mapped: buffer, file: "fuzz.json", firstItems: 1) {
        mappedParts.append($0)
      }
    }
  }
  check(mapped == kept, "reading in place changed the outcome")
  check(mappedParts.count == parts.count, "reading in place changed the parts")
  for part in mappedParts {
    guard let checks = part.document.checks else { continue }
    checks.checkInvariants()
    let items = part.document.snapshot.nodes.filter { $0.behavior == .toggleCheck }
    check(checks.ids == items.map(\.id), "a part's check tree and its items disagree")
  }
  // 7. Reading items ahead on a second thread, in chunks of a few bytes (so that guesses of
  //    where items start fall everywhere), changes neither the list nor the error.
  for chunk in [1, 7, 64] {
    let ahead = outcome { () throws(ListFileError) in
      try ListDocument.load(
        bytes, file: "fuzz.json", reread: nil, releaseStep: 1 << 22, readAheadChunk: chunk)
    }
    check(ahead == kept, "reading ahead in chunks of \(chunk) bytes changed the outcome")
  }
  if let first = parts.first {
    var controller = ListController(
      snapshot: first.document.snapshot, expansion: first.document.expansion)
    for part in parts.dropFirst() {
      let before = controller.visibleModel.map(\.rows.count)
      if let changeset = controller.append(extending: part.document.snapshot) {
        let report = BatchUpdateValidator.validate(
          oldCounts: before, changeset: changeset,
          newCounts: controller.visibleModel.map(\.rows.count))
        check(report.isClean, "an appended part is not a valid batch update: \(report)")
      } else {
        _ = controller.update(to: part.document.snapshot)
      }
      controller.rows.checkInvariants()
      check(
        controller.snapshot.itemCount == part.document.snapshot.itemCount,
        "a part did not show whole")
    }
  }
  do {
    // 1. A file that loads gives a consistent list that a controller can show.
    let document = try ListDocument.load(bytes, file: "fuzz.json")
    let snapshot = document.snapshot
    var seen = Set<String>()
    for node in snapshot.nodes {
      check(seen.insert(node.id).inserted, "duplicate item \(node.id) accepted")
      check(node.subtreeEnd <= snapshot.itemCount, "subtree past the end")
    }
    let controller = ListController(
      snapshot: snapshot, expansion: document.expansion, policy: document.policy)
    controller.rows.checkInvariants()
    if let checks = document.checks {
      checks.checkInvariants()
      let fileItems = snapshot.nodes.filter { $0.behavior == .toggleCheck }.count
      check(checks.count == fileItems, "check tree and list disagree")
    }
    // 2. The same bytes load the same way again.
    let again = try ListDocument.load(bytes, file: "fuzz.json")
    check(again.snapshot.nodes.map(\.id) == snapshot.nodes.map(\.id), "loading is not repeatable")
  } catch {
    // 3. Every rejection says what and where, inside the file.
    check(!error.message.isEmpty, "an error without a message")
    guard let position = error.position else { fatalError("an error without a position") }
    let (lines, columns) = extent(bytes)
    check(
      position.line >= 1 && position.line <= lines && position.column >= 1
        && position.column <= columns,
      "position \(position) outside the file (\(lines) lines, \(columns) columns)")
    check(error.file == "fuzz.json", "wrong file name")
  }
  return 0
}
