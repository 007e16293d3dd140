import Foundation

/// The thread that saves a ``LikeKeeper``'s changes: the only user of its ``LikeStore``.
enum LikeWriter {
  /// Seconds between tries to open a database that was locked when the keeper opened, when
  /// no change waits to be saved (a change tries at once): each try may wait out the lock.
  static let reopenInterval = 1.0

  /// Starts the writer thread; it ends once the keeper is gone and every change is saved.
  ///
  /// With no `store` (the database was locked as the keeper opened), the writer opens it
  /// with `open` first, then again for each batch until that works: a batch it cannot
  /// open the database for fails with the reason, as a save would. Once open, it hands
  /// the stored likes back.
  static func start(
    ledger: LikeLedger, store: LikeStore?,
    open: @escaping @Sendable () throws(StoreError) -> LikeStore
  ) {
    let thread = Thread {
      var store = store
      var lastTry: Date?
      while let batch = ledger.nextBatch() {
        if store == nil {
          // A refresh only (a frame drawn) tries now and then; a change tries at once.
          if batch.isEmpty, let lastTry, -lastTry.timeIntervalSinceNow < reopenInterval {
            ledger.finish(batch: batch, stored: nil, failure: nil)
            continue
          }
          lastTry = Date()
          do throws(StoreError) {
            store = try open()
          } catch {
            ledger.finish(batch: batch, stored: nil, failure: batch.isEmpty ? nil : error)
            continue
          }
        }
        guard let store else { continue }
        var failure: StoreError?
        do throws(StoreError) {
          // Changes back to what is stored need no write.
          let stored = store.likedIDs()
          try store.setLikes(batch.filter { stored.contains($0.key) != $0.value })
        } catch {
          failure = error
        }
        // Read back: what the hearts show once the batch is done is what the file holds.
        ledger.finish(batch: batch, stored: store.likedIDs(), failure: failure)
      }
    }
    thread.name = "carousel-likes"
    thread.start()
  }
}
