extension CarouselEngine {
  /// Replaces every item label at `time` (after advancing to it): what assistive technology
  /// reads for each item (index → label; items without one read "Item 3 of 8").
  ///
  /// Returns false, changing nothing, when `time` is not finite. A time earlier than
  /// ``time`` counts as ``time``.
  ///
  /// - Complexity: O(1) (the dictionary is shared, not copied).
  @discardableResult
  public mutating func setItemLabels(_ labels: [Int: String], at time: Double) -> Bool {
    guard time.isFinite else { return false }
    advance(to: time)
    itemLabels = labels
    return true
  }

  /// Sets the label of item `index` at `time` (after advancing to it); nil removes it.
  ///
  /// Returns false, changing nothing, when `time` is not finite or `index` is negative.
  @discardableResult
  public mutating func setLabel(_ label: String?, ofItemAt index: Int, at time: Double) -> Bool {
    guard time.isFinite, index >= 0 else { return false }
    advance(to: time)
    itemLabels[index] = label
    return true
  }

  /// Sets the size of item `index`'s content at `time` (after advancing to it): a photo's
  /// pixels, fitted inside its item, so that zoomed pans stop at the picture's edges
  /// (``itemContentSizes``); nil makes the whole item the content.
  ///
  /// Returns false, changing nothing, when `time` is not finite, `index` is negative, or
  /// `size` has a side that is not finite and positive.
  @discardableResult
  public mutating func setContentSize(_ size: CarouselSize?, ofItemAt index: Int, at time: Double)
    -> Bool
  {
    guard time.isFinite, index >= 0 else { return false }
    if let size {
      guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        return false
      }
    }
    advance(to: time)
    itemContentSizes[index] = size
    return true
  }
}
