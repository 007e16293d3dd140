// swift-tools-version:6.0
// Examples of hosting CarouselCore: the getting-started host loop and a carousel in a
// terminal. A package of their own that depends on the library by path, as yours would.
import PackageDescription

let package = Package(
  name: "CarouselExamples",
  // The repository's root through Library/CarouselKit, a committed symbolic link to ../..:
  // a path dependency's identity is its path's last component, so the library is
  // "CarouselKit" whatever the clone's folder is called (with `..`, a clone named
  // "Examples" would share this package's identity).
  dependencies: [.package(path: "Library/CarouselKit")],
  targets: [
    // The host loop of the Getting Started article, line for line.
    .executableTarget(
      name: "GettingStarted",
      dependencies: [.product(name: "CarouselCore", package: "CarouselKit")]),
    // A carousel drawn as text: the host logic, testable without a terminal.
    .target(
      name: "TerminalCarouselKit",
      dependencies: [.product(name: "CarouselCore", package: "CarouselKit")]),
    // The terminal host: arrow keys page; scripted keys on standard input work too.
    .executableTarget(name: "TerminalCarousel", dependencies: ["TerminalCarouselKit"]),
    .testTarget(
      name: "TerminalCarouselTests",
      dependencies: [
        "TerminalCarouselKit",
        .product(name: "CarouselCore", package: "CarouselKit"),
        .product(name: "CarouselCoreTesting", package: "CarouselKit"),
      ]),
  ]
)
