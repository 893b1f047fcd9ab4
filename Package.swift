// swift-tools-version: 6.0
import PackageDescription

// CI treats warnings as errors itself (`-Xswiftc -warnings-as-errors`); the manifest does not, so a
// warning in FoldKit never breaks an app that depends on it.
let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

// UIKit's adapter (FoldKitUIKit) and its example are for iOS, iPadOS, Mac Catalyst, tvOS and visionOS;
// on macOS and watchOS they compile to nothing. On Linux they build against the UIKit and SwiftUI
// stand-ins, which, with the tests that drive them, exist only when the manifest is read on Linux:
// nothing built for an Apple platform reaches them.
#if os(Linux)
let linuxStandIns: [Target.Dependency] = [
  .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
  .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
]
let linuxOnlyTargets: [Target] = [
  .target(name: "UIKitStandIn", swiftSettings: settings),
  .target(name: "SwiftUIStandIn", dependencies: ["UIKitStandIn"], swiftSettings: settings),
  .testTarget(
    name: "FoldKitUIKitTests",
    dependencies: [
      "FoldKitUIKit", "FoldKit", "FoldKitScreens", "FoldKitTestSupport", "UIKitGallery",
    ] + linuxStandIns,
    swiftSettings: settings),
]
#else
let linuxStandIns: [Target.Dependency] = []
let linuxOnlyTargets: [Target] = []
#endif

let package = Package(
  name: "FoldKit",
  // The lowest versions the UIKit adapter needs (ListTableAdapter: iOS 15 and tvOS 15 API such as
  // reconfigureRows and sectionHeaderTopPadding); the SwiftUI views are iOS 16 and tvOS 16 (FoldList,
  // UIHostingConfiguration) and iOS 17 and tvOS 17 (FoldTableList, Observation).
  platforms: [.iOS(.v15), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "FoldKit", targets: ["FoldKit"]),
    .library(name: "FoldKitText", targets: ["FoldKitText"]),
    .library(name: "FoldKitTerminal", targets: ["FoldKitTerminal"]),
    .library(name: "FoldKitScreens", targets: ["FoldKitScreens"]),
    .library(name: "FoldKitUIKit", targets: ["FoldKitUIKit"]),
    .executable(name: "foldkit", targets: ["foldkit"]),
    .executable(name: "foldkit-bench", targets: ["foldkit-bench"]),
  ],
  targets: [
    .target(name: "FoldKit", swiftSettings: settings),
    .target(name: "FoldKitText", dependencies: ["FoldKit"], swiftSettings: settings),
    .target(
      name: "FoldKitTerminal", dependencies: ["FoldKit", "FoldKitText"], swiftSettings: settings),
    .target(name: "FoldKitScreens", dependencies: ["FoldKit"], swiftSettings: settings),
    .target(
      name: "FoldKitListFile", dependencies: ["FoldKit", "FoldKitScreens"],
      swiftSettings: settings),
    .target(
      name: "FoldKitGallery",
      dependencies: [
        "FoldKit", "FoldKitText", "FoldKitTerminal", "FoldKitScreens", "FoldKitListFile",
      ],
      swiftSettings: settings),
    .executableTarget(
      name: "foldkit",
      dependencies: [
        "FoldKit", "FoldKitText", "FoldKitTerminal", "FoldKitScreens", "FoldKitGallery",
        "FoldKitListFile",
      ],
      swiftSettings: settings),
    .target(name: "CBenchSupport"),
    .target(
      name: "FoldKitPortableChecks", dependencies: ["FoldKit", "FoldKitText"],
      swiftSettings: settings),
    .executableTarget(
      name: "foldkit-portable-checks", dependencies: ["FoldKitPortableChecks"],
      swiftSettings: settings),
    .executableTarget(
      name: "foldkit-bench",
      dependencies: [
        "FoldKit", "FoldKitText", "FoldKitTerminal", "FoldKitGallery", "FoldKitListFile",
        "CBenchSupport", "FoldKitUIKit",
      ] + linuxStandIns,
      swiftSettings: settings),
    .target(
      name: "FoldKitUIKit", dependencies: ["FoldKit"] + linuxStandIns, swiftSettings: settings),
    .target(
      name: "UIKitGallery",
      dependencies: ["FoldKit", "FoldKitText", "FoldKitUIKit", "FoldKitScreens"] + linuxStandIns,
      path: "Examples/UIKitGallery", exclude: ["README.md"], swiftSettings: settings),
    .target(
      name: "FoldKitTestSupport", dependencies: ["FoldKit"], path: "Tests/FoldKitTestSupport",
      swiftSettings: settings),
    .testTarget(
      name: "FoldKitTests", dependencies: ["FoldKit", "FoldKitTestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "FoldKitTextTests", dependencies: ["FoldKitText", "FoldKitTestSupport"],
      resources: [], swiftSettings: settings),
    .testTarget(
      name: "FoldKitTerminalTests",
      dependencies: ["FoldKitTerminal", "FoldKitText", "FoldKit", "FoldKitTestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "FoldKitScreensTests", dependencies: ["FoldKitScreens", "FoldKit"],
      swiftSettings: settings),
    .testTarget(
      name: "FoldKitGalleryTests",
      dependencies: [
        "FoldKitGallery", "FoldKitScreens", "FoldKitTerminal", "FoldKit", "FoldKitTestSupport",
        "FoldKitListFile",
      ],
      swiftSettings: settings),
  ] + linuxOnlyTargets,
  swiftLanguageModes: [.v6]
)
