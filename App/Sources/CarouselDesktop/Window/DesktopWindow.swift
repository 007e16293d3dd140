import CSDL2
import CarouselCore
import CarouselRender

/// The SDL window and what shows a finished frame in it: a renderer and one streaming
/// texture the size of the window's pixels.
///
/// The frame is composited in Cairo; SDL only copies it. Cairo's premultiplied ARGB32 is
/// byte for byte `SDL_PIXELFORMAT_ARGB8888`, and the texture does not blend (SDL's blending
/// expects straight alpha).
///
/// The renderer is SDL's software renderer by default: the frame is already on the CPU, so
/// the cheapest path is one copy into the window's shared-memory image, and it runs the
/// same under Xvfb as on a desktop (an OpenGL renderer there would be llvmpipe, burning
/// CPU). `SDL_RENDER_DRIVER` in the environment overrides the choice; when the software
/// renderer cannot be made (Wayland has no window framebuffer in SDL 2), SDL's default
/// renderer with vsync is used.
///
/// Threading: main thread only.
final class DesktopWindow {
  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var textureWidth = 0
  private var textureHeight = 0
  /// Whether presenting waits for the display's refresh.
  let hasVSync: Bool
  /// The smallest size the scene lays out in, in points.
  let minimumSize: CarouselSize

  /// Largest window side in points accepted.
  static let maximumSide = 16384.0

  /// Opens a resizable, HiDPI-aware window of `size` points, centred, made smaller where
  /// needed to fit the display's usable area (never below `minimumSize`, which it keeps as
  /// the smallest size a user can drag it to).
  ///
  /// - Throws: ``DesktopError/invalidWindowSize(width:height:)``,
  ///   ``DesktopError/noDisplay(reason:)`` when the window cannot be created, or
  ///   ``DesktopError/sdl(operation:message:)`` when no renderer can be made.
  init(title: String, size: CarouselSize, minimumSize: CarouselSize, fullscreen: Bool)
    throws(DesktopError)
  {
    guard size.width >= 1, size.height >= 1, size.width <= Self.maximumSide,
      size.height <= Self.maximumSide
    else { throw .invalidWindowSize(width: size.width, height: size.height) }
    let fitted = Self.fitted(size, minimum: minimumSize, usable: Self.usableBounds(display: 0))
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    guard
      let window = SDL_CreateWindow(
        title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED,
        Int32(fitted.width.rounded()), Int32(fitted.height.rounded()), flags)
    else {
      let environment = ProcessEnvironment()
      throw .noDisplay(
        reason: DesktopError.noDisplayReason(
          display: environment["DISPLAY"], waylandDisplay: environment["WAYLAND_DISPLAY"],
          sdlError: SDLVideo.lastError))
    }
    SDL_SetWindowMinimumSize(
      window, Int32(minimumSize.width.rounded()), Int32(minimumSize.height.rounded()))
    guard let renderer = Self.makeRenderer(for: window) else {
      let message = SDLVideo.lastError
      SDL_DestroyWindow(window)
      throw .sdl(operation: "create a renderer for the window", message: message)
    }
    self.window = window
    self.renderer = renderer
    self.minimumSize = minimumSize
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    if fullscreen { try toggleFullscreen() }
  }

  /// Grows the window back to ``minimumSize`` when something made it smaller (SDL's
  /// minimum is a hint to the window manager; without one, anyone may resize the window).
  /// Returns whether it had to.
  func keepMinimumSize() -> Bool {
    guard manualFullscreen == nil, !isFullscreen else { return false }
    let size = pointSize
    let width = max(size.width, minimumSize.width)
    let height = max(size.height, minimumSize.height)
    guard width != size.width || height != size.height else { return false }
    SDL_SetWindowSize(window, Int32(width.rounded()), Int32(height.rounded()))
    return true
  }

  /// `size` made no larger than `usable` (keeping `minimum` when the screen is smaller
  /// still: a window cannot lay out below it).
  static func fitted(_ size: CarouselSize, minimum: CarouselSize, usable: CarouselSize?)
    -> CarouselSize
  {
    guard let usable, usable.width >= 1, usable.height >= 1 else { return size }
    return CarouselSize(
      width: max(min(size.width, usable.width), min(minimum.width, size.width)),
      height: max(min(size.height, usable.height), min(minimum.height, size.height)))
  }

  /// The display's area without panels and docks, in points (nil when SDL cannot tell).
  static func usableBounds(display: Int32) -> CarouselSize? {
    var bounds = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(display, &bounds) == 0 else { return nil }
    return CarouselSize(width: Double(bounds.w), height: Double(bounds.h))
  }

