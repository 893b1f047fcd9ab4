#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped into memory, read-only, so that reading it can start at once: no copy
/// of the whole file is made first, and the pages read go back to the system as reading goes on
/// (they come back from the file if read again).
///
/// Sendable because nothing in it changes after it is made: the pages are read-only and the
/// address and size are constants; the mapping goes when the last reference does.
public final class GalleryMappedFile: @unchecked Sendable {
  /// The file's bytes.
  public let bytes: UnsafeBufferPointer<UInt8>

  /// Maps the file at `path`, or returns `nil` when it is not a regular file with bytes in it
  /// (a pipe, a device, a directory, an empty file: those are read as before).
  ///
  /// - Throws: ``GalleryCommand/ReadFailure`` with the system's reason when the file cannot be
  ///   opened.
  /// - Complexity: O(1); the pages are read when first touched.
  public init?(path: String) throws(GalleryCommand.ReadFailure) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw GalleryCommand.ReadFailure(String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size > 0
    else { return nil }
    let count = Int(status.st_size)
    guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != MAP_FAILED
    else { return nil }
    // Read front to back: the system reads ahead.
    _ = madvise(address, count, Int32(MADV_SEQUENTIAL))
    bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(address).assumingMemoryBound(to: UInt8.self), count: count)
  }

  deinit {
    if let base = bytes.baseAddress {
      munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
    }
  }
}
