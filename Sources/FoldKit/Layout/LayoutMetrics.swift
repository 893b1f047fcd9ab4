/// The look of a list, which decides whether section headers float.
public enum ListStyle: Sendable, Hashable {
  /// Full-width rows; section headers and footers float (pin to the visible edge) while their
  /// section is on screen.
  case plain
  /// Grouped sections with space between them; headers and footers scroll with the content.
  case grouped

  /// Whether headers pin to the top of the visible area while their section is on screen.
  public var hasFloatingHeaders: Bool { self == .plain }
}

/// The height of a section header or footer.
///
/// Zero is explicit: ``zero`` always means no space at all, in every style. (UIKit's grouped style
/// reads a returned `0` as "use the default", and `leastNormalMagnitude` as almost nothing; the
/// layout needs neither trick.)
public enum SupplementaryHeight: Sendable, Hashable {
  /// No header or footer, and no space for one.
  case zero
  /// Exactly this height.
  case fixed(Double)
  /// The style's default height when the section has a header (or footer) content, else zero.
  case automatic
}

/// How a row's height is found.
public enum RowHeight: Sendable, Hashable {
  /// Always this height; never measured.
  case fixed(Double)
  /// `estimate` until the row is first laid out, then the height the layout's row measure gives
  /// (self-sizing, as UIKit's `automaticDimension` rows with an estimated height).
  case measured(estimate: Double)

  /// The height a row has before it is measured.
  public var estimate: Double {
    switch self {
    case .fixed(let height): return height
    case .measured(let estimate): return estimate
    }
  }
}

/// Space around the content, as `UIScrollView.adjustedContentInset` (top and bottom only).
public struct LayoutInsets: Sendable, Hashable {
  /// Space above the content.
  public var top: Double
  /// Space below the content.
  public var bottom: Double

  /// Creates insets.
  ///
  /// - Complexity: O(1).
  public init(top: Double = 0, bottom: Double = 0) {
    self.top = top
    self.bottom = bottom
  }
}

/// How scrolling to a row treats the section's header and footer.
///
/// UIKit's behaviour here is observed, not documented (UIKIT-RULES §8.1), so each choice is an
/// option.
public struct ScrollOptions: Sendable, Hashable {
  /// Scrolling a section's first row to the top shows the section's header above it.
  public var revealsHeaderForFirstRow: Bool
  /// Scrolling a section's last row to the bottom shows the section's footer below it.
  public var revealsFooterForLastRow: Bool
  /// In the plain style, rows scrolled to the top (or checked for visibility) stay clear of the
  /// section's pinned header, instead of sitting under it as in UIKit.
  public var avoidsPinnedHeader: Bool

  /// Creates options; the defaults follow UIKit.
  ///
  /// - Complexity: O(1).
  public init(
    revealsHeaderForFirstRow: Bool = true, revealsFooterForLastRow: Bool = true,
    avoidsPinnedHeader: Bool = false
  ) {
    self.revealsHeaderForFirstRow = revealsHeaderForFirstRow
    self.revealsFooterForLastRow = revealsFooterForLastRow
    self.avoidsPinnedHeader = avoidsPinnedHeader
  }
}

/// Overrides for one section; `nil` fields fall back to the list's ``LayoutMetrics``.
public struct SectionMetrics: Sendable, Hashable {
  /// The header's height.
  public var header: SupplementaryHeight?
  /// The footer's height.
  public var footer: SupplementaryHeight?
  /// The space above the header (only when the header has a height).
  public var headerTopPadding: Double?
  /// The height of the section's item rows.
  public var rowHeight: RowHeight?
  /// The height of the section's detail rows.
  public var detailRowHeight: RowHeight?

  /// Creates overrides.
  ///
  /// - Complexity: O(1).
  public init(
    header: SupplementaryHeight? = nil, footer: SupplementaryHeight? = nil,
    headerTopPadding: Double? = nil, rowHeight: RowHeight? = nil,
    detailRowHeight: RowHeight? = nil
  ) {
    self.header = header
    self.footer = footer
    self.headerTopPadding = headerTopPadding
    self.rowHeight = rowHeight
    self.detailRowHeight = detailRowHeight
  }
}

/// The sizes of a list: style, header, footer and row heights, spacing and insets.
///
/// A section's vertical extent is, in order: the section spacing (every section but the first),
/// the header top padding (only when the header has a height, as `sectionHeaderTopPadding`), the
/// header, the rows, the footer. Spacing and padding count toward the section: they belong to
/// the header's slot in the visible rows, so offsets stay prefix sums of one tree.
public struct LayoutMetrics: Sendable, Hashable {
  /// Plain or grouped.
  public var style: ListStyle
  /// The height of item rows.
  public var rowHeight: RowHeight
  /// The height of detail rows.
  public var detailRowHeight: RowHeight
  /// The header's height for every section without an override.
  public var header: SupplementaryHeight
  /// The footer's height for every section without an override.
  public var footer: SupplementaryHeight
  /// What ``SupplementaryHeight/automatic`` means for a header with content.
  public var automaticHeaderHeight: Double
  /// What ``SupplementaryHeight/automatic`` means for a footer with content.
  public var automaticFooterHeight: Double
  /// The space above every header that has a height (`sectionHeaderTopPadding`).
  public var headerTopPadding: Double
  /// The space between one section's footer and the next section.
  public var sectionSpacing: Double
  /// The space above and below the content.
  public var contentInsets: LayoutInsets
  /// How scrolling to a row treats headers and footers.
  public var scrollOptions: ScrollOptions

  /// Creates metrics; the defaults are the style's (see ``ListStyle``).
  ///
  /// The style defaults (plain / grouped) are: rows 44, automatic headers 28 / 38,
  /// footers 28 / 18, header top padding 22 / 0 (the iOS 15 look is inferred, configurable),
  /// section spacing 0 / 20.
  ///
  /// - Complexity: O(1).
  public init(
    style: ListStyle, rowHeight: RowHeight = .fixed(44), detailRowHeight: RowHeight? = nil,
    header: SupplementaryHeight = .automatic, footer: SupplementaryHeight = .automatic,
    automaticHeaderHeight: Double? = nil, automaticFooterHeight: Double? = nil,
    headerTopPadding: Double? = nil, sectionSpacing: Double? = nil,
    contentInsets: LayoutInsets = LayoutInsets(), scrollOptions: ScrollOptions = ScrollOptions()
  ) {
    let plain = style == .plain
    self.style = style
    self.rowHeight = rowHeight
    self.detailRowHeight = detailRowHeight ?? rowHeight
    self.header = header
    self.footer = footer
    self.automaticHeaderHeight = automaticHeaderHeight ?? (plain ? 28 : 38)
    self.automaticFooterHeight = automaticFooterHeight ?? (plain ? 28 : 18)
    self.headerTopPadding = headerTopPadding ?? (plain ? 22 : 0)
    self.sectionSpacing = sectionSpacing ?? (plain ? 0 : 20)
    self.contentInsets = contentInsets
    self.scrollOptions = scrollOptions
  }
}
