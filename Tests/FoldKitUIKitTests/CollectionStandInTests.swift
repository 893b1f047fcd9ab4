#if os(Linux)
import Foundation
import Testing
import UIKitStandIn

/// The stand-in collection view's batch rules where they differ from the table view's, each with
/// UIKit's message (UIKIT-RULES §12; Apple's page:
/// <https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)>).
@MainActor @Suite struct CollectionStandInTests {
  /// A data source whose counts the test sets.
  final class Counts: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewListCell(frame: .zero) }
  }

  /// The messages raised.
  final class Raised { var reasons: [String] = [] }

  func run(old: [Int], new: [Int], _ body: @escaping (UICollectionView) -> Void) -> [String] {
    let raised = Raised()
    standInExceptionHandler = { _, reason in raised.reasons.append(reason) }
    let source = Counts(old)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))
    view.dataSource = source
    view.reloadData()
    view.performBatchUpdates {
      source.counts = new
      body(view)
    }
    return raised.reasons
  }

  @Test("R14: an item moved out of a deleted section raises (a table reloads instead)")
  func moveOutOfDeletedSection() {
    let raised = run(old: [2, 2], new: [3]) { view in
      view.deleteSections(IndexSet([0]))
      view.moveItem(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0))
    }
    #expect(raised == ["cannot move an item from a deleted section (0)"])
  }

  @Test("R16: an item moved into an inserted section raises")
  func moveIntoInsertedSection() {
    let raised = run(old: [2], new: [1, 1]) { view in
      view.insertSections(IndexSet([1]))
      view.moveItem(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
    }
    #expect(raised == ["cannot move an item into a newly inserted section (1)"])
  }

  @Test("R17: duplicate item deletes are not merged, so the count check fails")
  func duplicateDeletes() {
    let raised = run(old: [3], new: [2]) { view in
      view.deleteItems(at: [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 0)])
    }
    #expect(raised.count == 1)
    #expect(
      raised.first?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    #expect(raised.first?.contains("(0 inserted, 2 deleted)") == true)
  }

  @Test("C7 and C13: item bounds are worded with items")
  func itemWording() {
    #expect(
      run(old: [2], new: [1]) { $0.deleteItems(at: [IndexPath(row: 2, section: 0)]) } == [
        "attempt to delete item 2 from section 0 which only contains 2 items before the update"
      ])
    #expect(
      run(old: [2], new: [3]) { $0.insertItems(at: [IndexPath(row: 3, section: 0)]) } == [
        "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after "
          + "the update"
      ])
  }

  @Test("C22: the section count message names the collection view")
  func sectionCount() {
    let raised = run(old: [1, 1], new: [1, 1]) { $0.insertSections(IndexSet([1])) }
    #expect(raised.first?.contains("contained in the collection view after the update (2)") == true)
  }

  @Test("A valid batch raises nothing and is recorded")
  func validBatch() {
    let raised = run(old: [3, 1], new: [2, 2]) { view in
      view.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    }
    #expect(raised.isEmpty)
  }
}
#endif

#if os(Linux)
/// A list cell that prefers a fixed height, as a self-sizing cell would.
@MainActor final class FixedHeightListCell: UICollectionViewListCell {
  var height: CGFloat = 80
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes.size = CGSize(width: layoutAttributes.size.width, height: height)
    return layoutAttributes
  }
}

/// The stand-in list layout's behaviour, each named by Apple's page.
@MainActor @Suite struct CollectionStandInBehaviourTests {
  /// Three sections of two items, with headers and footers as supplementary views.
  final class Source: NSObject, UICollectionViewDataSource {
    var counts = [2, 2, 2]
    var cellsMade = 0
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      cellsMade += 1
      return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
  }

