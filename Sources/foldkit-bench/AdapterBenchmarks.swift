#if os(Linux)
import FoldKit
import FoldKitUIKit
import UIKitStandIn

/// Registers the `adapter.` benchmarks: what the UIKit adapters cost per person's action, through
/// the UIKit stand-ins, with the table adapter (`table`) beside the collection adapter
/// (`collection`) in one run.
///
/// The list (``AdapterWorkload``) has `n` items in 10 sections, every top-level item shown, rows
/// measured (estimate 44) in a 390 x 844 view. Each action ends as a person sees it: the
/// batch's animation finished and the view laid out, so the cells the view asks for afterwards
/// are in the time.
/// - `adapter.toggle-1000`: opens the item with 1,000 children in the middle of the list (on
///   screen), lays out, closes it, lays out.
/// - `adapter.reveal-deep`: reveals, by ID, an item 16 levels down a closed chain in the middle
///   (opening each ancestor, scrolling its row to the middle), then closes the chain deepest
///   first and scrolls back to the top.
/// - `adapter.update-1pct`: new data with the content of 1% of the items changed (same IDs),
///   then the original data back; the diff is linear in *n*, so this one grows with *n* by
///   definition. Its `engine` variant is the layout's own update, without a view, for scale.
/// - `adapter.update-mixed`: the same, with 1% of the items also deleted and 1% moved to
///   another section: two stages each way (the reloads in place, then the moves).
func registerAdapterBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [10_000, 100_000, 1_000_000]
  let quick = [10_000]
  for variant in ["table", "collection"] {
    suite.add("adapter.toggle-1000", variant: variant, sizes: sizes, quickSizes: quick) { n in
      onMainActor {
        let view = AdapterBench(variant: variant, workload: AdapterWorkload(items: n))
        view.scroll(to: AdapterWorkload.bigParent, at: .middle)
        return BenchmarkBody {
          onMainActor {
            view.act { $0.receive(.toggle(AdapterWorkload.bigParent)) }
            view.act { $0.receive(.toggle(AdapterWorkload.bigParent)) }
          }
        }
      }
    }
  }
  for variant in ["table", "collection"] {
    suite.add("adapter.reveal-deep", variant: variant, sizes: sizes, quickSizes: quick) { n in
      onMainActor {
        let workload = AdapterWorkload(items: n)
        let view = AdapterBench(variant: variant, workload: workload)
        return BenchmarkBody {
          onMainActor {
            view.act { $0.reveal(workload.deepItem, at: .middle, animated: false) }
            for ancestor in workload.deepChain.reversed() {
              view.act { $0.collapse(ancestor) }
            }
            view.scroll(to: workload.firstItem, at: .top)
          }
        }
      }
    }
  }
  for (name, mixed) in [("adapter.update-1pct", false), ("adapter.update-mixed", true)] {
    for variant in ["table", "collection"] {
      suite.add(name, variant: variant, sizes: sizes, quickSizes: quick) { n in
        onMainActor {
          let workload = AdapterWorkload(items: n)
          let view = AdapterBench(variant: variant, workload: workload)
          view.scroll(to: AdapterWorkload.bigParent, at: .middle)
          let original = workload.snapshot()
          let changed = workload.snapshot(changingOneIn: 100, movingAndDeleting: mixed)
          return BenchmarkBody {
            onMainActor {
              view.act { $0.update(to: changed) }
              view.act { $0.update(to: original) }
            }
          }
        }
      }
    }
    suite.add(name, variant: "engine", sizes: sizes, quickSizes: quick) { n in
      let workload = AdapterWorkload(items: n)
      var layout = workload.layout()
      let original = workload.snapshot()
      let changed = workload.snapshot(changingOneIn: 100, movingAndDeleting: mixed)
      return BenchmarkBody {
        blackHole(layout.update(to: changed))
        blackHole(layout.update(to: original))
      }
    }
  }
}

/// Runs `body` on the main actor, where the benchmarks run: `main.swift`'s top-level code runs
/// on the main thread, and so does every body it times.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
  // Safe: `assumeIsolated` runs `body` synchronously on this (the main) thread, so the result
  // is written once, before it is read, by the same thread.
  nonisolated(unsafe) var result: T?
  MainActor.assumeIsolated { result = body() }
  guard let result else { preconditionFailure("the main actor did not run the body") }
  return result
}

/// The benchmark list: `items` items in 10 sections, all top-level ones shown.
///
/// Section 5 holds, in its middle, ``bigParent`` with 1,000 children (closed); section 7 holds,
/// in its middle, the top of a closed chain of 16 items whose last is ``deepItem``.
struct AdapterWorkload {
  typealias Item = ListItem<Int, Int>

  static let bigParent = -1
  static let chainDepth = 16
  let items: Int

  init(items: Int) { self.items = max(items, 2_000) }

  /// Top-level items per section.
  var perSection: Int { (items - 1_000 - Self.chainDepth) / 10 }
  var firstItem: Int { 0 }
  /// The chain's IDs from its top (-100, -101, …), without its last item.
  var deepChain: [Int] { (0..<Self.chainDepth - 1).map { -100 - $0 } }
  var deepItem: Int { -100 - (Self.chainDepth - 1) }

  static let metrics = LayoutMetrics(
    style: .plain, rowHeight: .measured(estimate: 44), header: .fixed(28), footer: .zero,
    headerTopPadding: 0)

  /// A row's height: one to three lines by its content.
  @Sendable static func measure(_ content: Int, _ kind: VisibleElement.Kind, _ width: Double)
    -> Double
  {
    24 + Double(1 + (content & 0x7FFF_FFFF) % 3) * 20
  }

