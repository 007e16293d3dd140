import CarouselStore
import Testing

@Suite struct DefaultPathTests {
  @Test func usesXDGDataHomeWhenSet() {
    let path = LikeStore.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"])
    #expect(path == "/data/carousel/likes.sqlite3")
  }

  @Test func trailingSlashIsNotDoubled() {
    let path = LikeStore.defaultPath(environment: ["XDG_DATA_HOME": "/data/"])
    #expect(path == "/data/carousel/likes.sqlite3")
  }

  @Test func fallsBackToHomeLocalShare() {
    #expect(
      LikeStore.defaultPath(environment: ["HOME": "/home/ana"])
        == "/home/ana/.local/share/carousel/likes.sqlite3")
    #expect(
      LikeStore.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ana"])
        == "/home/ana/.local/share/carousel/likes.sqlite3")
  }

  @Test func relativeXDGDataHomeIsIgnored() {
    let path = LikeStore.defaultPath(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/ana"])
    #expect(path == "/home/ana/.local/share/carousel/likes.sqlite3")
  }

  @Test func noHomeAndNoDataHomeIsNowhere() {
    #expect(LikeStore.defaultPath(environment: [:]) == nil)
    #expect(LikeStore.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": ""]) == nil)
    // Relative values would put the database under whatever folder the program runs in.
    #expect(LikeStore.defaultPath(environment: ["XDG_DATA_HOME": "data", "HOME": "."]) == nil)
  }
}
