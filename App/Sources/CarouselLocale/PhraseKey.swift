/// The phrases the app composes, by name (the web page's names where it has the phrase).
public enum PhraseKey: String, Sendable, CaseIterable {
  /// `3 of 8`.
  case position
  /// `Item 3 of 8`.
  case itemLabel
  /// `Paris, France, 3 of 8`.
  case announcement
  /// `Page 3 of 8`.
  case page
  /// `1 day` / `5 days`.
  case days
  /// `Like Paris, France`.
  case like
  /// `carousel`: the role description of the carousel.
  case carouselRole
  /// `slide`: the role description of each item.
  case slideRole
  /// `Previous slide`.
  case previous
  /// `Next slide`.
  case next
  /// `Stop automatic slide show`.
  case stop
  /// `Start automatic slide show`.
  case start
  /// `Playing`.
  case playing
  /// `Paused`.
  case paused
  /// `Liked`.
  case liked
  /// `Not liked`.
  case notLiked
  /// `liked`: the end of a liked trip's name (`Paris, France, 5 days, $2,000, liked`).
  case likedInName
  /// `Zoom in`.
  case zoomIn
  /// `Zoom out`.
  case zoomOut
  /// `Pages`: the page dots' name.
  case pages
  /// `❚❚ Paused — Space resumes`: the sign over a slider the person paused.
  case pausedByUser
  /// `❚❚ Paused while the pointer is over the window`.
  case pausedByHover
  /// `❚❚ Paused while zoomed`.
  case pausedWhileZoomed
  /// `❚❚ Paused while a screen reader is in the carousel`.
  case pausedForAssistiveTechnology
  /// `Like not saved: …`: the notice when a like could not be saved (its value the reason).
  case likeNotSaved
  /// `Likes are read-only: …`.
  case likesReadOnly
  /// `Likes are off: …`.
  case likesOff

  /// The values a phrase may use.
  struct Values {
    var label: String
    var number: Int
    var count: Int
  }

  /// How a phrase is made.
  enum Form: Sendable {
    case fixed(String)
    case formatted(@Sendable (Values) -> String)
    /// `one` for exactly 1 where the language has a singular (nil: one form), else `other`.
    case plural(one: (@Sendable (Values) -> String)?, other: @Sendable (Values) -> String)
  }
}
