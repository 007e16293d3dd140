import CarouselFormats
import CarouselImages
import CarouselRender
import CarouselStore

/// Why a scene could not start or could not write its output: a bad catalog, a missing image
/// folder, a likes database that cannot be opened, or a file that cannot be written.
///
/// ``description`` is one readable line that names the file, for example
/// `trips.json:4: field 'trips[1].price': expected an integer of at least 0, got -5`.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, with the underlying error.
  public var reason: Reason

  /// Creates an error.
  public init(_ reason: Reason) {
    self.reason = reason
  }

  /// The catalog is malformed (the message names file, line and field).
  public static func catalog(_ error: InputError) -> SceneError { SceneError(.catalog(error)) }
  /// The image folder is missing or unreadable.
  public static func imageFolder(_ error: ImageError) -> SceneError {
    SceneError(.imageFolder(error))
  }
  /// The likes database could not be opened or written.
  public static func likes(_ error: StoreError) -> SceneError { SceneError(.likes(error)) }
  /// A surface could not be made or a PNG could not be written.
  public static func rendering(_ error: RenderError) -> SceneError {
    SceneError(.rendering(error))
  }

  public var description: String { reason.description }
}
