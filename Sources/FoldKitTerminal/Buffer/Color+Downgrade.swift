extension Color {
  /// This colour as the nearest one `profile` can show.
  ///
  /// RGB maps to the nearest entry of the 256-colour cube or grey ramp, 256-colour entries to the
  /// nearest of the 16 ANSI colours (by xterm's default palette), and everything to `.default`
  /// under `.none`.
  ///
  /// - Complexity: O(1).
  public func downgraded(to profile: ColorProfile) -> Color {
    switch (self, profile) {
    case (.default, _), (_, .trueColor): return self
    case (_, .none): return .default
    case (.ansi, _): return self
    case (.indexed(let index), .ansi16):
      return index < 16
        ? .ansi(index) : .ansi(Color.nearestANSI(to: Color.rgbValue(ofIndex: index)))
    case (.indexed, _): return self
    case (.rgb(let red, let green, let blue), .ansi256):
      return .indexed(Color.nearestIndex(to: (red, green, blue)))
    case (.rgb(let red, let green, let blue), _):
      return .ansi(Color.nearestANSI(to: (red, green, blue)))
    }
  }

  typealias RGB = (UInt8, UInt8, UInt8)

  /// xterm's default values for the 16 ANSI colours.
  static let ansiPalette: [RGB] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The channel values of the 6×6×6 cube.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  static func distance(_ a: RGB, _ b: RGB) -> Int {
    let red = Int(a.0) - Int(b.0)
    let green = Int(a.1) - Int(b.1)
    let blue = Int(a.2) - Int(b.2)
    return red * red + green * green + blue * blue
  }

  static func rgbValue(ofIndex index: UInt8) -> RGB {
    switch index {
    case 0..<16:
      return ansiPalette[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return (
        UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6])
      )
    default:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return (level, level, level)
    }
  }

  static func nearestANSI(to color: RGB) -> UInt8 {
    var best = 0
    for index in 1..<16
    where distance(ansiPalette[index], color) < distance(ansiPalette[best], color) {
      best = index
    }
    return UInt8(best)
  }

  static func nearestIndex(to color: RGB) -> UInt8 {
    func level(_ channel: UInt8) -> Int {
      var best = 0
      for index in 1..<6
      where abs(cubeLevels[index] - Int(channel)) < abs(cubeLevels[best] - Int(channel)) {
        best = index
      }
      return best
    }
    let cube = UInt8(16 + 36 * level(color.0) + 6 * level(color.1) + level(color.2))
    let average = (Int(color.0) + Int(color.1) + Int(color.2)) / 3
    let grey = UInt8(232 + min(23, max(0, (average - 3) / 10)))
    return distance(rgbValue(ofIndex: grey), color) < distance(rgbValue(ofIndex: cube), color)
      ? grey : cube
  }
}
