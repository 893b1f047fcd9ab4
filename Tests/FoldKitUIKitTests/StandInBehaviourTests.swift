#if os(Linux)
import FoldKit
import Testing
import UIKitStandIn

/// The stand-in's UIKit behaviours where it used to be lenient, each as its documentation page
/// (named beside the stand-in's code) describes it.
@MainActor @Suite struct StandInBehaviourTests {
  func table(_ counts: [Int], style: UITableView.Style = .plain) -> (UITableView, CountsDataSource)
  {
    let dataSource = CountsDataSource(counts)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
    table.rowHeight = 44
    table.dataSource = dataSource
    return (table, dataSource)
  }

  @Test func contentConfigurationReplacesTheContentView() {
    let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
    let button = UIButton(type: .custom, primaryAction: nil)
    header.contentView.addSubview(button)
    let old = header.contentView
    header.contentConfiguration = header.defaultContentConfiguration()
    #expect(header.contentView !== old)
    #expect(header.contentView.subviews.isEmpty)
    #expect(button.superview === old && old.superview == nil)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentView.addSubview(UIView(frame: .zero))
    cell.contentConfiguration = cell.defaultContentConfiguration()
    #expect(cell.contentView.subviews.isEmpty)
  }

  @Test func safeAreaMakesTheAdjustedInsetAndKeepsTheTopVisible() {
    let (table, _) = table([30])
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    #expect(table.adjustedContentInset == .zero)
    window.standInSetSafeAreaInsets(UIEdgeInsets(top: 100, left: 0, bottom: 34, right: 0))
    #expect(table.adjustedContentInset.top == 100 && table.adjustedContentInset.bottom == 34)
    #expect(table.contentOffset.y == -100)
    table.layoutIfNeeded()
    #expect(table.standInUnobscuredRect.minY == 0)
    table.contentInset.bottom = 50
    #expect(table.adjustedContentInset.bottom == 84)
    table.contentInsetAdjustmentBehavior = .never
    #expect(table.adjustedContentInset.top == 0 && table.adjustedContentInset.bottom == 50)
  }

  @Test func hardwareArrowKeysCarryNumericPad() {
    #expect(UIKey(standInHardwareKeyCode: .keyboardLeftArrow).modifierFlags == .numericPad)
    #expect(
      UIKey(standInHardwareKeyCode: .keyboardRightArrow, modifiers: .command).modifierFlags
        == [.command, .numericPad])
  }

  @Test func groupedTablesGiveZeroHeightSupplementariesTheirDefault() {
    final class Heights: NSObject, UITableViewDelegate {
      let height: CGFloat
      init(_ height: CGFloat) { self.height = height }
      func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        height
      }
      func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        height
      }
    }
    for (style, height, expected) in [
      (UITableView.Style.plain, 0.0, 0.0), (.grouped, 0, UITableView.standInGroupedDefaultHeight),
      (.insetGrouped, 0, UITableView.standInGroupedDefaultHeight),
      (.grouped, .leastNormalMagnitude, .leastNormalMagnitude),
    ] {
      let (table, dataSource) = table([2, 2], style: style)
      let delegate = Heights(height)
      table.delegate = delegate
      table.layoutIfNeeded()
      let second = table.rectForRow(at: IndexPath(row: 0, section: 1)).minY
      #expect(second == 88 + 3 * CGFloat(expected), "\(style) \(height)")
      withExtendedLifetime((dataSource, delegate)) {}
    }
  }

  @Test func batchesOfATableWithoutAWindowNeverComplete() {
    let (table, dataSource) = table([3])
    table.layoutIfNeeded()
    var completed = false
    table.performBatchUpdates {
      dataSource.counts = [4]
      table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    } completion: { _ in
      completed = true
    }
    table.standInFinishAnimations()
    #expect(!completed)
    #expect(table.standInDroppedCompletionCount == 1)
    #expect(table.numberOfRows(inSection: 0) == 4)
  }

  @Test func reconfigureKeepsTheCellAndAsksTheDataSource() {
    final class Reusing: NSObject, UITableViewDataSource {
      var texts = ["a", "b"]
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        texts.count
      }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = texts[indexPath.row]
        cell.contentConfiguration = content
        return cell
      }
    }
    let dataSource = Reusing()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
    table.rowHeight = 44
    table.dataSource = dataSource
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
    dataSource.texts[1] = "B"
    table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "B")
    #expect(table.standInLog.last == .reconfigure(IndexPath(row: 1, section: 0)))
  }

  @Test func exceptionTextIsMatchedOnItsStablePart() {
    #expect(
      standInStableExceptionText(
        "attempt to delete and reload the same index path (<NSIndexPath: 0x600000c3a0e0>  {length = 2, path = 0 - 1})"
      )
        == "attempt to delete and reload the same index path (<NSIndexPath: 0x> {length = 2, path = 0 - 1})"
    )
  }

  @Test func aFocusMoveCutsAPendingAnnouncement() {
    UIAccessibility.standInReset()
    UIAccessibility.post(notification: .announcement, argument: "first")
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    UIAccessibility.post(notification: .announcement, argument: "second")
    UIAccessibility.standInSpeak()
    #expect(UIAccessibility.standInSpoken == ["second"])
  }
}
#endif
