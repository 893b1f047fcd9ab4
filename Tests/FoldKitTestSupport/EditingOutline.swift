public import FoldKit

/// The small outline the editing tests move, select and delete in.
///
/// Section "a": p (children p1, p2 with child p2a; a detail), q, r; section "b": s, t; then the
/// sections in `more`. p and p2 are open, so p's detail shows.
///
/// - Complexity: O(*n*) for *n* items.
public func editingOutline(
  adding more: [ListSection<String, String, String>] = []
) -> ListController<String, String, String> {
  let snapshot = Snapshot<String, String, String>(
    uncheckedSections: [
      ListSection(
        id: "a", header: "A",
        items: [
          ListItem(
            id: "p", content: "p",
            children: [
              ListItem(id: "p1", content: "p1"),
              ListItem(id: "p2", content: "p2", children: [ListItem(id: "p2a", content: "p2a")]),
            ], hasDetail: true),
          ListItem(id: "q", content: "q"),
          ListItem(id: "r", content: "r"),
        ]),
      ListSection(
        id: "b", header: "B",
        items: [ListItem(id: "s", content: "s"), ListItem(id: "t", content: "t")]),
    ] + more)
  var expansion = ExpansionState<String, String>()
  expansion.setExpanded(true, "p")
  expansion.setExpanded(true, "p2")
  return ListController(snapshot: snapshot, expansion: expansion)
}