  /// The data; `changingOneIn` k changes the content of every k-th top-level item, and with
  /// `movingAndDeleting`, of the others, one in k is deleted and one in k moves to the start of
  /// the next section (the last section's to the first).
  func snapshot(changingOneIn k: Int = 0, movingAndDeleting: Bool = false)
    -> Snapshot<Int, Int, Int>
  {
    var sections = plainSections(changingOneIn: k)
    guard movingAndDeleting, k > 2 else { return Snapshot(uncheckedSections: sections) }
    var moving: [[Item]] = Array(repeating: [], count: sections.count)
    for section in sections.indices {
      sections[section].items = sections[section].items.filter { item in
        guard item.id >= 0 else { return true }
        switch item.id % k {
        case 1: return false
        case 2:
          moving[(section + 1) % sections.count].append(item)
          return false
        default: return true
        }
      }
    }
    for section in sections.indices {
      sections[section].items.insert(contentsOf: moving[section], at: 0)
    }
    return Snapshot(uncheckedSections: sections)
  }

  /// The sections of ``snapshot(changingOneIn:movingAndDeleting:)`` before any move.
  private func plainSections(changingOneIn k: Int) -> [ListSection<Int, Int, Int>] {
    let perSection = perSection
    return (0..<10).map { section in
      let rows = (0..<perSection).map { row -> Item in
        let index = section * perSection + row
        let content = k > 0 && index % k == k / 2 ? index + 1 : index
        if section == 5 && row == perSection / 2 {
          return Item(
            id: Self.bigParent, content: content,
            children: (0..<1_000).map { Item(id: self.items + $0, content: $0) })
        }
        if section == 7 && row == perSection / 2 {
          var chain = Item(id: deepItem, content: deepItem)
          for id in deepChain.reversed() { chain = Item(id: id, content: id, children: [chain]) }
          return chain
        }
        return Item(id: index, content: content)
      }
      return ListSection<Int, Int, Int>(id: section, header: section, items: rows)
    }
  }

  func layout() -> ListLayout<Int, Int, Int> {
    ListLayout(
      controller: ListController(snapshot: snapshot()), metrics: Self.metrics, width: 390,
      viewportHeight: 844, measure: Self.measure)
  }
}

/// One adapter over its view in a window, driven action by action.
@MainActor final class AdapterBench {
  private let window: UIWindow
  private let table: ListTableView?
  private let tableAdapter: ListTableAdapter<Int, Int, Int>?
  private let collection: ListCollectionView?
  private let collectionAdapter: ListCollectionAdapter<Int, Int, Int>?

  init(variant: String, workload: AdapterWorkload) {
    let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    window = UIWindow(frame: frame)
    if variant == "table" {
      let table = ListTableView(frame: frame, style: .plain)
      window.addSubview(table)
      self.table = table
      tableAdapter = ListTableAdapter(tableView: table, layout: workload.layout()) { cell, row in
        var content = cell.defaultContentConfiguration()
        content.text = String(row.content)
        cell.contentConfiguration = content
      }
      collection = nil
      collectionAdapter = nil
    } else {
      let collection = ListCollectionView(
        frame: frame,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: .init(appearance: .plain)))
      window.addSubview(collection)
      self.collection = collection
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      collectionAdapter = ListCollectionAdapter(
        collectionView: collection, layout: workload.layout(), listConfiguration: configuration
      ) { cell, row in
        var content = cell.defaultContentConfiguration()
        content.text = String(row.content)
        cell.contentConfiguration = content
      }
      table = nil
      tableAdapter = nil
    }
    settle()
  }

  /// Does what `body` asks of the adapter, then lets the animations end and lays out.
  func act(_ body: (any AdapterActions) -> Void) {
    if let tableAdapter { body(tableAdapter) }
    if let collectionAdapter { body(collectionAdapter) }
    settle()
  }

  func scroll(to id: Int, at position: ScrollPosition) {
    act { $0.scroll(to: id, at: position, animated: false) }
  }

  /// Ends the running animations and lays out; the stand-ins' records are dropped, so a long
  /// run keeps its memory.
  private func settle() {
    if let table {
      table.standInFinishAnimations()
      table.layoutIfNeeded()
      table.standInForgetRecords()
    }
    if let collection {
      collection.standInFinishAnimations()
      collection.layoutIfNeeded()
      collection.standInForgetRecords()
    }
  }
}

/// What the benchmarks ask of either adapter.
@MainActor protocol AdapterActions {
  func receive(_ input: ListAdapterInput<Int, Int, Int>)
  func reveal(_ id: Int, at position: ScrollPosition, animated: Bool)
  func collapse(_ id: Int)
  func scroll(to id: Int, at position: ScrollPosition, animated: Bool)
  func update(to snapshot: Snapshot<Int, Int, Int>)
}

extension ListTableAdapter<Int, Int, Int>: AdapterActions {
  func reveal(_ id: Int, at position: ScrollPosition, animated: Bool) {
    reveal(id, ancestors: nil, at: position, select: false, animated: animated)
  }
  func update(to snapshot: Snapshot<Int, Int, Int>) { update(to: snapshot, checks: nil) }
}

extension ListCollectionAdapter<Int, Int, Int>: AdapterActions {
  func reveal(_ id: Int, at position: ScrollPosition, animated: Bool) {
    reveal(id, ancestors: nil, at: position, select: false, animated: animated)
  }
  func update(to snapshot: Snapshot<Int, Int, Int>) { update(to: snapshot, checks: nil) }
}
#else
/// The adapter benchmarks run through the UIKit stand-ins, which exist only on Linux.
func registerAdapterBenchmarks(_ suite: inout BenchmarkSuite) {}
#endif
