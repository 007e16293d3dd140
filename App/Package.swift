// swift-tools-version:6.0
// The CarouselKit app: the window, headless rendering, the command line and benchmarks. It
// builds on the library package one folder up (CarouselCore), and adds the C libraries from
// Debian's -dev packages (see the Makefile's `deps`).
import PackageDescription

// The library is the repository's root, reached through Library/CarouselKit, a committed
// symbolic link to ../..: a path dependency's identity is the last component of its path, so
// the library is "CarouselKit" whatever the folder the repository was cloned into is called.
// (`.package(name:path:)` would name the products' package but not its identity, which stays
// the folder's name and collides with this package's own in a clone named "App".)
let core = Target.Dependency.product(name: "CarouselCore", package: "CarouselKit")
let coreTesting = Target.Dependency.product(name: "CarouselCoreTesting", package: "CarouselKit")

let package = Package(
  name: "CarouselApp",
  products: [
    .executable(name: "carousel", targets: ["carousel"]),
    .executable(name: "carousel-bench", targets: ["carousel-bench"]),
    .executable(name: "carousel-decoder", targets: ["carousel-decoder"]),
  ],
  dependencies: [
    .package(path: "Library/CarouselKit")
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
    .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
    // The AVIF, HEIF and JPEG XL codecs (and the AV1, HEVC, Brotli… libraries they link),
    // loaded with dlopen on the first such file, not at start-up (C: function tables made
    // with CLibraryLoader); headers from libavif-dev, libheif-dev and libjxl-dev.
    .target(name: "CLibraryLoader"),
    .target(name: "CAVIF", dependencies: ["CLibraryLoader"]),
    .target(name: "CHEIF", dependencies: ["CLibraryLoader"]),
    .target(name: "CJXL", dependencies: ["CLibraryLoader"]),
    .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    // Colour management: embedded ICC profiles converted to the display's.
    .systemLibrary(name: "CLCMS2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
    // libcurl, loaded with dlopen when the first download starts (C: the function table);
    // its headers come from libcurl4-openssl-dev.
    .target(name: "CCurl"),
    .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
    // glibc's mallopt (no library to link: it is part of libc).
    .systemLibrary(name: "CMalloc"),
    // Progressive libpng decoding; C because libpng reports errors with longjmp. zlib
    // inflates iCCP colour profiles.
    .target(name: "CPNGDecode", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
    // JPEG decoding row by row with libjpeg-turbo's scanline API (which TurboJPEG's API lacks);
    // C because libjpeg reports errors with longjmp.
    .target(name: "CJPEGDecode", linkerSettings: [.linkedLibrary("jpeg")]),
    // Descriptor passing, memfd seals and the decode workers' seccomp filter (libseccomp).
    .target(name: "CDecodeSandbox", linkerSettings: [.linkedLibrary("seccomp")]),

    .target(name: "CarouselStore", dependencies: ["CSQLite"]),
    // Reading the files a user names (regular files only, within a size bound) and watching
    // folders for changes: shared by the JSON readers, the image decoder and --watch.
    .target(name: "CarouselFiles"),
    // The one least-recently-used, cost-bounded cache behind every cache of the app.
    .target(name: "CarouselCaching"),
    .target(
      name: "CarouselImages",
      dependencies: [
        core, "CarouselCaching", "CarouselFiles", "CarouselFormats", "CJPEGDecode", "CWebP",
        "CAVIF", "CHEIF", "CJXL", "CGIF", "CLCMS2", "CPNGDecode", "CMalloc",
      ],
      // Optimised in debug builds too: unoptimised, the area filter's SIMD loops shrank a
      // bundled 1600×1000 picture in about 0.2 s, 85 % of the scene tests' time. Integer
      // arithmetic only, so the pixels are the same either way.
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // The freedesktop.org thumbnail cache (`$XDG_CACHE_HOME/thumbnails`), shared with the
    // file managers and viewers, and the decoder that reads and fills it for the grid.
    .target(
      name: "CarouselThumbnails", dependencies: ["CarouselImages", "CCairo"],
      // Optimised in debug builds too: MD5 and CRC-32 are byte loops.
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // Decoding in confined worker processes (seccomp, rlimits, no file system): the pool
    // the app uses, and the worker's side that carousel-decoder runs.
    .target(
      name: "CarouselSandbox",
      dependencies: ["CarouselImages", "CarouselFiles", "CarouselFormats", "CDecodeSandbox"]),
    // http(s) images: downloads into the disk cache (libcurl, driven directly so that every
    // byte is counted as it arrives) and the per-URL state the scenes draw from.
    .target(name: "CarouselFetching", dependencies: ["CarouselImages", "CCurl"]),
    .target(
      name: "CarouselRender",
      dependencies: [core, "CarouselCaching", "CCairo", "CPango"],
      resources: [.copy("Artwork")],
      // Optimised in debug builds too, for the tests: the perspective sampler, the blends
      // and the sub-pixel layers are pixel loops (fixed point, no assertions to lose).
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // The bundled pictures drawn from code: used by `carousel artwork` and the tests that
    // keep the shipped PNGs in sync, never by the screens (they load the PNGs).
    .target(name: "CarouselArtwork", dependencies: [core, "CarouselRender", "CCairo"]),
    // Strict JSON with source positions, for every file a user hands us. Optimised in debug
    // builds too: the tests feed it mebibytes (its DEBUG checks stay).
    // The phrases people read and hear (positions, announcements, control names), by the
    // locale's language, English the fallback; the engine's formatter in that language.
    .target(name: "CarouselLocale", dependencies: [core]),
    .target(
      name: "CarouselFormats", dependencies: ["CarouselFiles"],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // The four screens: engine + content + drawing, shared by the window and headless render.
    .target(
      name: "CarouselScenes",
      dependencies: [
        core, "CarouselRender", "CarouselFiles", "CarouselImages", "CarouselFetching",
        "CarouselStore", "CarouselFormats", "CarouselThumbnails", "CarouselLocale",
        "CarouselSandbox",
      ]),
    // The window on the Linux accessibility bus (AT-SPI 2 over libdbus): the scenes'
    // accessibility trees, their announcements and actions, on a thread of its own.
    .target(
      name: "CarouselAccessibility",
      dependencies: [core, "CarouselLocale", "CarouselScenes", "CDBus"]),
    .target(
      name: "CarouselDesktop",
      dependencies: [
        core, "CarouselAccessibility", "CarouselFiles", "CarouselFormats", "CarouselImages",
        "CarouselLocale", "CarouselRender", "CarouselScenes", "CSDL2",
      ],
      // Xlib, for asking whether a window manager runs and for the screen's colour profile
      // (see CSDL2's shim.h).
      linkerSettings: [.linkedLibrary("X11", .when(platforms: [.linux]))]),
    .target(
      name: "CarouselCLI",
      dependencies: [
        core, "CarouselArtwork", "CarouselFormats", "CarouselLocale", "CarouselRender",
        "CarouselImages", "CarouselFetching", "CarouselScenes", "CarouselDesktop",
      ]),
    .executableTarget(name: "carousel", dependencies: ["CarouselCLI"]),
    // The decode sandbox's worker, installed next to carousel.
    .executableTarget(name: "carousel-decoder", dependencies: ["CarouselSandbox"]),
    .executableTarget(
      name: "carousel-bench",
      dependencies: [
        core, "CarouselRender", "CarouselScenes", "CarouselFormats", "CarouselImages",
        "CarouselSandbox", "CTurboJPEG", "CMalloc", "CarouselAccessibility", "CarouselLocale",
      ]),
    // The fuzz targets' bodies: bytes into the real readers, decoders and engine, with the
    // invariants each must keep (see App/Fuzz and `make fuzz`).
    .target(
      name: "CarouselFuzzing",
      dependencies: [
        core, coreTesting, "CarouselFormats", "CarouselImages", "CarouselScenes", "CarouselCLI",
        "CarouselFetching", "CarouselTestSupport",
      ]),
    // Image diff and golden snapshots for the app's tests; re-exports CarouselCoreTesting.
    .target(
      name: "CarouselTestSupport", dependencies: [coreTesting, "CCairo", "CLCMS2"],
      // Optimised in debug builds too: the image diff compares every pixel of every golden.
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),

    .testTarget(
      name: "CarouselRenderTests",
      dependencies: [
        core, coreTesting, "CarouselArtwork", "CarouselRender", "CarouselTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CarouselImagesTests",
      dependencies: [
        core, "CarouselImages", "CTurboJPEG", "CCairo", "CWebP", "CAVIF", "CHEIF", "CJXL",
        "CGIF", "CLCMS2", "CarouselTestSupport", coreTesting,
      ],
      exclude: ["Colour/__Snapshots__"],
      // The test images are encoded with the codecs themselves, called directly (the app
      // loads them on first use, through CAVIF, CHEIF and CJXL).
      linkerSettings: [.linkedLibrary("avif"), .linkedLibrary("heif"), .linkedLibrary("jxl")]),
    .testTarget(
      name: "CarouselFetchingTests",
      dependencies: ["CarouselFetching", "CarouselImages", "CarouselTestSupport"]),
    .testTarget(
      name: "CarouselThumbnailsTests",
      dependencies: ["CarouselThumbnails", "CarouselImages", "CarouselTestSupport"]),
    .testTarget(
      name: "CarouselStoreTests", dependencies: ["CarouselStore", "CSQLite", "CarouselTestSupport"]),
    .testTarget(
      name: "CarouselArtworkTests",
      dependencies: [core, "CarouselArtwork", "CarouselRender", "CarouselTestSupport"]),
    .testTarget(name: "CarouselCachingTests", dependencies: ["CarouselCaching", coreTesting]),
    .testTarget(name: "CarouselFormatsTests", dependencies: ["CarouselFormats"]),
    .testTarget(
      name: "CarouselFilesTests", dependencies: ["CarouselFiles", "CarouselTestSupport"]),
    .testTarget(
      name: "CarouselScenesTests",
      dependencies: [
        core, coreTesting, "CarouselScenes", "CarouselRender", "CarouselImages",
        "CarouselTestSupport", "CarouselStore", "CSQLite", "CarouselLocale",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CarouselSandboxTests",
      dependencies: [
        core, "CarouselSandbox", "CarouselImages", "CTurboJPEG", "CWebP", "CarouselTestSupport",
      ]),
    .testTarget(name: "CarouselCLITests", dependencies: ["CarouselCLI", "CarouselFormats"]),
    .testTarget(
      name: "CarouselFuzzingTests", dependencies: ["CarouselFuzzing", "CarouselTestSupport"]),
    .testTarget(
      name: "CarouselDesktopTests", dependencies: [core, "CarouselDesktop", "CSDL2"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        core, "CarouselScenes", "CarouselStore", "CarouselTestSupport", "CTurboJPEG", "CSQLite",
      ],
      // The Python scripts the accessibility and colour tests run (not Swift).
      exclude: [
        "Accessibility/atspi_probe.py", "Accessibility/orca_probe.py", "Support/x11_screen.py",
      ]),
  ]
)

// One libFuzzer executable per fuzz target, in a build made by `make fuzz` (CAROUSEL_FUZZ=1
// and `--sanitize=fuzzer --sanitize=address`): libFuzzer supplies their `main`, so an ordinary
// build leaves them out.
if Context.environment["CAROUSEL_FUZZ"] == "1" {
  for name in [
    "json", "simulate", "catalog", "jpeg", "png", "gif", "animation", "icc", "exif", "engine",
    "changes", "http",
  ] {
    package.targets.append(
      .executableTarget(
        name: "fuzz-\(name)", dependencies: ["CarouselFuzzing"], path: "Fuzz/Targets/\(name)"))
  }
}
