/// Formats measurements as a human-readable table or as JSON lines.
enum Report {
  static func jsonLine(_ m: Measurement) -> String {
    var fields = [
      "\"benchmark\":\(quoted(m.name))", "\"variant\":\(quoted(m.variant))", "\"n\":\(m.n)",
      "\"median_ns\":\(number(m.medianNs))", "\"min_ns\":\(number(m.minNs))",
      "\"max_ns\":\(number(m.maxNs))", "\"runs\":\(m.runs)",
    ]
    for (key, value) in m.extra { fields.append("\(quoted(key)):\(number(value))") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  static func tableHeader() -> String {
    pad("benchmark", 32) + pad("variant", 10) + padLeft("n", 10) + padLeft("median", 14)
      + padLeft("min", 14) + padLeft("max", 14) + "  extra"
  }

  static func tableRow(_ m: Measurement) -> String {
    let extra = m.extra.map { "\($0.0)=\(number($0.1))" }.joined(separator: " ")
    return pad(m.name, 32) + pad(m.variant, 10) + padLeft(String(m.n), 10)
      + padLeft(duration(m.medianNs), 14) + padLeft(duration(m.minNs), 14)
      + padLeft(duration(m.maxNs), 14) + "  " + extra
  }

  static func duration(_ ns: Double) -> String {
    if ns < 1_000 { return fixed(ns, 1) + " ns" }
    if ns < 1_000_000 { return fixed(ns / 1_000, 2) + " µs" }
    if ns < 1_000_000_000 { return fixed(ns / 1_000_000, 2) + " ms" }
    return fixed(ns / 1_000_000_000, 3) + " s"
  }

  static func number(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return fixed(value, 3)
  }

  static func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value * scale).rounded()
    let whole = Int64(scaled / scale)
    let fraction = Int64(abs(scaled) - abs(Double(whole)) * scale)
    guard digits > 0 else { return String(whole) }
    var fractionText = String(fraction)
    while fractionText.count < digits { fractionText = "0" + fractionText }
    let sign = value < 0 && whole == 0 ? "-" : ""
    return sign + String(whole) + "." + fractionText
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20: out += "\\u00" + hex2(scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private static func hex2(_ value: UInt32) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
