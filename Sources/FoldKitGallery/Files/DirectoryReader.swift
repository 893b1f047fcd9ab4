public import FoldKit
public import FoldKitScreens

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one directory's entries as list items, for the Files screen.
///
/// Folders become items whose children load on demand (``ItemOptions/childrenOnDemand``); the
/// children of a folder are read only when it opens. A symbolic link is shown as a leaf, "name →
/// target", and never followed, so a link loop cannot make the reading go on forever. Each item's
/// ID is its full path, unique in the tree.
public enum DirectoryReader {
  /// A directory that cannot be read: the path and the system's reason.
  public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The directory.
    public var path: String
    /// Why it cannot be read, as the system says it ("Permission denied").
    public var reason: String

    /// A sentence naming the path and the reason.
    public var description: String { "\(path): \(reason)" }
  }

  /// The entries of directory `path`: folders first, then everything else, each group by name.
  ///
  /// - Throws: ``ReadError`` when the directory cannot be opened.
  /// - Complexity: O(*e* log *e*) for *e* entries, plus one `lstat` per entry whose type the
  ///   directory does not record.
  public static func children(of path: String) throws(ReadError) -> [ListItem<String, ScreenItem>] {
    guard let directory = opendir(path) else {
      throw ReadError(path: path, reason: String(cString: strerror(errno)))
    }
    defer { closedir(directory) }
    var folders: [(String, ListItem<String, ScreenItem>)] = []
    var others: [(String, ListItem<String, ScreenItem>)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let full = path.hasSuffix("/") ? path + name : path + "/" + name
      switch kind(of: entry.pointee.d_type, at: full) {
      case .folder:
        folders.append(
          (name, ListItem(id: full, content: ScreenItem(name + "/"), options: .childrenOnDemand)))
      case .link:
        let target = linkTarget(full) ?? "?"
        others.append((name, ListItem(id: full, content: ScreenItem("\(name) → \(target)"))))
      case .other:
        others.append((name, ListItem(id: full, content: ScreenItem(name))))
      }
    }
    folders.sort { $0.0 < $1.0 }
    others.sort { $0.0 < $1.0 }
    return folders.map(\.1) + others.map(\.1)
  }

  /// Checks that directory `path` can be opened and read.
  ///
  /// - Throws: ``ReadError`` with the system's reason ("No such file or directory", "Not a
  ///   directory", "Permission denied") when it cannot.
  /// - Complexity: O(1).
  public static func checkReadable(_ path: String) throws(ReadError) {
    guard let directory = opendir(path) else {
      throw ReadError(path: path, reason: String(cString: strerror(errno)))
    }
    closedir(directory)
  }

  /// The current directory's path, or "." if it cannot be found.
  ///
  /// - Complexity: O(*p*) for a path of *p* bytes.
  public static var currentDirectory: String {
    var buffer = [CChar](repeating: 0, count: 4_096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The item of directory `path` itself, closed, its children to load on demand.
  ///
  /// - Complexity: O(1).
  public static func root(_ path: String) -> ListItem<String, ScreenItem> {
    ListItem(id: path, content: ScreenItem(path), options: .childrenOnDemand)
  }

  /// The size in bytes of the regular file at `path` (read with `lstat`, links not followed),
  /// or 0 for a folder, a link, or an entry that cannot be read.
  ///
  /// - Complexity: One `lstat` call.
  public static func size(of path: String) -> Int64 {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return 0 }
    return Int64(info.st_size)
  }

  private enum Kind { case folder, link, other }

  private static func kind(of type: UInt8, at path: String) -> Kind {
    switch Int32(type) {
    case Int32(DT_DIR): return .folder
    case Int32(DT_LNK): return .link
    case Int32(DT_UNKNOWN):
      var info = stat()
      guard lstat(path, &info) == 0 else { return .other }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: return .folder
      case S_IFLNK: return .link
      default: return .other
      }
    default: return .other
    }
  }

  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
