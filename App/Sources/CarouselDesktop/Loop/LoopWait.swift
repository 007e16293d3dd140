/// How the frame loop waits for its next turn.
enum LoopWait: Hashable, Sendable {
  /// Do not wait: advance (and draw) now, then take whatever events are queued.
  case none
  /// Block in `SDL_WaitEventTimeout` for at most this many milliseconds.
  case timeout(milliseconds: Int32)
  /// Nothing will change on its own: block in `SDL_WaitEvent` until input arrives.
  case indefinitely
}
