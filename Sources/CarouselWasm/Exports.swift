// The C-style API of carousel-core.wasm: every export is a plain function of numbers, with
// a carousel named by a small integer handle. Functions that take input return 0 when it
// was accepted and -1 when it was rejected (an unknown handle, a value out of range, a
// time that is not a finite number); nothing a host passes can trap the module.
//
// Memory shared with the host: ``carousel_alloc(_:)`` / ``carousel_free(_:)`` for text
// going in (labels, UTF-8), ``carousel_text()`` for text coming out, and the frame record
// behind ``carousel_frame(_:)``. A host re-reads `memory.buffer` after every call, since the
// memory may grow.

/// The carousels, by handle; a destroyed carousel leaves a hole that `create` reuses.
nonisolated(unsafe) var carousels: [HostedCarousel?] = []

/// Most carousels alive at once: a page has a few; the bound keeps a looping host from
/// exhausting memory.
let maximumCarousels = 256

/// Text coming out (labels, announcements), UTF-8, not terminated; valid until the next
/// call that writes text.
nonisolated(unsafe) var textBuffer: [UInt8] = []

/// Runs `body` on the carousel with `handle`; -1 when there is none.
func withCarousel(_ handle: Int32, _ body: (HostedCarousel) -> Bool) -> Int32 {
  guard let carousel = carousel(handle) else { return -1 }
  return body(carousel) ? 0 : -1
}

/// The carousel with `handle`, if there is one.
func carousel(_ handle: Int32) -> HostedCarousel? {
  let index = Int(handle)
  guard index >= 0 && index < carousels.count else { return nil }
  return carousels[index]
}

/// Puts `text` in the text buffer and returns its length in bytes.
func publish(_ text: String) -> Int32 {
  textBuffer.removeAll(keepingCapacity: true)
  // From its contiguous storage, which every Embedded Swift string has: appending the view
  // brings in paths for foreign strings, 4 KB of the module (see UTF8Text).
  _ = text.utf8.withContiguousStorageIfAvailable { for byte in $0 { textBuffer.append(byte) } }
  return Int32(truncatingIfNeeded: textBuffer.count)
}

/// The address of `pointer` as the host sees it (wasm32 addresses are 32-bit).
func address(_ pointer: UnsafeRawPointer?) -> Int32 {
  Int32(truncatingIfNeeded: Int(bitPattern: pointer))
}

// MARK: Lifetime

/// A new carousel with the default configuration, at rest at time 0; its handle, or -1 when
/// ``maximumCarousels`` are alive.
@_expose(wasm, "carousel_create")
public func carousel_create() -> Int32 {
  let carousel = HostedCarousel()
  if let hole = carousels.firstIndex(where: { $0 == nil }) {
    carousels[hole] = carousel
    return Int32(hole)
  }
  guard carousels.count < maximumCarousels else { return -1 }
  carousels.append(carousel)
  return Int32(carousels.count - 1)
}

/// Frees the carousel; its handle may be reused by the next `create`.
@_expose(wasm, "carousel_destroy")
public func carousel_destroy(_ handle: Int32) -> Int32 {
  guard carousel(handle) != nil else { return -1 }
  _ = carousel_unlink(handle)
  #if CAROUSEL_WASM_LAYOUTS
    _ = carousel_unnest(handle)
  #endif
  carousels[Int(handle)] = nil
  return 0
}

/// Starts the carousel afresh at `time` with the configuration set so far (the setters
/// change only the configuration; nothing moves until this is called). -1, and the
/// carousel unchanged, when the configuration breaks one of the engine's rules (a peek
/// leaving no room for an item, a start index past the last item, …).
@_expose(wasm, "carousel_configure")
public func carousel_configure(_ handle: Int32, _ time: Double) -> Int32 {
  guard time.isFinite else { return -1 }
  return withCarousel(handle) { $0.restart(at: time) }
}

// MARK: Memory for text going in

/// `size` bytes for the host to write into (labels); 0 when `size` is not positive.
@_expose(wasm, "carousel_alloc")
public func carousel_alloc(_ size: Int32) -> Int32 {
  guard size > 0 else { return 0 }
  return address(UnsafeMutableRawPointer.allocate(byteCount: Int(size), alignment: 8))
}

/// Frees memory from ``carousel_alloc(_:)``.
@_expose(wasm, "carousel_free")
public func carousel_free(_ pointer: Int32) {
  UnsafeMutableRawPointer(bitPattern: Int(pointer))?.deallocate()
}

/// Where the last text written by the module starts (see each function for its length).
@_expose(wasm, "carousel_text")
public func carousel_text() -> Int32 {
  textBuffer.withUnsafeBufferPointer { address($0.baseAddress) }
}