  func makeView(headers: Bool) -> (UICollectionView, Source, UIWindow) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    if headers { configuration.headerMode = .supplementary }
    let frame = CGRect(x: 0, y: 0, width: 320, height: 1000)
    let view = UICollectionView(
      frame: frame,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    view.register(FixedHeightListCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "header")
    }
    let source = Source()
    view.dataSource = source
    let window = UIWindow(frame: frame)
    window.addSubview(view)
    view.layoutIfNeeded()
    return (view, source, window)
  }

  /// <https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)>:
  /// a shown cell takes the size it prefers.
  @Test func shownCellsTakeTheirPreferredHeight() {
    let (view, _, window) = makeView(headers: false)
    defer { withExtendedLifetime(window) {} }
    #expect(view.standInFrameOfItem(at: IndexPath(row: 1, section: 0)).minY == 80)
    #expect(view.contentSize.height == CGFloat(480))
  }

  /// <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property>:
  /// supplementary headers come from the data source, one per section.
  @Test func supplementaryHeadersComeFromTheDataSource() {
    let (view, _, window) = makeView(headers: true)
    defer { withExtendedLifetime(window) {} }
    for section in 0..<3 {
      #expect(
        view.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(row: 0, section: section)) != nil)
    }
    #expect(view.standInFrameOfHeader(inSection: 1) != nil)
  }

  /// <https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)>:
  /// the data source must hand back the cell it has.
  @Test func reconfiguringKeepsTheCell() {
    let (view, source, window) = makeView(headers: false)
    defer { withExtendedLifetime(window) {} }
    let cell = view.cellForItem(at: IndexPath(row: 0, section: 0))
    let made = source.cellsMade
    view.reconfigureItems(at: [IndexPath(row: 0, section: 0)])
    #expect(view.cellForItem(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(source.cellsMade == made + 1)
  }

  /// <https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)>:
  /// surviving items keep their cells; the completion runs when the animation ends.
  @Test func survivingItemsKeepTheirCells() {
    let (view, source, window) = makeView(headers: false)
    defer { withExtendedLifetime(window) {} }
    let second = view.cellForItem(at: IndexPath(row: 1, section: 0))
    var finished = false
    view.performBatchUpdates {
      source.counts[0] = 1
      view.deleteItems(at: [IndexPath(row: 0, section: 0)])
    } completion: {
      finished = $0
    }
    #expect(view.cellForItem(at: IndexPath(row: 0, section: 0)) === second)
    #expect(!finished)
    view.standInFinishAnimations()
    #expect(finished)
  }

  /// <https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()>: not inside
  /// an update block.
  @Test func reloadDataInsideABatchRaises() {
    let (view, _, window) = makeView(headers: false)
    defer { withExtendedLifetime(window) {} }
    var raised: [String] = []
    standInExceptionHandler = { _, reason in raised.append(reason) }
    view.performBatchUpdates { view.reloadData() }
    #expect(raised == ["reloadData called inside an update block"])
  }
}
#endif

#if os(Linux)
/// The collection view's own limits, beyond the table view's rules.
@MainActor @Suite struct CollectionStandInLimitTests {
  @Test("R28: a section move that changes nothing, with an item moved out of it, asserts")
  func noOpSectionMoveWithAnItemMovedOut() {
    let raised = CollectionStandInTests().run(old: [1, 1], new: [0, 2]) { view in
      view.moveSection(0, toSection: 0)
      view.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    }
    #expect(
      raised == [
        "request for index path for global index 1 when there are only 1 items in the "
          + "collection view"
      ])
  }

  @Test("At most 31 updates animate at a time (componentkit #611)")
  func thirtyOneUpdatesInFlight() {
    final class One: NSObject, UICollectionViewDataSource {
      var count = 0
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { count }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { UICollectionViewListCell(frame: .zero) }
    }
    var raised: [String] = []
    standInExceptionHandler = { _, reason in raised.append(reason) }
    let frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    let view = UICollectionView(
      frame: frame,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))
    let window = UIWindow(frame: frame)
    window.addSubview(view)
    let source = One()
    view.dataSource = source
    view.reloadData()
    for _ in 0..<32 {
      view.performBatchUpdates {
        source.count += 1
        view.insertItems(at: [IndexPath(row: 0, section: 0)])
      }
    }
    #expect(raised.count == 1)
    #expect(raised.first?.hasPrefix("too many update animations on one view - limit is 31") == true)
    view.standInFinishAnimations()
  }
}
#endif
