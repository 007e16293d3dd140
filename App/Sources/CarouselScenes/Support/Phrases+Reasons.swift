import CarouselImages
import CarouselLocale
import CarouselStore

extension Phrases {
  /// Why a photo shows its error tile, in this language (English: ``ImageError/reason``).
  /// What a library said (a decoder's message, the system's error, a download's status)
  /// is read as it was given.
  public func reason(_ error: ImageError) -> String {
    switch error {
    case .fileNotFound: text(.imageFileNotFound)
    case .unreadable(_, let reason): text(.imageUnreadable, label: reason)
    case .emptyFile: text(.imageEmptyFile)
    case .unsupportedFormat(_, let reason): text(.imageUnsupportedFormat, label: reason)
    case .corrupt(_, let format, let reason):
      text(.imageDamaged, label: format.displayName, detail: reason)
    case .tooLarge(_, let width, let height, let pixelLimit):
      text(
        .imageTooManyPixels, label: "\(width)×\(height)", detail: Self.megapixels(pixelLimit))
    case .fileTooLarge(_, let byteCount, let byteLimit):
      text(.imageFileTooLarge, number: byteCount, count: byteLimit)
    case .decoderFailure(_, let reason): text(.imageDecoderFailure, label: reason)
    case .directoryNotFound: text(.folderNotFound)
    case .notADirectory: text(.notAFolder)
    case .unreadableDirectory(_, let reason): text(.folderUnreadable, label: reason)
    case .downloadFailed(_, let reason): text(.imageDownloadFailed, label: reason)
    case .exceedsMemoryCeiling(_, let width, let height, let byteCount, let byteLimit):
      text(
        .imageOverMemoryLimit, label: "\(width)×\(height)", number: byteCount >> 20,
        count: byteLimit >> 20)
    case .sandboxFailure(_, let reason): text(.imageSandboxFailure, label: reason)
    }
  }

  /// Why likes cannot be saved, in a few words and this language (English:
  /// ``StoreError/shortReason``); SQLite's own message is read as given.
  public func reason(_ error: StoreError) -> String {
    switch error {
    case .cannotCreateDirectory: text(.storeCannotCreateFolder)
    case .cannotOpen: text(.storeCannotOpen)
    case .notADatabase: text(.storeNotADatabase)
    case .damaged: text(.storeDamaged)
    case .unrecognizedSchema: text(.storeForeignSchema)
    case .tooLarge(_, _, let bytes, let limit):
      text(.storeTooLarge, label: byteSize(bytes), detail: byteSize(limit))
    case .tooManyLikes(_, let limit): text(.storeTooManyLikes, number: limit)
    case .readOnly: text(.storeReadOnly)
    case .unsupportedSchemaVersion: text(.storeNewerVersion)
    case .locked: text(.storeLocked)
    case .full: text(.storeDiskFull)
    case .sqlite(_, _, _, let message): text(.storeSQLiteFailure, label: message)
    }
  }

  /// `12.6` for 12,582,912 pixels: one decimal, none when whole (as ``ImageError`` writes it).
  private static func megapixels(_ pixels: Int) -> String {
    let tenths = (pixels * 10 + 500_000) / 1_000_000
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }
}
