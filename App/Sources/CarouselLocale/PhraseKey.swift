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

  // The window's titles and headings.
  /// `Trips`: the trips screen's name (the window's title, the carousel's name).
  case tripsTitle
  /// `Gallery`.
  case galleryTitle
  /// `Image Slider`.
  case sliderTitle
  /// `Grid`.
  case gridTitle
  /// `Filmstrip`: the gallery's and slider's strip of thumbnails (`t`).
  case filmstrip
  /// `Featured Apps`: the cards screen's heading and name.
  case featuredApps
  /// `Most Popular Destinations`: the trips screen's heading.
  case popularDestinations
  /// `Hello`: the slider's greeting before the name.
  case hello
  /// `Traveler`: the name greeted when none is given.
  case traveler
  /// `Good morning`.
  case goodMorning
  /// `Good afternoon`.
  case goodAfternoon
  /// `Good evening`.
  case goodEvening
  /// `Good night`.
  case goodNight
  /// `No effect`: the label after `e` turns the 3-D effect off.
  case noEffect

  // Empty screens.
  /// `No Photos`.
  case noPhotos
  /// `No Photos in “Holiday”` (its value the folder's name).
  case noPhotosIn
  /// `No images were named.`
  case noImagesNamed
  /// `Add JPEG, PNG, WebP or AVIF files to the folder to see them here.`
  case addPhotosHint
  /// `The bundled artwork folder … has no images.`
  case bundledArtworkEmpty
  /// `The bundled artwork is not installed: ….`
  case bundledArtworkMissing
  /// `No Trips`.
  case noTrips
  /// `The catalog lists no trips yet.`
  case noTripsDetail

  // Why a photo shows its error tile (`ImageError`); a library's own detail is read as given.
  /// `file not found`.
  case imageFileNotFound
  /// `cannot read the file (…)`.
  case imageUnreadable
  /// `the file is empty`.
  case imageEmptyFile
  /// The decoder's own words on a format it does not read (as given in English).
  case imageUnsupportedFormat
  /// `damaged JPEG: …` (label the format, detail the decoder's message).
  case imageDamaged
  /// `too large: 9000×9000 pixels, more than the 50 megapixels it may decode`.
  case imageTooManyPixels
  /// `file too large: 1,234,567 bytes, more than the limit of 1,000,000 bytes`.
  case imageFileTooLarge
  /// `the decoder could not start (…)`.
  case imageDecoderFailure
  /// `folder not found`.
  case folderNotFound
  /// `not a folder`.
  case notAFolder
  /// `cannot list the folder (…)`.
  case folderUnreadable
  /// A download's failure (`HTTP 404`, `cannot connect: …`, as the downloader says it).
  case imageDownloadFailed
  /// `too large: decoding a 9000×9000 image needs about 309 MiB, more than the limit of 256 MiB`.
  case imageOverMemoryLimit
  /// The decode sandbox's failure (`the decoder process crashed …`, as it says it).
  case imageSandboxFailure

  // Why likes cannot be saved (`StoreError`, short, without the path).
  /// `its folder cannot be created`.
  case storeCannotCreateFolder
  /// `the likes database cannot be opened`.
  case storeCannotOpen
  /// `the likes file is not an SQLite database (left untouched)`.
  case storeNotADatabase
  /// `the likes database is damaged (left untouched)`.
  case storeDamaged
  /// `the likes file is a database of another program (left untouched)`.
  case storeForeignSchema
  /// `the likes database is too large (…, limit …)`.
  case storeTooLarge
  /// `the likes database holds over 10,000 likes` (plural).
  case storeTooManyLikes
  /// `the likes database is read-only`.
  case storeReadOnly
  /// `the likes database is from a newer version`.
  case storeNewerVersion
  /// `the likes database is locked by another program`.
  case storeLocked
  /// `the disk is full`.
  case storeDiskFull
  /// SQLite's own message (as SQLite gives it).
  case storeSQLiteFailure

  /// The values a phrase may use.
  struct Values {
    var label: String
    var number: Int
    var count: Int
    /// A second text (a decoder's message, a limit).
    var detail: String = ""
    /// `number` written in the language's way (`10,000`).
    var formattedNumber: String = ""
    /// `count` written in the language's way.
    var formattedCount: String = ""
  }

  /// How a phrase is made.
  enum Form: Sendable {
    case fixed(String)
    case formatted(@Sendable (Values) -> String)
    /// `one` for exactly 1 where the language has a singular (nil: one form), else `other`.
    case plural(one: (@Sendable (Values) -> String)?, other: @Sendable (Values) -> String)
  }
}
