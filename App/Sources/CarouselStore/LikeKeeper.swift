import Foundation

/// The likes as a window shows them: read and changed in memory at once, saved on a writer
/// thread of their own, so a like that cannot be saved never holds up a frame.
///
/// A heart shows the stored likes with the changes not yet saved laid over them. The writer
/// saves the changes in the order they were made (the latest change of each trip, all in
/// one transaction, synced to disk before it counts as stored), then reads the stored likes
/// back. A save that fails is reported (``takeFailures()``) and its changes are dropped, so
/// the hearts show what is stored again: the truth.
///
/// A database that cannot be used does not stop anything: ``open(path:configuration:)``
/// gives likes that are read-only (the stored likes show, a change is refused) or off
/// (nothing shows as liked), with the reason in ``access``. A damaged file is never written.
/// A lock held by another program is not a reason: the likes open for saving, and saves
/// go through once the lock is gone.
///
/// Thread safety: every method MAY be called from any thread and returns without waiting
/// for the disk (except ``waitUntilSaved(timeout:)``): the writer holds the lock only to
/// take changes and to hand back what is stored, never while SQLite works.
public final class LikeKeeper: @unchecked Sendable {
  /// What can be done with the likes database.
  public enum Access: Equatable, Sendable {
    /// Changes are saved as they are made.
    case saving
    /// The stored likes show; a change is refused for the reason given.
    case readOnly(StoreError)
    /// Nothing could be read: no trip shows as liked, and a change is refused.
    case off(StoreError)
    /// A picture of the stored likes (headless rendering): changes stay in memory.
    case inMemory
  }

  /// What a toggle did.
  public enum Toggle: Equatable, Sendable {
    /// The heart now shows `liked`; in ``Access/saving`` the writer saves it next.
    case changed(liked: Bool)
    /// Likes cannot change (read-only or off): the heart stays as it is.
    case refused(StoreError)
  }

  /// Changes the writer could not save; their hearts show the stored likes again.
  public struct SaveFailure: Equatable, Sendable {
    /// Why the save failed.
    public let error: StoreError
    /// The trips whose changes were dropped, sorted.
    public let tripIDs: [String]
  }

  /// The database file.
  public let path: String
  /// What can be done with the database, fixed when it was opened.
  public let access: Access

  private let ledger: LikeLedger

  private init(path: String, access: Access, stored: Set<String>) {
    self.path = path
    self.access = access
    ledger = LikeLedger(stored: stored)
  }

  deinit {
    // The writer saves what is left, then ends on its own.
    ledger.close()
  }

  /// How long opening waits for another program's lock, in milliseconds, when the window
  /// opens: long enough for another program's write (milliseconds), short enough not to
  /// be seen. A lock held longer is waited out on the writer's thread.
  public static let openingLockWait: Int32 = 100

  /// Opens the likes database at `path` (creating it and its folders if missing) for
  /// saving; if that cannot be done, for reading only, and if the file cannot be read
  /// either (not a database, damaged, another program's, too large, a newer schema), with
  /// likes off. Never fails, and never writes to a file it could not open for saving.
  ///
  /// A database locked by another program still opens for saving, after at most
  /// ``openingLockWait``: the stored likes are read without the lock, and the writer opens
  /// the database once the lock is gone (a change made before then fails as "locked", as a
  /// save would).
  public static func open(
    path: String, configuration: LikeStore.Configuration = .default
  ) -> LikeKeeper {
    let opener: @Sendable () throws(StoreError) -> LikeStore = { () throws(StoreError) in
      try LikeStore(path: path, configuration: configuration)
    }
    do {
      let store = try LikeStore(
        path: path, configuration: configuration,
        openingLockWait: min(openingLockWait, configuration.busyTimeoutMilliseconds))
      let keeper = LikeKeeper(path: path, access: .saving, stored: store.likedIDs())
      LikeWriter.start(ledger: keeper.ledger, store: store, open: opener)
      return keeper
    } catch {
      switch error {
      case .locked:
        return openLocked(path: path, opener: opener)
      case .notADatabase, .damaged, .unrecognizedSchema, .tooLarge, .tooManyLikes,
        .unsupportedSchemaVersion:
        return LikeKeeper(path: path, access: .off(error), stored: [])
      default:
        guard let reader = try? LikeStore(readingFrom: path) else {
          return LikeKeeper(path: path, access: .off(error), stored: [])
        }
        return LikeKeeper(path: path, access: .readOnly(error), stored: reader.likedIDs())
      }
    }
  }

