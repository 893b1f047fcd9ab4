import Foundation

/// Reads the committed Unicode data files under `Data/Unicode`, found from this file's path.
enum UnicodeTestData {
  /// The folder holding the UCD files.
  static let folder: String = {
    var path = #filePath
    for _ in 0..<4 {  // Support, FoldKitTextTests, Tests, package root
      path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }
    return path + "/Data/Unicode"
  }()

  /// The lines of `name`, or an empty array when it cannot be read.
  static func lines(of name: String) -> [Substring] {
    guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else {
      return []
    }
    return text.split(separator: "\n", omittingEmptySubsequences: true)
  }

  /// One test case of a break test file: the text and the scalar offsets with a break before them.
  struct BreakCase {
    var line: Int
    var scalars: [Unicode.Scalar]
    /// Scalar offsets in 1...scalars.count where the file marks `÷`.
    var breaks: [Int]
    var comment: Substring

    var string: String {
      var result = ""
      result.unicodeScalars.append(contentsOf: scalars)
      return result
    }
  }

  /// The cases of a `…BreakTest.txt` file (`÷`/`×` between hexadecimal scalars).
  static func breakCases(of name: String) -> [BreakCase] {
    var cases: [BreakCase] = []
    for (number, line) in lines(of: name).enumerated() {
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      guard let data = parts.first, !data.trimmingCharacters(in: .whitespaces).isEmpty else {
        continue
      }
      var scalars: [Unicode.Scalar] = []
      var breaks: [Int] = []
      for token in data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if token == "÷" {
          if !scalars.isEmpty { breaks.append(scalars.count) }
        } else if token == "×" {
          continue
        } else if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
          scalars.append(scalar)
        }
      }
      cases.append(
        BreakCase(
          line: number + 1, scalars: scalars, breaks: breaks,
          comment: parts.count > 1 ? parts[1] : ""))
    }
    return cases
  }

  /// Converts UTF-8 offsets in `string` to scalar offsets.
  static func scalarOffsets(_ utf8Offsets: [Int], in string: String) -> [Int] {
    var map: [Int: Int] = [:]
    var offset = 0
    for (index, scalar) in string.unicodeScalars.enumerated() {
      map[offset] = index
      offset += UTF8.width(scalar)
    }
    map[offset] = string.unicodeScalars.count
    return utf8Offsets.map { map[$0] ?? -1 }
  }
}
