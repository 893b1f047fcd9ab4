import FoldKitScreens
import Testing

@Suite struct ScreenItemTests {
  @Test func detailAndTagReadBackAsSetAndTakePartInEquality() {
    var item = ScreenItem("Terms", role: .term(isMandatory: true), indent: 2)
    #expect(item.detail == nil && item.tag == nil)
    item.detail = "Read before agreeing"
    item.tag = "mandatory"
    #expect(item.detail == "Read before agreeing")
    #expect(item.tag == "mandatory")
    #expect(item.indent == 2)

    let same = ScreenItem(
      "Terms", detail: "Read before agreeing", role: .term(isMandatory: true), indent: 2,
      tag: "mandatory")
    #expect(item == same)
    #expect(item.hashValue == same.hashValue)

    var other = same
    other.tag = "optional"
    #expect(other != same)
    other.tag = "mandatory"
    other.detail = nil
    #expect(other != same)
    #expect(other.detail == nil && other.tag == "mandatory")
  }

  @Test func clearingDetailAndTagEqualsAnItemMadeWithoutThem() {
    var item = ScreenItem("Row", detail: "more", tag: "new")
    item.detail = nil
    item.tag = nil
    let plain = ScreenItem("Row")
    #expect(item == plain)
    #expect(Set([item, plain]).count == 1)
  }

  @Test func rolesAndIndentationDistinguishItems() {
    #expect(ScreenItem("A", role: .row) != ScreenItem("A", role: .title))
    #expect(ScreenItem("A", indent: 1) != ScreenItem("A", indent: 0))
    var far = ScreenItem("A")
    far.indent = Int.max
    #expect(far.indent == Int(Int32.max))
  }

  #if arch(x86_64) || arch(arm64)
  @Test func anItemTakesThirtyTwoBytes() {
    // Text, the out-of-line detail and tag, the role and the indentation: a list file of
    // millions of items holds one per item.
    #expect(MemoryLayout<ScreenItem>.stride == 32)
  }
  #endif
}
