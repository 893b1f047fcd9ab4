/// The five screens of the gallery, by name, in a language.
public enum ScreenCatalog {
  /// The names of the screens, in tab order.
  public static let names = ["contacts", "sections", "accordion", "messages", "terms"]

  /// The name of the screen `name` names, ignoring case ("Contacts" → "contacts"), or `nil`.
  ///
  /// - Complexity: O(*s*) for *s* screens.
  public static func canonicalName(_ name: String) -> String? {
    // ASCII folding by hand: the names are ASCII, and it needs no Unicode tables.
    let lower = String(
      decoding: name.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    return names.first { $0 == lower }
  }

  /// The screen named `name` (one of ``names``, any case) in `language`, or `nil`.
  ///
  /// - Complexity: O(*n*) for *n* items of the screen's data.
  public static func screen(named name: String, language: ScreenLanguage = .english)
    -> ScreenModel?
  {
    switch canonicalName(name) {
    case "contacts": contacts(language)
    case "sections": sections(language)
    case "accordion": accordion(language)
    case "messages": messages(language)
    case "terms": terms(language)
    default: nil
    }
  }

  /// Every screen, in tab order, in `language`.
  ///
  /// - Complexity: O(*n*) for *n* items of all the screens.
  public static func all(language: ScreenLanguage = .english) -> [ScreenModel] {
    names.compactMap { screen(named: $0, language: language) }
  }
}
