#if canImport(Glibc)
import Glibc
#endif

/// Gives the memory that the C library's allocator holds free back to the system.
///
/// A load on a thread of its own leaves the free blocks of its temporary buffers among the
/// strings it keeps, in that thread's arena; the allocator returns only the free memory at the
/// end of an arena by itself. glibc's `malloc_trim` returns the whole free pages inside it too
/// (after a check list of a million items, about 8 MB). It is looked up at run time, so a C
/// library without it (musl) simply keeps the memory.
///
/// - Complexity: O(*f*) for *f* free blocks.
enum GalleryFreeMemory {
  static func release() {
    #if canImport(Glibc)
    guard let symbol = trim else { return }
    typealias Trim = @convention(c) (Int) -> Int32
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  #if canImport(Glibc)
  nonisolated(unsafe) private static let trim = dlsym(nil, "malloc_trim")
  #endif
}
