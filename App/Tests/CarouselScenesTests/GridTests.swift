import CarouselCore
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselScenes

/// The overview grid: its layout arithmetic, keys, clicks, virtualisation and pixels.
@Suite struct GridLayoutTests {
  /// 140-point cells 4 apart with 12-point margins: columns = ⌊(width − 24 + 4) / 144⌋.
  @Test(arguments: [
    (320.0, 2), (500.0, 3), (640.0, 4), (800.0, 5), (883.0, 5), (884.0, 6), (1920.0, 13),
    (100.0, 1),
  ])
  func columnsFollowTheWidth(width: Double, columns: Int) {
    let layout = GridLayout(width: width, count: 1000)
    #expect(layout.columns == columns)
    #expect(layout.columns == max(1, Int((width - 2 * 12 + 4) / (140 + 4))))
    // Centred: equal space either side of the cells (at least the margin).
    let gridWidth = Double(columns) * 144 - 4
    #expect(layout.leadingX == max(12, (width - gridWidth) / 2))
  }

  @Test func rowsCellsAndHits() {
    let layout = GridLayout(width: 800, count: 23)  // 5 columns
    #expect(layout.rowCount == 5)  // ⌈23 / 5⌉
    #expect(layout.row(of: 7) == 1 && layout.column(of: 7) == 2)
    #expect(layout.items(inRows: 1..<3) == 5..<15)
    #expect(layout.items(inRows: 4..<9) == 20..<23)  // the last row is partial
    #expect(layout.items(inRows: -3..<1) == 0..<5)
    let row = CarouselRect(x: 0, y: 300, width: 800, height: 140)
    #expect(
      layout.cellFrame(of: 7, rowFrame: row)
        == CarouselRect(x: 42 + 2 * 144, y: 300, width: 140, height: 140))
    #expect(layout.item(atX: 42 + 2 * 144 + 10, row: 1) == 7)
    #expect(layout.item(atX: 42 + 140 + 2, row: 1) == nil)  // in the gap
    #expect(layout.item(atX: 30, row: 1) == nil)  // in the margin
    #expect(layout.item(atX: 42 + 3 * 144 + 1, row: 4) == nil)  // past the last cell (23)
    #expect(layout.fullRows(inHeight: 572) == 3)  // (572 − 24 + 4) / 144 = 3.8
  }

  /// 100,000 photos: the visible cells come from the visible rows in O(1), and the engine
  /// lays out only the rows on screen (plus its overscan), wherever it is scrolled to.
  @Test func hundredThousandPhotosCostAScreenful() throws {
    let layout = GridLayout(width: 1280, count: 100_000)
    #expect(layout.columns == 8)
    #expect(layout.rowCount == 12_500)
    #expect(layout.items(inRows: 9_000..<9_006) == 72_000..<72_048)
  }
}

@Suite struct GridSceneTests {
  /// A folder of `count` small PNGs of distinct colours.
  static func folder(_ fixture: SceneFixture, count: Int) throws -> String {
    for index in 0..<count {
      let hue = Double(index) / Double(max(count, 1))
      try SolidImages.write(
        RenderColor(red: 0.3 + 0.6 * hue, green: 0.8 - 0.5 * hue, blue: 0.4, alpha: 1),
        to: String(format: "IMG_%04d.png", index), in: fixture.folder, width: 160 + index % 3 * 40,
        height: 100 + index % 2 * 60)
    }
    return fixture.folder.path
  }

  static func gridScreen(_ controller: SceneController) throws -> GridScreen {
    try #require(controller.screen as? GridScreen)
  }

  @Test func keysMoveTheSelectionAndScrollToIt() throws {
    let fixture = try SceneFixture()
    let path = try Self.folder(fixture, count: 60)
    let controller = try fixture.controller(.grid, size: CarouselSize(width: 800, height: 600)) {
      $0.imageDirectory = path
    }
    // 5 columns, 12 rows; the grid's area is 600 − 28 = 572 points: 3 whole rows.
    #expect(controller.engine.count == 12)
    #expect(controller.gridSelection == 0)
    var time = 0.0
    func press(_ key: CarouselKey) {
      time += 1
      controller.handle(CarouselInputEvent(time: time, .key(key)))
      controller.advance(to: time + 0.9)
    }
    press(.right)
    #expect(controller.gridSelection == 1)
    press(.down)
    #expect(controller.gridSelection == 6)
    press(.left)
    press(.left)
    #expect(controller.gridSelection == 4)
    press(.left)  // wraps to the end of the row above
    #expect(controller.gridSelection == 3)
    press(.up)  // at the top: stays
    #expect(controller.gridSelection == 3)
    #expect(controller.engine.currentIndex == 0)
    press(.pageDown)  // 3 rows
    #expect(controller.gridSelection == 3 + 15)
    // Row 3 was below the view: it is now the bottom row (row 1 at the top).
    #expect(controller.engine.currentIndex == 1)
    #expect(controller.engine.phase == .idle)
    press(.end)
    #expect(controller.gridSelection == 59)
    #expect(controller.engine.currentIndex == 11 - 3 + 1)
    press(.home)
    #expect(controller.gridSelection == 0)
    #expect(controller.engine.currentIndex == 0)
    press(.space)  // nothing in the grid
    #expect(controller.gridSelection == 0)
    #expect(controller.windowTitle == "Grid — IMG_0000 — 1/60")
    #expect(controller.takeOpenedItem() == nil)
    controller.openGridSelection()
    #expect(controller.takeOpenedItem() == 0)
    #expect(controller.takeOpenedItem() == nil)
  }

