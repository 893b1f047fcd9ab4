#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitTestSupport
import FoldKitUIKit
import Testing
import UIKitStandIn

/// Seeded random use of every screen through the collection adapter.
///
/// Taps, disclosure toggles, headers, keys, drags, width changes, new data, filters and calls by
/// item ID (expand, collapse, reveal), often while batches animate. Every batch
/// passes the stand-in's collection-view rules and FoldKit's validator; at rest the items on
/// screen show the engine's rows.
@MainActor @Suite struct CollectionRandomTests {
  static let steps = scaledStepCount("FOLDKIT_UIKIT_COLLECTION_STEPS", default: 300)

  @Test(arguments: ScreenCatalog.names)
  func randomUse(_ screen: String) {
    let appearances: [UICollectionLayoutListConfiguration.Appearance] = [
      .plain, .insetGrouped, .sidebar,
    ]
    for seed in [UInt64(1), 2, 3] {
      var random = SplitMix64(seed: seed &* 104_729 &+ UInt64(screen.utf8.count))
      // Seed 3 shows each section's header as its first item.
      let harness = CollectionHarness(
        screen: screen, width: 390, height: 360, appearance: appearances[Int(seed - 1)],
        headerMode: seed == 3 ? .firstItemInSection : .supplementary)
      var version = 0
      for step in 0..<Self.steps {
        let context = "screen \(screen), seed \(seed), step \(step)"
        harness.view.layoutIfNeeded()
        let visible = harness.view.indexPathsForVisibleItems
        switch random.next() % 20 {
        case 0..<7:
          if let path = visible.randomElement(using: &random) {
            harness.view.standInTapItem(at: path)
          }
        case 7..<9:
          if let path = visible.randomElement(using: &random),
            let cell = harness.view.cellForItem(at: path) as? UICollectionViewListCell
          {
            cell.standInTapAccessory(.outlineDisclosure)
          }
        case 9:
          let section = Int(random.next() % UInt64(max(1, harness.view.numberOfSections)))
          if harness.headersAreItems {
            if harness.view.cellForItem(at: IndexPath(row: 0, section: section)) != nil {
              harness.view.standInTapItem(at: IndexPath(row: 0, section: section))
            }
          } else if let header = harness.view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(row: 0, section: section)),
            let button = AdapterHarness.button(in: header)
          {
            button.standInTap()
          }
        case 10:
          let code: UIKeyboardHIDUsage =
            random.next() % 2 == 0 ? .keyboardLeftArrow : .keyboardRightArrow
          harness.view.pressesBegan(
            [UIPress(standInKey: UIKey(standInHardwareKeyCode: code))], with: nil)
        case 11..<13:
          let top = max(0, harness.adapter.layout.contentHeight - 360)
          harness.scroll(to: CGFloat(top > 0 ? Double(random.next() % UInt64(top + 1)) : 0))
        case 13:
          let width = [320.0, 390, 430, 744][Int(random.next() % 4)]
          harness.view.frame = CGRect(x: 0, y: 0, width: width, height: 360)
        case 14:
          version += 1
          harness.adapter.update(
            to: AdapterRandomTests().mutated(
              harness.adapter.controller.snapshot, using: &random, version: version))
        case 15:
          harness.view.standInFinishAnimations()
        case 16:
          // A search: a filter by a letter of a shown item, or no filter.
          if random.next() % 2 == 0,
            let letter = harness.adapter.controller.snapshot.nodes.randomElement(using: &random)?
              .content.text.first
          {
            harness.adapter.filter(text: String(letter))
          } else {
            harness.adapter.clearFilter()
          }
        case 17:
          if let node = harness.adapter.controller.snapshot.nodes.randomElement(using: &random) {
            if random.next() % 2 == 0 {
              harness.adapter.expand(node.id)
            } else {
              harness.adapter.collapse(node.id)
            }
          }
        case 18:
          if let node = harness.adapter.controller.snapshot.nodes.randomElement(using: &random) {
            harness.adapter.reveal(node.id, at: .middle, select: random.next() % 2 == 0)
          }
        default:
          break
        }
        harness.view.layoutIfNeeded()
        if random.next() % 3 == 0 { harness.view.standInFinishAnimations() }
        harness.view.layoutIfNeeded()
        harness.check()
        if !harness.exceptions.isEmpty {
          Issue.record("stopped at \(context)")
          return
        }
      }
      harness.settle()
    }
  }
}
#endif
