import CarouselArtwork
import CarouselRender

/// `carousel artwork --out DIR`: the bundled artwork, drawn from code, as PNG files.
enum ArtworkCommand {
  static func run(_ arguments: Arguments) -> Int32 {
    let directory = arguments.string("--out") ?? "."
    do {
      _ = try Artwork.exportAll(to: directory)
    } catch {
      Output.error("cannot write artwork to \(directory): \(error)")
      return 1
    }
    return 0
  }
}
