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

  @Test func longAndEmptyDetailsAndTagsReadBackAsSet() {
    let long = "일정 회의록 · a detail well past sixteen bytes 010-1234-5678"
    for (detail, tag) in [(long, nil), (nil, long), (long, "필수"), ("", ""), ("", nil), (nil, "")]
      as [(String?, String?)]
    {
      let item = ScreenItem("Row", detail: detail, tag: tag)
      #expect(item.detail == detail && item.tag == tag)
      #expect(item == ScreenItem("Row", detail: detail, tag: tag))
      #expect(item != ScreenItem("Row"))
      if let detail {
        #expect(item != ScreenItem("Row", detail: detail + "!", tag: tag))
      }
      if let tag {
        #expect(item != ScreenItem("Row", detail: detail, tag: "!" + tag))
      }
    }
    // An empty detail is a detail: it differs from none.
    #expect(ScreenItem("Row", detail: "") != ScreenItem("Row", tag: ""))
  }

  @Test func detailsEqualAsStringsAreEqualWhateverTheirBytes() {
    // "é" as one scalar and as "e" with a combining accent: equal strings, different bytes.
    let composed = ScreenItem("Café", detail: "caf\u{E9}", tag: "\u{E9}")
    let decomposed = ScreenItem("Café", detail: "cafe\u{301}", tag: "e\u{301}")
    #expect(composed == decomposed)
    #expect(composed.hashValue == decomposed.hashValue)
    #expect(composed != ScreenItem("Café", detail: "cafe", tag: "e"))
  }

  #if arch(x86_64) || arch(arm64)
  @Test func anItemTakesTwentyFourBytes() {
    // Text, and the role, indentation, detail and tag out of line: a list file of millions of
    // items holds one per item.
    #expect(MemoryLayout<ScreenItem>.stride == 24)
  }

  @Test func everyRoleAndIndentationReadsBackAsSetWithAndWithoutExtras() {
    let roles: [ScreenItem.Role] = [
      .header, .buttonHeader, .band, .footnote, .row, .title, .message(isDone: false),
      .message(isDone: true), .term(isMandatory: false), .term(isMandatory: true), .agreeAll,
      .agreeButton, .checkRow(isMandatory: false, isDisabled: false),
      .checkRow(isMandatory: false, isDisabled: true),
      .checkRow(isMandatory: true, isDisabled: false),
      .checkRow(isMandatory: true, isDisabled: true),
    ]
    for role in roles {
      for indent in [0, 1, 3, 4, 9, -2, 40_000, -40_000] {
        for detail in [nil, "d"] as [String?] {
          for tag in [nil, "t"] as [String?] {
            var item = ScreenItem("x", detail: detail, role: role, indent: indent, tag: tag)
            #expect(item.role == role && item.indent == indent)
            #expect(item.detail == detail && item.tag == tag)
            #expect(item == ScreenItem("x", detail: detail, role: role, indent: indent, tag: tag))
            item.role = .row
            item.indent = 0
            #expect(item.role == .row && item.indent == 0 && item.detail == detail)
            #expect(item.tag == tag)
            #expect((item == ScreenItem("x")) == (detail == nil && tag == nil))
            item.role = role
            item.indent = indent
            #expect(item == ScreenItem("x", detail: detail, role: role, indent: indent, tag: tag))
          }
        }
      }
    }
    // A role that is not the plain row is told apart from it at every indentation.
    #expect(ScreenItem("x", role: .title, indent: 2) != ScreenItem("x", indent: 2))
    #expect(ScreenItem("x", role: .title) != ScreenItem("x", role: .title, indent: 1))
  }
  #endif
}
