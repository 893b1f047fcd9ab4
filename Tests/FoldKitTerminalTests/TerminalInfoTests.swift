import FoldKitTerminal
import Testing

@Suite struct TerminalInfoTests {
  @Test func versionIsSemantic() {
    #expect(FoldKitTerminalInfo.version.split(separator: ".").count == 3)
  }
}
