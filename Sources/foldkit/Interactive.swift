import FoldKitGallery
import FoldKitTerminal

/// Runs the app in the terminal; until the terminal session lands, prints it plainly.
func runInteractive(_ app: GalleryApp, options: GalleryOptions) -> Int32 {
  print(app.render(now: .zero).plainText)
  return 0
}
