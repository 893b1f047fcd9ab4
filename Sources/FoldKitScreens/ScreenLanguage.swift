/// The language a screen's labels, status sentences and key help are written in.
///
/// The screens' data carries no locale machinery; a host decides the language (the terminal
/// gallery from `LC_ALL`, `LC_MESSAGES` and `LANG`, a web page from the browser) and passes it in.
public enum ScreenLanguage: Sendable, Hashable, CaseIterable {
  /// English labels.
  case english
  /// Korean labels.
  case korean

  /// The language a POSIX locale setting asks for: Korean when the first non-empty of
  /// `LC_ALL`, `LC_MESSAGES` and `LANG` starts with `ko`, English otherwise.
  ///
  /// - Parameters:
  ///   - all: The value of `LC_ALL`, if set.
  ///   - messages: The value of `LC_MESSAGES`, if set.
  ///   - lang: The value of `LANG`, if set.
  /// - Complexity: O(1).
  public init(all: String?, messages: String? = nil, lang: String?) {
    let setting = [all, messages, lang].lazy.compactMap { $0 }.first { !$0.isEmpty } ?? ""
    self = setting.hasPrefix("ko") ? .korean : .english
  }
}
