import CarouselImages
import CarouselLocale
import CarouselStore
import Foundation
import Testing

@testable import CarouselScenes

/// Every phrase the window shows or tells assistive technology comes from the string table:
/// Korean has each English phrase (or reads it in English on purpose), error reasons and
/// headings read in Korean, numbers are grouped and counts take their plural form, and the
/// English is word for word what it was.
@Suite struct LocaleTableTests {
  @Test func koreanHasEveryEnglishPhraseOrFallsBackOnPurpose() {
    let english = Phrases(.english)
    let korean = Phrases(.korean)
    for key in PhraseKey.allCases {
      #expect(english.hasOwnPhrase(key), "English lacks \(key)")
      #expect(
        korean.hasOwnPhrase(key) || korean.readsInEnglishOnPurpose(key),
        "Korean lacks \(key) and does not say it reads it in English")
      if korean.hasOwnPhrase(key), !korean.readsInEnglishOnPurpose(key) {
        let values = (label: "L", detail: "D", number: 2, count: 3)
        #expect(
          korean.text(key, label: values.label, detail: values.detail, number: 2, count: 3)
            != english.text(key, label: values.label, detail: values.detail, number: 2, count: 3),
          "Korean \(key) is the English text")
      }
    }
  }

  /// One of each error, as the window shows it.
  static let imageErrors: [ImageError] = [
    .fileNotFound(path: "a.jpg"), .unreadable(path: "a.jpg", reason: "Permission denied"),
    .emptyFile(path: "a.jpg"), .unsupportedFormat(path: "a.bmp", reason: "BMP is not decoded"),
    .corrupt(path: "a.jpg", format: .jpeg, reason: "premature end of data segment"),
    .tooLarge(path: "a.png", width: 20_000, height: 20_000, pixelLimit: 50_000_000),
    .fileTooLarge(path: "a.png", byteCount: 1_234_567, byteLimit: 1_000_000),
    .decoderFailure(path: "a.jpg", reason: "out of memory"),
    .directoryNotFound(path: "d"), .notADirectory(path: "d"),
    .unreadableDirectory(path: "d", reason: "Permission denied"),
    .downloadFailed(url: "https://example.invalid/a.jpg", reason: "HTTP 404"),
    .exceedsMemoryCeiling(
      path: "a.jpg", width: 9000, height: 9000, byteCount: 324 << 20, byteLimit: 256 << 20),
    .sandboxFailure(path: "a.jpg", reason: "the decoder process crashed (signal 6, SIGABRT)"),
  ]

  /// Computed, not stored: a stored static array of these errors is reported as leaked by
  /// LeakSanitizer under `make test-asan`.
  static var storeErrors: [StoreError] {
    [
      .cannotCreateDirectory(path: "p", reason: "r"), .cannotOpen(path: "p", reason: "r"),
      .notADatabase(path: "p", reason: "r"), .damaged(path: "p", reason: "r"),
      .unrecognizedSchema(path: "p", object: "t"),
      .tooLarge(path: "p", file: "p", bytes: 300 << 20, limit: 256 << 20),
      .tooManyLikes(path: "p", limit: 100_000), .readOnly(path: "p"),
      .unsupportedSchemaVersion(path: "p", found: 9, supported: 1), .locked(path: "p"),
      .full(path: "p", reason: "r"),
      .sqlite(path: "p", operation: "step", code: 1, message: "SQL logic error"),
    ]
  }

  @Test func englishErrorReasonsAreTheErrorsOwnWords() {
    for error in Self.imageErrors {
      guard case .fileTooLarge = error else {
        #expect(Phrases.english.reason(error) == error.reason)
        continue
      }
      // The window groups the thousands (the line on standard error does not).
      #expect(
        Phrases.english.reason(error)
          == "file too large: 1,234,567 bytes, more than the limit of 1,000,000 bytes")
    }
    for error in Self.storeErrors { #expect(Phrases.english.reason(error) == error.shortReason) }
  }

  @Test func koreanErrorReasonsKeepTheLibrarysWordsAndWriteNumbersTheKoreanWay() {
    let korean = Phrases(.korean)
    for error in Self.imageErrors { #expect(korean.reason(error) != error.reason, "\(error)") }
    for error in Self.storeErrors { #expect(korean.reason(error) != error.shortReason, "\(error)") }
    #expect(
      korean.reason(.corrupt(path: "a.jpg", format: .jpeg, reason: "premature end of data segment"))
        == "손상된 JPEG: premature end of data segment")
    #expect(
      korean.reason(.fileTooLarge(path: "a.png", byteCount: 1_234_567, byteLimit: 1_000_000))
        == "파일이 너무 큼: 1,234,567바이트, 한도 1,000,000바이트 초과")
    #expect(
      korean.reason(.tooManyLikes(path: "p", limit: 100_000))
        == "좋아요 데이터베이스에 좋아요가 100,000개 넘게 있음")
    #expect(
      korean.reason(.tooLarge(path: "p", file: "p", bytes: 300 << 20, limit: 256 << 20))
        == "좋아요 데이터베이스가 너무 큼 (300 MiB, 한도 256 MiB)")
  }

  @Test func pluralFormsAndGroupedNumbers() {
    #expect(
      Phrases.english.text(.storeTooManyLikes, number: 1) == "the likes database holds over 1 like")
    #expect(
      Phrases.english.text(.storeTooManyLikes, number: 10_000)
        == "the likes database holds over 10,000 likes")
    #expect(Phrases(.korean).text(.storeTooManyLikes, number: 1) == "좋아요 데이터베이스에 좋아요가 1개 넘게 있음")
    #expect(Phrases.english.number(-1_234_567) == "-1,234,567")
    #expect(Phrases(.korean).number(999) == "999")
    #expect(Phrases(.korean).byteSize(512) == "512바이트")
    #expect(Phrases.english.byteSize(1536) == "1.5 KiB")
  }

  @Test func layoutsHeadingsReadInTheLanguageAndTheirOwnTextsAsGiven() {
    let korean = Phrases(.korean)
    #expect(korean.localized("Most Popular Destinations") == "가장 인기 있는 여행지")
    #expect(korean.localized("Featured Apps") == "추천 앱")
    #expect(korean.localized("My own heading") == "My own heading")
    #expect(Phrases.english.localized("Featured Apps") == "Featured Apps")
  }

  @Test(arguments: [SceneKind.trips, .gallery, .slider, .cards])
  func windowTitlesAndCarouselNamesAreKorean(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let size = SceneController.defaultViewport(for: kind)
    let english = try SceneController(
      kind: kind, options: fixture.options(), viewport: size, scale: 1, environment: [:])
    let korean = try SceneController(
      kind: kind, options: fixture.options(), viewport: size, scale: 1,
      environment: ["LANG": "ko_KR.UTF-8"])
    let expected = ["trips": "여행", "gallery": "갤러리", "slider": "이미지 슬라이더", "cards": "추천 앱"]
    let title = try #require(expected["\(kind)"])
    #expect(korean.windowTitle.hasPrefix(title + " — "), "\(korean.windowTitle)")
    #expect(korean.accessibilityTree.node(withID: "carousel")?.name == title)
    #expect(!english.windowTitle.hasPrefix(title))
  }

  @Test func theEmptyFolderAndTheNoEffectLabelAreKorean() throws {
    let fixture = try SceneFixture()
    let empty = fixture.folder.file("빈 폴더")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let folder = try SceneImageFolder(
      options: fixture.options { $0.imageDirectory = empty }, artwork: .gallery,
      phrases: Phrases(.korean))
    #expect(folder.emptyTitle == "“빈 폴더”에 사진 없음")
    #expect(folder.emptyDetail == "폴더에 JPEG, PNG, WebP, AVIF 파일을 넣으면 여기에 보입니다.")
    #expect(EffectLabel(effect: nil, at: 0, phrases: Phrases(.korean)).text == "효과 없음")
    #expect(EffectLabel(effect: nil, at: 0).text == "No effect")
  }
}
