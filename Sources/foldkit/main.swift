import FoldKitTerminal

let usage = """
  usage: foldkit [--help] [--version]

  The FoldKit gallery. Its screens arrive with the gallery work; for now this prints its usage.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--version") {
  print("foldkit \(FoldKitTerminalInfo.version)")
} else {
  print(usage)
}
