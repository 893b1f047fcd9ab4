#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes Swift's crash reports non-interactive, by running the program again with
/// `SWIFT_BACKTRACE=interactive=no` when the variable is not set.
///
/// On a terminal, Swift's backtracer asks "Press space to interact, D to debug, or any other key
/// to quit" after a crash and waits 30 seconds for the answer, so a crashed gallery would stay
/// for half a minute after its terminal was restored. The runtime reads the variable once, as the
/// process starts, so setting it later has no effect: the program replaces itself (`execv` of
/// `/proc/self/exe`, same arguments) with the variable set. A value the person set is kept as it
/// is. If the program cannot be run again it goes on as it is.
///
/// The backtracer asks only when both standard input and output are a terminal (its default,
/// `interactive=tty`); otherwise, as in a script or a pipe, the program is not run again, and
/// starts about 5 ms sooner.
func makeCrashReportsNonInteractive() {
  guard getenv("SWIFT_BACKTRACE") == nil else { return }
  guard isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 else { return }
  guard setenv("SWIFT_BACKTRACE", "interactive=no", 1) == 0 else { return }
  execv("/proc/self/exe", CommandLine.unsafeArgv)
  // Still here: the program could not be run again; crash reports stay interactive.
  unsetenv("SWIFT_BACKTRACE")
}
