import CSDL2
import CarouselCore
import CarouselRender

/// The SDL window and what shows a finished frame in it.
///
/// The frame is composited in Cairo. Where SDL gives the window a framebuffer of 32-bit
/// pixels (X11: the window's shared-memory image), Cairo draws straight into it and
/// presenting only tells SDL which pixels to show: no frame of our own and no texture, which
/// would each hold another copy of the window (8 MB at 1920×1080). Cairo's premultiplied
/// ARGB32 is byte for byte `SDL_PIXELFORMAT_ARGB8888`, and X11's `RGB888` is the same
/// layout with the alpha byte ignored; every scene paints every pixel opaque.
///
/// Otherwise (Wayland has no window framebuffer in SDL 2, or `SDL_RENDER_DRIVER` names a
/// renderer) the frame is a surface of its own, uploaded to one streaming texture of a
/// renderer and copied to the window. The texture does not blend (SDL's blending expects
/// straight alpha). That renderer is SDL's software renderer unless the environment names
/// another: the frame is already on the CPU, and an OpenGL renderer under Xvfb would be
/// llvmpipe, burning CPU.
///
/// Threading: main thread only.
final class DesktopWindow {
  private let window: OpaquePointer
  /// The renderer, when the window has no framebuffer Cairo can draw into.
  private let renderer: OpaquePointer?
  private var texture: OpaquePointer?
  private var textureWidth = 0
  private var textureHeight = 0
  /// The frame of the renderer path, or the framebuffer's wrapper of the other.
  private var frame: RenderSurface?
  /// The framebuffer ``frame`` wraps (SDL makes a new one when the window resizes).
  private var framebuffer: UnsafeMutablePointer<SDL_Surface>?
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
    if Self.drawsIntoFramebuffer(of: window) {
      renderer = nil
      hasVSync = false
    } else {
      guard let renderer = Self.makeRenderer(for: window) else {
        let message = SDLVideo.lastError
        SDL_DestroyWindow(window)
        throw .sdl(operation: "create a renderer for the window", message: message)
      }
      self.renderer = renderer
      var info = SDL_RendererInfo()
      SDL_GetRendererInfo(renderer, &info)
      hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }
    self.window = window
    self.minimumSize = minimumSize
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
    frame = nil
    if let texture { SDL_DestroyTexture(texture) }
    if let renderer { SDL_DestroyRenderer(renderer) }
    SDL_DestroyWindow(window)
  }

  /// Whether Cairo can draw straight into the window's framebuffer: no renderer was asked
  /// for by name, and SDL gives a native (not OpenGL-backed) framebuffer of 32-bit pixels
  /// laid out as Cairo's ARGB32.
  private static func drawsIntoFramebuffer(of window: OpaquePointer) -> Bool {
    guard ProcessEnvironment()["SDL_RENDER_DRIVER"] == nil else { return false }
    // Without this SDL backs the framebuffer with an OpenGL texture (llvmpipe under Xvfb).
    SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT)
    guard let surface = SDL_GetWindowSurface(window) else { return false }
    return framebufferIsARGB32(surface.pointee.format.pointee.format)
  }

  /// Whether a framebuffer of SDL pixel format `format` is Cairo's ARGB32 layout.
  static func framebufferIsARGB32(_ format: UInt32) -> Bool {
    format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
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
    if renderer.map({ SDL_GetRendererOutputSize($0, &width, &height) }) != 0 {
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

  /// The surface the next frame is drawn into: `pixelWidth` × `pixelHeight` pixels at
  /// `scale` (the window's framebuffer when Cairo draws straight into it).
  ///
  /// - Throws: ``DesktopError/sdl(operation:message:)`` when SDL has no framebuffer any
  ///   more, ``DesktopError/rendering(_:)`` when the surface cannot be made.
  func frameSurface(pixelWidth: Int, pixelHeight: Int, scale: Double) throws(DesktopError)
    -> RenderSurface
  {
    if renderer == nil {
      // SDL makes a new framebuffer when the window's size changed; the same one otherwise.
      guard let surface = SDL_GetWindowSurface(window) else {
        throw .sdl(operation: "get the window's framebuffer", message: SDLVideo.lastError)
      }
      let fb = surface.pointee
      if let frame, framebuffer == surface, frame.pixelWidth == Int(fb.w),
        frame.pixelHeight == Int(fb.h), frame.scale == scale
      {
        return frame
      }
      guard let pixels = fb.pixels, Self.framebufferIsARGB32(fb.format.pointee.format) else {
        throw .sdl(
          operation: "draw into the window's framebuffer",
          message: "it has no pixels of a 32-bit format")
      }
      do {
        let made = try RenderSurface(
          wrapping: pixels, width: Int(fb.w), height: Int(fb.h), stride: Int(fb.pitch),
          owner: FramebufferOwner(), scale: scale)
        framebuffer = surface
        frame = made
        return made
      } catch {
        throw .rendering(error)
      }
    }
    if let frame, frame.pixelWidth == pixelWidth, frame.pixelHeight == pixelHeight,
      frame.scale == scale
    {
      return frame
    }
    frame = nil
    do {
      let made = try RenderSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
      frame = made
      return made
    } catch {
      throw .rendering(error)
    }
  }

  /// Shows the frame last drawn into ``frameSurface(pixelWidth:pixelHeight:scale:)``: the
  /// framebuffer's pixels, or the frame uploaded, copied to the whole window and presented.
  ///
  /// - Throws: ``DesktopError/sdl(operation:message:)`` when SDL fails.
  func present() throws(DesktopError) {
    guard let frame else { return }
    frame.flush()
    guard let renderer else {
      guard SDL_UpdateWindowSurface(window) == 0 else {
        throw .sdl(operation: "show the window's framebuffer", message: SDLVideo.lastError)
      }
      return
    }
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
    guard let renderer,
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

/// What a surface over the window's framebuffer keeps alive: nothing (SDL owns the pixels
/// and the window outlives its frames).
private final class FramebufferOwner {}
