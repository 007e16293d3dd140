import CarouselImages

/// An ``ImageDecoding`` that decodes every file in a confined worker process: the same
/// pixels and errors as ``ImageDecoder`` with the same configuration, but a decoder bug that
/// a hostile file triggers cannot reach the app — the worker cannot open files, make
/// sockets or start programs, and is capped in memory and CPU time (see
/// ``DecodeWorkerPool``). A worker that crashes gives the image
/// ``ImageError/sandboxFailure(path:reason:)``, shown as the error tile.
///
/// Thread safety: an immutable value over a thread-safe pool; any number of threads MAY
/// decode at once.
public struct SandboxedImageDecoder: ImageDecoding {
  /// The limits the worker's decoder applies.
  public var configuration: ImageDecoder.Configuration
  /// The workers.
  public let pool: DecodeWorkerPool

  /// Creates a decoder over `pool` (the app's shared one by default).
  public init(
    configuration: ImageDecoder.Configuration = .default, pool: DecodeWorkerPool = .shared
  ) {
    self.configuration = configuration
    self.pool = pool
  }

  /// ``ImageDecoder/decode(path:maxSize:)``, in a worker.
  public func decode(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage {
    try pool.decode(path: path, pass: .display, maxSize: maxSize, configuration: configuration)
  }

  /// ``ImageDecoder/decode(path:size:fit:)``, in a worker.
  public func decode(path: String, size: PixelSize, fit: DecodeFit) throws(ImageError)
    -> DecodedImage
  {
    try pool.decode(
      path: path, pass: .display, maxSize: size, fit: fit, configuration: configuration)
  }

  /// ``ImageDecoder/decodePreview(path:maxSize:)``, in a worker.
  public func decodePreview(path: String, maxSize: PixelSize) throws(ImageError)
    -> DecodedImage
  {
    try pool.decode(path: path, pass: .preview, maxSize: maxSize, configuration: configuration)
  }

  /// ``ImageDecoder/decodeAnimation(path:maxSize:)``, in a worker.
  public func decodeAnimation(path: String, maxSize: PixelSize) throws(AnimationRefusal)
    -> DecodedAnimation
  {
    try pool.decodeAnimation(path: path, maxSize: maxSize, configuration: configuration)
  }
}
