import FoldKitGallery
import FoldKitScreens
import Foundation

let environment = ProcessInfo.processInfo.environment
let columns = environment["COLUMNS"].flatMap { Int($0) }.map { max(10, $0) } ?? 80
let isTerminal = isatty(STDOUT_FILENO) != 0 && environment["TERM"] != "dumb"

let plan = GalleryCommand.plan(
  Array(CommandLine.arguments.dropFirst()),
  readFile: { path in
    if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
    return FileManager.default.contents(atPath: path).map { Array($0) }
  },
  isTerminal: isTerminal, columns: columns,
  language: ScreenLanguage(
    all: environment["LC_ALL"], messages: environment["LC_MESSAGES"], lang: environment["LANG"]))

switch plan {
case .finish(let output, let error, let status):
  FileHandle.standardOutput.write(Data(output.utf8))
  FileHandle.standardError.write(Data(error.utf8))
  exit(status)
case .interactive(let app, let options):
  exit(runInteractive(app, options: options))
}