  /// A wider window holds more columns: the engine gets the new row count, and the
  /// selected photo stays in view.
  @Test func resizingChangesTheColumnsAndKeepsTheSelection() throws {
    let fixture = try SceneFixture()
    let path = try Self.folder(fixture, count: 60)
    let controller = try fixture.controller(.grid, size: CarouselSize(width: 800, height: 600)) {
      $0.imageDirectory = path
      $0.startIndex = 42
    }
    #expect(controller.engine.count == 12)  // ⌈60 / 5⌉
    controller.resize(viewport: CarouselSize(width: 1200, height: 600), scale: 1, at: 1)
    let grid = try Self.gridScreen(controller)
    #expect(grid.layout.columns == 8)  // ⌊(1200 − 20) / 144⌋
    #expect(controller.engine.count == 8)  // ⌈60 / 8⌉
    #expect(controller.gridSelection == 42)
    #expect(controller.engine.currentIndex == 5)  // row ⌊42 / 8⌋ at the top
  }

  @Test func aClickOpensThePhotoUnderIt() throws {
    let fixture = try SceneFixture()
    let path = try Self.folder(fixture, count: 12)
    let controller = try fixture.controller(.grid, size: CarouselSize(width: 800, height: 600)) {
      $0.imageDirectory = path
    }
    // Row 1, column 3: x from 42 + 3 × 144, y from 12 + 144.
    SceneFixture.tap(controller, at: CarouselPoint(x: 42 + 3 * 144 + 50, y: 12 + 144 + 50), time: 0)
    #expect(controller.takeOpenedItem() == 8)
    #expect(controller.gridSelection == 8)
    // Between cells: nothing.
    SceneFixture.tap(controller, at: CarouselPoint(x: 42 + 140 + 2, y: 60), time: 1)
    #expect(controller.takeOpenedItem() == nil)
  }

  @Test func startSelectsAndComesIntoView() throws {
    let fixture = try SceneFixture()
    let path = try Self.folder(fixture, count: 60)
    let controller = try fixture.controller(.grid, size: CarouselSize(width: 800, height: 600)) {
      $0.imageDirectory = path
      $0.startIndex = 37
    }
    #expect(controller.gridSelection == 37)
    #expect(controller.engine.currentIndex == 7)  // row 7 at the top
    #expect(throws: SceneError.self) {
      try fixture.controller(.grid, size: CarouselSize(width: 800, height: 600)) {
        $0.imageDirectory = path
        $0.startIndex = 60
      }
    }
  }

  /// Only the visible rows' thumbnails and two rows either side are decoded, whatever the
  /// number of photos: a 1,000-photo folder scrolled to its middle decodes a screenful.
  @Test func onlyVisibleAndPrefetchedRowsAreDecoded() throws {
    let fixture = try SceneFixture()
    // One photo linked under 1,000 names (a decode each: the cache is per file).
    let original = try SolidImages.write(
      RenderColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1), to: "a.png", in: fixture.folder)
    for index in 1..<1000 {
      #expect(link(original, fixture.folder.file(String(format: "b%04d.png", index))) == 0)
    }
    let controller = try fixture.controller(.grid, size: CarouselSize(width: 800, height: 600)) {
      $0.imageDirectory = fixture.folder.path
      $0.startIndex = 500
    }
    controller.waitForPendingImages(timeout: 30)
    let images = try #require(try Self.gridScreen(controller).images)
    let decoded = images.loader.statistics.started
    // Rows 100 to 104 show (the fifth in part): 25 cells; the prefetch radius reaches 2
    // rows (10 cells) beyond them each side, from the middle cell rounded: 25 + 2 × 11 at
    // most, of 1,000.
    #expect(decoded >= 25 && decoded <= 25 + 2 * 11, "decoded \(decoded)")
    #expect(!controller.isShowingLoadingTile)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func bundledArtworkGrid() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.grid, size: CarouselSize(width: 640, height: 400))
    controller.handle(CarouselInputEvent(time: 0, .key(.right)))
    controller.handle(CarouselInputEvent(time: 0.1, .key(.right)))
    try SceneFixture.assertSnapshot(controller, at: 1, named: "grid_artwork")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func brokenPhotoShowsItsErrorTile() throws {
    let fixture = try SceneFixture()
    let path = try Self.folder(fixture, count: 5)
    try SolidImages.writeCorrupt(to: "IMG_0002x.png", in: fixture.folder)
    let controller = try fixture.controller(.grid, size: CarouselSize(width: 500, height: 360)) {
      $0.imageDirectory = path
    }
    try SceneFixture.assertSnapshot(controller, at: 1, named: "grid_broken_photo")
  }
}
