import FoldKit
import FoldKitListFile
import FoldKitScreens

// The functions the page calls, one list at a time by its handle. The module is single-threaded
// (WebAssembly without threads), so these globals are only ever touched by one call at a time.
nonisolated(unsafe) var lists: [WebList?] = []
/// Bytes the page writes before a call that takes text (an ID, a filter, a list file).
nonisolated(unsafe) var input: [UInt8] = []

/// Makes room for `length` bytes of input and returns where the page writes them.
@_expose(wasm, "fk_input")
@_cdecl("fk_input")
public func inputBuffer(_ length: Int32) -> Int32 {
  input = [UInt8](repeating: 0, count: Int(max(0, length)))
  return input.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress.map { Int32(truncatingIfNeeded: Int(bitPattern: $0)) } ?? 0
  }
}

/// The input as text.
func inputText() -> String {
  String(decoding: input, as: UTF8.self)
}

/// Stores `list` and returns its handle.
func register(_ list: WebList) -> Int32 {
  if let free = lists.firstIndex(where: { $0 == nil }) {
    lists[free] = list
    return Int32(truncatingIfNeeded: free)
  }
  lists.append(list)
  return Int32(truncatingIfNeeded: lists.count - 1)
}

/// Runs `body` on list `handle`; `fallback` when there is no such list.
func withList<R>(_ handle: Int32, _ fallback: R, _ body: (inout WebList) -> R) -> R {
  let index = Int(handle)
  guard index >= 0 && index < lists.count && lists[index] != nil else { return fallback }
  // swift-format-ignore: NeverForceUnwrap
  return body(&lists[index]!)
}

/// Creates a list showing gallery screen `screen` (0 contacts, 1 sections, 2 accordion,
/// 3 messages, 4 terms) in English (`korean` 0) or Korean (1), `width` points wide; returns its
/// handle and writes its `S` line.
@_expose(wasm, "fk_gallery")
@_cdecl("fk_gallery")
public func gallery(_ screen: Int32, _ korean: Int32, _ width: Double) -> Int32 {
  let list = WebList(
    screen: Int(max(0, min(4, screen))), language: korean != 0 ? .korean : .english,
    width: width)
  list.emitInfo()
  return register(list)
}

/// Reads a list file from the input: its name (`nameLength` bytes) followed by its contents.
///
/// Returns the new list's handle and writes its `S` line, or returns -1 and writes an `X` line.
@_expose(wasm, "fk_load")
@_cdecl("fk_load")
public func load(_ nameLength: Int32, _ korean: Int32, _ width: Double) -> Int32 {
  let count = max(0, min(Int(nameLength), input.count))
  let name = String(decoding: input[0..<count], as: UTF8.self)
  var bytes = input
  input = []
  bytes.removeSubrange(0..<count)
  do throws(ListFileError) {
    let document = try ListDocument.load(bytes, file: name)
    let list = WebList(
      document: document, language: korean != 0 ? .korean : .english, width: width)
    list.emitInfo()
    return register(list)
  } catch {
    let line = error.position.map { "\($0.line)\t\($0.column)" } ?? "0\t0"
    print("X\t" + field(error.file) + "\t" + line + "\t" + field(error.message))
    return -1
  }
}

/// Forgets list `handle`.
@_expose(wasm, "fk_release")
@_cdecl("fk_release")
public func release(_ handle: Int32) -> Int32 {
  let index = Int(handle)
  guard index >= 0 && index < lists.count else { return 0 }
  lists[index] = nil
  return 1
}

/// Lays the list out again `width` points wide (measured text wraps again); writes `S`.
@_expose(wasm, "fk_resize")
@_cdecl("fk_resize")
public func resize(_ handle: Int32, _ width: Double) -> Int32 {
  withList(handle, 0) { list in
    list.width = width
    list.bindHeights()
    list.emitInfo()
    return 1
  }
}

/// Writes the `S` line, then the elements overlapping the band from `top` to `bottom`.
@_expose(wasm, "fk_window")
@_cdecl("fk_window")
public func window(_ handle: Int32, _ top: Double, _ bottom: Double) -> Int32 {
  withList(handle, 0) { list in
    list.emitInfo()
    list.emitWindow(top: top, bottom: bottom)
    return 1
  }
}

/// Writes the elements from `position`, `count` of them at most.
@_expose(wasm, "fk_elements")
@_cdecl("fk_elements")
public func elements(_ handle: Int32, _ position: Int32, _ count: Int32) -> Int32 {
  withList(handle, 0) { list in
    list.emitElements(from: Int(position), count: Int(count))
    return 1
  }
}

/// The position of the element whose key is the input, or -1 when it is not visible.
@_expose(wasm, "fk_position")
@_cdecl("fk_position")
public func position(_ handle: Int32) -> Int32 {
  withList(handle, -1) { list in
    Int32(truncatingIfNeeded: list.position(ofKey: inputText()) ?? -1)
  }
}

/// The position of the element covering offset `y` (the last one past the end), or -1 for an
/// empty list.
@_expose(wasm, "fk_at_offset")
@_cdecl("fk_at_offset")
public func atOffset(_ handle: Int32, _ y: Double) -> Int32 {
  withList(handle, -1) { list in
    let elements = list.controller.rows.elements
    guard elements.count > 0 else { return -1 }
    let position = elements.seek { $0.height > max(0, y) }.position
    return Int32(truncatingIfNeeded: min(position, elements.count - 1))
  }
}

/// The position of the next tree item after `position` (`direction` 1) or before it (-1).
///
/// -1 when there is none. From -1 forward finds the first, from the count backward the last.
@_expose(wasm, "fk_step")
@_cdecl("fk_step")
public func step(_ handle: Int32, _ position: Int32, _ direction: Int32) -> Int32 {
  withList(handle, -1) { list in
    let count = list.controller.rows.elements.count
    var next = Int(position) + (direction > 0 ? 1 : -1)
    while next >= 0 && next < count {
      if list.isTreeItem(list.controller.element(atPosition: next)) {
        return Int32(truncatingIfNeeded: next)
      }
      next += direction > 0 ? 1 : -1
    }
    return -1
  }
}
