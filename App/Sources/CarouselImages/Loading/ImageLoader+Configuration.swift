import Dispatch

extension ImageLoader {
  /// How many decodes run at once and how much the loader remembers.
  public struct Configuration: Sendable {
    /// Decodes running in parallel. Two keeps one core free for the frame loop on a
    /// two-core machine while a second decode hides the first one's file I/O.
    public var maxConcurrentDecodes: Int
    /// Failed requests remembered (oldest forgotten first), so a bad file is not decoded
    /// again every frame.
    public var maxRememberedFailures: Int
    /// The quality of service of the decoding threads.
    public var qualityOfService: DispatchQoS
    /// How display decodes meet their size: fitted within it (aspect-fitted photos), or
    /// covering it (aspect-filled slides: the smallest decode that covers the slide).
    public var displayFit: DecodeFit
    /// Whether the current item's display decode runs alone (beside the previews of what is
    /// on screen) until it is done, before the other items' decodes start: for a carousel
    /// showing one photo at a time. A grid, where every visible cell matters as much, leaves
    /// it off.
    public var decodesCurrentFirst: Bool

    /// Creates a configuration.
    public init(
      maxConcurrentDecodes: Int, maxRememberedFailures: Int, qualityOfService: DispatchQoS,
      displayFit: DecodeFit = .within, decodesCurrentFirst: Bool = false
    ) {
      precondition(maxConcurrentDecodes > 0, "at least one decode must be able to run")
      precondition(maxRememberedFailures >= 0, "remembered failures must not be negative")
      self.maxConcurrentDecodes = maxConcurrentDecodes
      self.maxRememberedFailures = maxRememberedFailures
      self.qualityOfService = qualityOfService
      self.displayFit = displayFit
      self.decodesCurrentFirst = decodesCurrentFirst
    }

    /// Two decodes at once, 1,024 remembered failures, user-initiated threads, display
    /// decodes fitted within their size, no item first.
    public static let `default` = Configuration(
      maxConcurrentDecodes: 2, maxRememberedFailures: 1_024, qualityOfService: .userInitiated)
  }

}
