// swift-tools-version: 6.2
import PackageDescription

let settings: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "FoldKit",
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
      dependencies: ["FoldKit", "FoldKitText", "FoldKitTerminal", "CBenchSupport"],
      swiftSettings: settings),
    .target(name: "UIKitStandIn", swiftSettings: settings),
    .target(
      name: "SwiftUIStandIn", dependencies: ["UIKitStandIn"], swiftSettings: settings),
    .target(
      name: "FoldKitUIKit",
      dependencies: [
        "FoldKit", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: settings),
    .target(
      name: "UIKitGallery",
      dependencies: [
        "FoldKit", "FoldKitText", "FoldKitUIKit", "FoldKitScreens",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
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
    .testTarget(
      name: "FoldKitUIKitTests",
      dependencies: [
        "FoldKitUIKit", "FoldKit", "FoldKitScreens", "FoldKitTestSupport", "UIKitGallery",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: settings),
  ],
  swiftLanguageModes: [.v6]
)
