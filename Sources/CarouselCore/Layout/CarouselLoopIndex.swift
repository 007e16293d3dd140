/// The arithmetic of looping: a virtual index names a lap and an item, `v = lap·count + item`.
@_spi(CarouselHost) public enum CarouselLoopIndex {
  /// The item `0..<count` a looping carousel shows at virtual index `virtualIndex` (the
  /// remainder of floored division, so `-1` is the last item).
  ///
  /// ```swift
  /// CarouselLoopIndex.item(at: 7, count: 5)    // 2
  /// CarouselLoopIndex.item(at: -1, count: 5)   // 4
  /// ```
  public static func item(at virtualIndex: Int, count: Int) -> Int {
    precondition(count > 0, "a looping index needs at least one item")
    let r = virtualIndex % count
    return r < 0 ? r + count : r
  }
}
