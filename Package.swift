// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CarouselKit",
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .executable(name: "carousel", targets: ["carousel"]),
    .executable(name: "carousel-bench", targets: ["carousel-bench"]),
  ],
  targets: [
    // System libraries from Debian's -dev packages (see Makefile `deps`).
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(
      name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),

    // The pure engine: standard library and C math only.
    .target(name: "CarouselCore"),
    .target(name: "CarouselStore", dependencies: ["CSQLite"]),
    .target(name: "CarouselImages", dependencies: ["CTurboJPEG", "CCairo"]),
    .target(
      name: "CarouselRender",
      dependencies: ["CarouselCore", "CarouselImages", "CCairo", "CPango"],
      resources: [.copy("Artwork")]),
    // Strict JSON with source positions, for every file a user hands us.
    .target(name: "CarouselFormats"),
    // The four screens: engine + content + drawing, shared by the window and headless render.
    .target(
      name: "CarouselScenes",
      dependencies: [
        "CarouselCore", "CarouselRender", "CarouselImages", "CarouselStore", "CarouselFormats",
        "CCairo",
      ]),
    .target(
      name: "CarouselDesktop",
      dependencies: ["CarouselCore", "CarouselRender", "CarouselScenes", "CSDL2", "CCairo"]),
    .target(
      name: "CarouselCLI",
      dependencies: [
        "CarouselCore", "CarouselFormats", "CarouselRender", "CarouselImages", "CarouselStore",
        "CarouselScenes", "CarouselDesktop",
      ]),
    .executableTarget(name: "carousel", dependencies: ["CarouselCLI"]),
    .executableTarget(
      name: "carousel-bench",
      dependencies: [
        "CarouselCore", "CarouselRender", "CarouselScenes", "CarouselFormats", "CCairo",
      ]),
    .target(name: "CarouselTestSupport", dependencies: ["CarouselCore", "CCairo"]),

    .testTarget(name: "CarouselCoreTests", dependencies: ["CarouselCore", "CarouselTestSupport"]),
    .testTarget(
      name: "CarouselRenderTests",
      dependencies: ["CarouselRender", "CarouselTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CarouselImagesTests", dependencies: ["CarouselImages", "CarouselTestSupport"]),
    .testTarget(name: "CarouselStoreTests", dependencies: ["CarouselStore"]),
    .testTarget(name: "CarouselFormatsTests", dependencies: ["CarouselFormats"]),
    .testTarget(
      name: "CarouselScenesTests",
      dependencies: ["CarouselScenes", "CarouselTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "CarouselCLITests", dependencies: ["CarouselCLI", "CarouselTestSupport"]),
    .testTarget(
      name: "CarouselDesktopTests", dependencies: ["CarouselDesktop", "CarouselTestSupport"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["CarouselCLI", "CarouselTestSupport"]),
  ]
)
