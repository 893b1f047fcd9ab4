import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Testing

/// Issue 16, items 4 and 9: Korean labels under a Korean locale, and the command line's manners.
@Suite struct GalleryLocaleTests {
  func snapshot(_ arguments: [String], language: ScreenLanguage) -> (String, String, Int32) {
    let plan = GalleryCommand.plan(
      arguments + ["--snapshot"], readFile: files(), isTerminal: true, columns: 80,
      language: language)
    guard case .finish(let output, let error, let status) = plan else { return ("", "", -1) }
    return (output, error, status)
  }

  @Test("Korean locale: every screen, its tab, its status and the help are Korean")
  func koreanLabels() {
    let expected = [
      ("contacts", "가족"), ("sections", "섹션 1"), ("accordion", "이동 편의"),
      ("messages", "내일 회의는"), ("terms", "전체 동의"),
    ]
    for (screen, label) in expected {
      let (output, _, status) = snapshot(["--screen", screen], language: .korean)
      #expect(status == 0)
      #expect(output.contains(label), "\(screen)")
      #expect(output.contains(" 1 연락처"), "\(screen)")
      #expect(output.contains("? 도움말  q 끝내기"), "\(screen)")
    }
    let (terms, _, _) = snapshot(["--screen", "terms"], language: .korean)
    #expect(terms.contains("[ ] 만 14세 이상입니다  필수"))
    #expect(terms.contains("[ ] 마케팅 정보 수신  선택"))
    #expect(terms.contains("[ 동의하기 ]  (사용 불가)"))
    let (help, _, _) = snapshot(["--screen", "terms", "--keys", "?"], language: .korean)
    #expect(help.contains("키 안내"))
    let (accordion, _, _) = snapshot(["--screen", "accordion"], language: .korean)
    #expect(accordion.hasSuffix("x 하나씩 (끔)  ? 도움말  q 끝내기\n"))
    let (moved, _, _) = snapshot(["--screen", "contacts", "--keys", "down"], language: .korean)
    #expect(moved.contains("박미경, 접힘, 3개 중 2번째"))
  }

  @Test("English locale: the same screens in English")
  func englishLabels() {
    let (output, _, _) = snapshot(["--screen", "terms"], language: .english)
    #expect(output.contains("[ ] I am 14 or older  mandatory"))
    #expect(output.contains(" 1 Contacts"))
    #expect(!output.contains("전체 동의"))
  }

  @Test("--screen names are case-insensitive")
  func screenNamesIgnoreCase() {
    let (output, error, status) = snapshot(["--screen", "Terms"], language: .english)
    #expect(status == 0)
    #expect(error.isEmpty)
    #expect(output.contains("Agree to all"))
  }

  @Test("An unknown --keys name prints the Try 'foldkit --help'. line")
  func unknownKeyNamesHelp() {
    let (_, error, status) = snapshot(["--keys", "sideways"], language: .english)
    #expect(status == GalleryCommand.usageStatus)
    #expect(error.hasPrefix("foldkit: unknown key \"sideways\""))
    #expect(error.hasSuffix("\nTry 'foldkit --help'.\n"))
  }
}
