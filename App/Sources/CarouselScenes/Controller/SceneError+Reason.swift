import CarouselCore
import CarouselFormats
import CarouselImages
import CarouselRender
import CarouselStore

extension SceneError {
  /// The kinds of failure, each carrying the error that names the file.
  public enum Reason: Sendable, Equatable, CustomStringConvertible {
    /// The trip catalog is unreadable or malformed.
    case catalog(InputError)
    /// The image folder given with `--images` does not exist or cannot be listed.
    case imageFolder(ImageError)
    /// The likes database could not be opened (or a like could not be saved).
    case likes(StoreError)
    /// Rendering or writing a PNG failed.
    case rendering(RenderError)
    /// A window size or scale that cannot be drawn.
    case invalidViewport(width: Double, height: Double, scale: Double)
    /// The scene's options make no valid carousel at this size (a peek wider than the window).
    case configuration(CarouselConfigurationError)
    /// A folder for output could not be created.
    case outputFolder(path: String, reason: String)
    /// Neither `XDG_DATA_HOME` nor `HOME` says where the likes database belongs.
    case noLikesLocation
    /// The start item is not one of the scene's `count` items.
    case startBeyondCount(start: Int, count: Int)

    /// Whether what the user gave is wrong (a folder, a start item), as opposed
    /// to something failing while running; the command line exits 2 for these.
    public var isInvalidInput: Bool {
      switch self {
      case .imageFolder, .startBeyondCount, .configuration: true
      // A catalog that cannot be read is a file failing at run time (as for simulate's
      // inputs in hostile cases): status 1, still reported before any display.
      case .catalog, .likes, .noLikesLocation, .rendering, .invalidViewport, .outputFolder: false
      }
    }

    public var description: String {
      switch self {
      case .catalog(let error): return error.description
      case .imageFolder(let error): return "image folder \(error.description)"
      case .likes(let error): return error.description
      case .rendering(let error): return error.description
      case .invalidViewport(let width, let height, let scale):
        return
          "invalid window size \(width)×\(height) points at scale \(scale) "
          + "(sides and scale must be positive and finite)"
      case .configuration(let error): return "the carousel cannot be made: \(error.description)"
      case .outputFolder(let path, let reason):
        return "\(path): cannot create the output folder (\(reason))"
      case .noLikesLocation:
        return
          "nowhere to keep likes: neither XDG_DATA_HOME (an absolute path) nor HOME is set; "
          + "set one of them or pass --likes FILE"
      case .startBeyondCount(let start, let count):
        let items =
          switch count {
          case 0: "there are no items"
          case 1: "there is 1 item, number 0"
          default: "there are \(count) items, numbered 0 to \(count - 1)"
          }
        return "invalid value '\(start)' for option '--start': \(items)"
      }
    }
  }
}
