// swift-tools-version:6.0
// CarouselKit, the library: the pure engine and its testing kit. Standard library and C math
// only, so a consumer's build looks up no system library. The desktop app, its renderer and
// its C library targets live in the second package in App/, which depends on this one.
import PackageDescription

let package = Package(
  name: "CarouselKit",
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .library(name: "CarouselCoreTesting", targets: ["CarouselCoreTesting"]),
  ],
  targets: [
    // The engine: standard library and C math only, no Foundation (it also builds with
    // Embedded Swift for WebAssembly).
    .target(name: "CarouselCore"),
    // Deterministic helpers for tests of code that hosts the engine: manual clock, event
    // scripts, settling, seeded scenarios and invariant checks.
    .target(name: "CarouselCoreTesting", dependencies: ["CarouselCore"]),
    .testTarget(
      name: "CarouselCoreTests", dependencies: ["CarouselCore", "CarouselCoreTesting"]),
    .testTarget(
      name: "CarouselCoreTestingTests", dependencies: ["CarouselCore", "CarouselCoreTesting"]),
  ]
)
