import FoldKit
import FoldKitText
import Foundation

/// Registers the `text.` benchmarks.
///
/// All run over a deterministic mixed Korean/English corpus (``TextCorpus``) of `n` bytes:
/// paragraphs of words, punctuation, numbers and some emoji, one paragraph per line.
///
/// - `text.width`: cells of the whole corpus (`foldkit`), beside summing per-`Character` widths
///   (`characters`).
/// - `text.linebreak`: count the UAX #14 break opportunities of the whole corpus.
/// - `text.wrap`: wrap the whole corpus to 40 columns, counting lines.
/// - `text.row-height`: measure each paragraph with `MonospaceTextMeasurer` at 40 columns and at
///   most 5 lines, as a layout computing row heights does.
///
/// `FOLDKIT_TEXT_CORPUS_OUT=path` writes the default-size corpus to `path` first, so that
/// `Benchmarks/text-vs-icu.sh` can time ICU on exactly the same bytes.
func registerTextBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [TextCorpus.defaultSize]
  let quick = [100_000]
  if let path = ProcessInfo.processInfo.environment["FOLDKIT_TEXT_CORPUS_OUT"] {
    let corpus = TextCorpus.make(bytes: TextCorpus.defaultSize)
    if !FileManager.default.createFile(atPath: path, contents: Data(corpus)) {
      print("foldkit-bench: cannot write the text corpus to \(path)")
      exitWithUsageError()
    }
  }

  suite.add("text.width", sizes: sizes, quickSizes: quick) { n in
    let corpus = TextCorpus.make(bytes: n)
    return BenchmarkBody(bytesProcessed: corpus.count) {
      blackHole(corpus.withUnsafeBufferPointer { GraphemeWidth.width(ofUTF8: $0) })
    }
  }
  suite.add("text.width", variant: "characters", sizes: sizes, quickSizes: quick) { n in
    let text = String(decoding: TextCorpus.make(bytes: n), as: UTF8.self)
    return BenchmarkBody(bytesProcessed: text.utf8.count) {
      var total = 0
      for character in text { total &+= GraphemeWidth.width(of: character) }
      blackHole(total)
    }
  }
  suite.add("text.linebreak", sizes: sizes, quickSizes: quick) { n in
    let corpus = TextCorpus.make(bytes: n)
    let breaker = LineBreaker()
    return BenchmarkBody(bytesProcessed: corpus.count) {
      blackHole(corpus.withUnsafeBufferPointer { breaker.countOpportunities(inUTF8: $0) })
    }
  }
  suite.add("text.wrap", sizes: sizes, quickSizes: quick) { n in
    let corpus = TextCorpus.make(bytes: n)
    let wrapper = TextWrapper(width: 40)
    return BenchmarkBody(bytesProcessed: corpus.count) {
      blackHole(corpus.withUnsafeBufferPointer { wrapper.lineCount(utf8: $0).lineCount })
    }
  }
  suite.add("text.row-height", sizes: sizes, quickSizes: quick) { n in
    let paragraphs = TextCorpus.paragraphs(of: TextCorpus.make(bytes: n))
    let bytes = paragraphs.reduce(0) { $0 + $1.utf8.count }
    let measurer = MonospaceTextMeasurer()
    return BenchmarkBody(bytesProcessed: bytes) {
      var height = 0.0
      for paragraph in paragraphs {
        height += measurer.measure(paragraph, width: 40, maximumLines: 5).height
      }
      blackHole(height)
    }
  }
}

/// The deterministic benchmark corpus: the same bytes for the same size on every machine.
enum TextCorpus {
  /// About 10 MB.
  static let defaultSize = 10_000_000

  static let korean = [
    "서울", "한국", "에서", "커피", "가격은", "오늘", "내일", "사람들이", "이야기를", "프로그램",
    "데이터", "목록의", "항목을", "펼치면", "화면에", "표시됩니다", "안녕하세요", "감사합니다",
    "서울(한국)에서", "3,500원짜리", "우리는", "새로운", "기능을", "만들었습니다", "문제가",
    "해결되었습니다", "사용자", "설정", "검색", "결과를", "확인하세요", "그리고", "하지만",
  ]
  static let english = [
    "the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "FoldKit", "renders",
    "sections", "rows", "and", "expandable", "lists", "in", "terminal", "with", "Unicode", "line",
    "breaking", "well-known", "don't", "performance", "measured", "benchmark", "snapshot",
    "changeset", "layout", "width", "of", "to", "is",
  ]
  static let numbers = ["3,500", "12.5%", "$100", "(2024)", "10:30", "42", "1.0", "№7"]
  static let emoji = ["😀", "👍🏽", "👨‍👩‍👧‍👦", "🇰🇷", "❤️", "#️⃣", "☕", "🎉"]
  static let punctuation = [",", ".", "!", "?", ":", ";", "…"]

  /// A corpus of at least `bytes` bytes (whole paragraphs, each ending in a line feed).
  static func make(bytes target: Int) -> [UInt8] {
    var random = BenchmarkRandom(seed: 0x466F_6C64_4B69_74)
    var out: [UInt8] = []
    out.reserveCapacity(target + 4_096)
    while out.count < target {
      let words = 20 + random.next(below: 180)
      for index in 0..<words {
        if index > 0 { out.append(0x20) }
        let pick = random.next(below: 100)
        let word: String
        switch pick {
        case 0..<45: word = korean[random.next(below: korean.count)]
        case 45..<88: word = english[random.next(below: english.count)]
        case 88..<96: word = numbers[random.next(below: numbers.count)]
        default: word = emoji[random.next(below: emoji.count)]
        }
        out.append(contentsOf: word.utf8)
        if random.next(below: 10) == 0 {
          out.append(contentsOf: punctuation[random.next(below: punctuation.count)].utf8)
        }
      }
      out.append(contentsOf: ".\n".utf8)
    }
    return out
  }

  /// The paragraphs of `corpus`, without their line feeds.
  static func paragraphs(of corpus: [UInt8]) -> [String] {
    corpus.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
  }
}
