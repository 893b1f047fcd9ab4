#if os(Linux)
import Foundation
import Testing

/// Checks that README.md shows, exactly, the code a test file compiles between its
/// `// README: SECTION begin` and `// README: SECTION end` lines.
///
/// - Parameters:
///   - section: The marker's name.
///   - file: The test file holding the code (its caller's, by default).
///   - sourceLocation: Where a failure is reported (the caller, by default).
/// - Throws: When a file cannot be read or a marker is missing.
func expectReadmeShows(
  section: String, of file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let here = URL(fileURLWithPath: file)
  let source = try String(contentsOf: here, encoding: .utf8)
  let readme = try String(
    contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
  let begin = try #require(
    source.range(of: "// README: \(section) begin\n"), sourceLocation: sourceLocation)
  let end = try #require(
    source.range(of: "// README: \(section) end"), sourceLocation: sourceLocation)
  let code = String(source[begin.upperBound..<end.lowerBound])
  #expect(
    readme.contains(code), "README.md must show the \(section) code of \(here.lastPathComponent)",
    sourceLocation: sourceLocation)
}
#endif
