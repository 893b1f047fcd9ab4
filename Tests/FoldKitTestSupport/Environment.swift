#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The value of environment variable `name`, or `nil` when it is unset.
func getenvString(_ name: String) -> String? {
  guard let pointer = getenv(name) else { return nil }
  return String(cString: pointer)
}
