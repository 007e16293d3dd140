import Foundation

/// The thread that saves a ``LikeKeeper``'s changes: the only user of its ``LikeStore``.
enum LikeWriter {
  /// Starts the writer thread; it ends once the keeper is gone and every change is saved.
  static func start(ledger: LikeLedger, store: LikeStore) {
    let thread = Thread {
      while let batch = ledger.nextBatch() {
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