  deinit {
    if let texture { SDL_DestroyTexture(texture) }
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  private static func makeRenderer(for window: OpaquePointer) -> OpaquePointer? {
    // Default priority: the environment variables of the same names win.
    SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_DEFAULT)
    // Without this SDL backs the software renderer's window surface with an OpenGL
    // texture (llvmpipe under Xvfb).
    SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT)
    let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
    if let renderer = SDL_CreateRenderer(window, -1, vsync) { return renderer }
    SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "", SDL_HINT_DEFAULT)
    SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "", SDL_HINT_DEFAULT)
    return SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
  }

  /// The window's size in points (the coordinates of mouse and touch events).
  /// The window's top-left corner on the screen, in points (for assistive technology's
  /// screen coordinates).
  var position: CarouselPoint {
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetWindowPosition(window, &x, &y)
    return CarouselPoint(x: Double(x), y: Double(y))
  }

  var pointSize: CarouselSize {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    return CarouselSize(width: Double(width), height: Double(height))
  }

  /// The size of the drawable in pixels.
  var pixelSize: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    if SDL_GetRendererOutputSize(renderer, &width, &height) != 0 {
      SDL_GetWindowSizeInPixels(window, &width, &height)
    }
    return (Int(width), Int(height))
  }

  /// Pixels per point: drawable width over window width (1 without HiDPI).
  var scale: Double {
    let points = pointSize.width
    let pixels = Double(pixelSize.width)
    return points > 0 && pixels > 0 ? pixels / points : 1
  }

  /// The refresh rate of the window's display in Hz (0 when unknown).
  var refreshRate: Int {
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(window, &mode) == 0 else { return 0 }
    return Int(mode.refresh_rate)
  }

  var title: String {
    get { String(cString: SDL_GetWindowTitle(window)) }
    set { SDL_SetWindowTitle(window, newValue) }
  }

  /// Whether the window fills its display: SDL's desktop fullscreen, or the borderless
  /// display-sized window this host makes when no window manager runs.
  var isFullscreen: Bool {
    if manualFullscreen != nil { return true }
    return SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
      == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
  }

  /// The windowed frame to go back to, while the host's own full screen is on.
  private var manualFullscreen: SDL_Rect?

  /// Enters or leaves full screen, and leaving restores the size and place it had.
  ///
  /// SDL's desktop fullscreen asks the window manager (`_NET_WM_STATE_FULLSCREEN`); with
  /// no window manager nobody answers, yet SDL reports the display's size as the window's
  /// (the window stays small and shows the corner of a big layout). So on X11 without a
  /// window manager the host does it itself: no border, the display's bounds, and back.
  func toggleFullscreen() throws(DesktopError) {
    if let windowed = manualFullscreen {
      manualFullscreen = nil
      SDL_SetWindowBordered(window, SDL_TRUE)
      SDL_SetWindowSize(window, windowed.w, windowed.h)
      SDL_SetWindowPosition(window, windowed.x, windowed.y)
      return
    }
    if !isFullscreen && CSDL_WindowManagerRuns(window) == 0 {
      var windowed = SDL_Rect()
      SDL_GetWindowPosition(window, &windowed.x, &windowed.y)
      SDL_GetWindowSize(window, &windowed.w, &windowed.h)
      var display = SDL_Rect()
      guard SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(window)), &display) == 0 else {
        throw .sdl(operation: "read the display's bounds", message: SDLVideo.lastError)
      }
      manualFullscreen = windowed
      SDL_SetWindowBordered(window, SDL_FALSE)
      SDL_SetWindowPosition(window, display.x, display.y)
      SDL_SetWindowSize(window, display.w, display.h)
      return
    }
    let flags = isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    guard SDL_SetWindowFullscreen(window, flags) == 0 else {
      throw .sdl(operation: "toggle fullscreen", message: SDLVideo.lastError)
    }
  }

  /// Forgets the texture (after `SDL_RENDER_TARGETS_RESET`); the next frame makes it again.
  func discardTexture() {
    if let texture { SDL_DestroyTexture(texture) }
    texture = nil
  }

  /// Shows a finished frame: uploads its pixels, copies them to the whole window, presents.
  ///
  /// - Throws: ``DesktopError/sdl(operation:message:)`` when SDL fails.
  func present(_ frame: RenderSurface) throws(DesktopError) {
    let texture = try texture(width: frame.pixelWidth, height: frame.pixelHeight)
    let uploaded = frame.withUnsafeBytes { bytes in
      SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(frame.stride))
    }
    guard uploaded == 0 else {
      throw .sdl(operation: "upload the frame", message: SDLVideo.lastError)
    }
    guard SDL_RenderCopy(renderer, texture, nil, nil) == 0 else {
      throw .sdl(operation: "copy the frame to the window", message: SDLVideo.lastError)
    }
    SDL_RenderPresent(renderer)
  }

  /// The streaming texture, made again when the frame size changed.
  private func texture(width: Int, height: Int) throws(DesktopError) -> OpaquePointer {
    if let texture, width == textureWidth, height == textureHeight { return texture }
    discardTexture()
    guard
      let made = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(width), Int32(height))
    else {
      throw .sdl(operation: "create a \(width)×\(height) texture", message: SDLVideo.lastError)
    }
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
    texture = made
    textureWidth = width
    textureHeight = height
    return made
  }
}
