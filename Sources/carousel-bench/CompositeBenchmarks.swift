/// TEMPORARY until the scenes land.
enum CompositeBenchmarks {
  static func figures() throws -> [Figure] { [] }
}