  /// Likes for saving whose database another program holds locked: the stored likes as the
  /// file shows them without the lock, and a writer that opens the database as soon as it
  /// can. A file that shows itself unusable without the lock has likes off; one that
  /// cannot be read consistently while another program writes it shows no likes until
  /// the writer has opened it.
  private static func openLocked(
    path: String, opener: @escaping @Sendable () throws(StoreError) -> LikeStore
  ) -> LikeKeeper {
    var stored: Set<String> = []
    do {
      stored = try LikeStore(readingFrom: path).likedIDs()
    } catch {
      switch error {
      case .notADatabase, .unrecognizedSchema, .tooLarge, .tooManyLikes,
        .unsupportedSchemaVersion:
        return LikeKeeper(path: path, access: .off(error), stored: [])
      default:
        break
      }
    }
    let keeper = LikeKeeper(path: path, access: .saving, stored: stored)
    LikeWriter.start(ledger: keeper.ledger, store: nil, open: opener)
    // The writer's first try, without waiting for a change.
    keeper.ledger.withLock { $0.requestRefresh() }
    return keeper
  }

  /// The likes stored at `path`, for a picture that changes nothing on disk (see
  /// ``LikeStore/init(readingFrom:)``): changes stay in memory.
  ///
  /// - Throws: ``StoreError`` if the file exists but cannot be read as a likes database.
  public init(readingFrom path: String) throws(StoreError) {
    let reader = try LikeStore(readingFrom: path)
    self.path = path
    access = .inMemory
    ledger = LikeLedger(stored: reader.likedIDs())
  }

  /// Whether the heart of trip `id` shows liked: its unsaved change, else what is stored.
  public func isLiked(_ id: String) -> Bool {
    ledger.withLock { $0.shows(id) }
  }

  /// The trips whose hearts show liked.
  ///
  /// Also asks the writer to look whether another program changed the database; if it
  /// did, ``changeCount`` moves and the change handler is called.
  ///
  /// - Complexity: O(1) when nothing changed since the last call, else O(likes).
  public func likedIDs() -> Set<String> {
    ledger.withLock { state in
      if access == .saving { state.requestRefresh() }
      return state.shown()
    }
  }

  /// Whether trip `id`'s like is stored (saved, or read from the file).
  public func isStored(_ id: String) -> Bool {
    ledger.withLock { $0.stored.contains(id) }
  }

  /// Changes not saved yet (made, or being written).
  public var unsavedCount: Int {
    ledger.withLock { $0.pending.count + $0.saving.count }
  }

  /// A number that moves whenever what a heart shows may have changed (a toggle, a save, a
  /// failed save, another program's change).
  public var changeCount: Int {
    ledger.withLock { $0.changeCount }
  }

  /// A number that moves whenever a save finished or failed, or the stored likes changed
  /// (``isStored(_:)`` may answer differently).
  public var saveCount: Int {
    ledger.withLock { $0.saveCount }
  }

  /// Whether failures wait in ``takeFailures()``.
  public var hasFailures: Bool {
    ledger.withLock { !$0.failures.isEmpty }
  }

  /// Flips the heart of trip `id` at once; in ``Access/saving`` the writer saves it next.
  public func toggle(_ id: String) -> Toggle {
    switch access {
    case .readOnly(let error), .off(let error):
      return .refused(error)
    case .inMemory:
      return ledger.withLock { state in
        let liked = !state.stored.contains(id)
        if liked { state.stored.insert(id) } else { state.stored.remove(id) }
        state.shownCache = nil
        state.changeCount += 1
        return .changed(liked: liked)
      }
    case .saving:
      return ledger.withLock { state in
        let liked = !state.shows(id)
        state.pending[id] = liked
        state.shownCache = nil
        state.changeCount += 1
        return .changed(liked: liked)
      }
    }
  }

  /// The saves that failed since the last call, oldest first.
  public func takeFailures() -> [SaveFailure] {
    ledger.withLock { state in
      defer { state.failures = [] }
      return state.failures
    }
  }

  /// Sets what the writer calls after a save, a failed save or another program's change:
  /// for the host to wake its frame loop. It MUST return quickly; it is called on the
  /// writer's thread.
  public func setChangeHandler(_ handler: @escaping @Sendable () -> Void) {
    ledger.withLock { $0.onChange = handler }
  }

  /// Blocks until every change made so far is saved or has failed, or `timeout` seconds
  /// passed; returns whether nothing is left unsaved. For quitting and for tests: a frame
  /// loop MUST NOT call this.
  @discardableResult
  public func waitUntilSaved(timeout: Double) -> Bool {
    ledger.waitUntilSaved(timeout: timeout)
  }
}
