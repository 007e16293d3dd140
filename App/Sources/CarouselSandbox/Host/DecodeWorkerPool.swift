import CDecodeSandbox
import CarouselFiles
import CarouselImages
import Glibc

#if canImport(Glibc)
  import Glibc
#endif

/// Long-lived decode workers (`carousel-decoder` processes) and the hand-off of one decode
/// to one of them: the app's side of the decode sandbox.
///
/// A decode opens the image file here (the worker cannot), checks it is a regular file of
/// bounded size, passes the descriptor to an idle worker over its socket, and maps the
/// sealed memfd of pixels that comes back as the image's memory: the file's bytes are read
/// once, by the worker, and the pixels are never copied through a pipe.
///
/// Workers start on first use, at most ``Configuration/workerCount``, and are reused. A
/// worker that crashes, breaks the protocol or misses the deadline is killed and reaped;
/// its image gets ``ImageError/sandboxFailure(path:reason:)`` (the error tile) and one line
/// goes to ``Configuration/report``; the next decode starts a new worker. A worker is
/// retired once it has used half its lifetime CPU cap.
///
/// Thread safety: ``decode(path:pass:maxSize:configuration:)`` MAY be called from any number
/// of threads; it blocks the caller (a decoding thread, never the frame thread) while its
/// worker decodes, and while every worker is busy.
public final class DecodeWorkerPool: @unchecked Sendable {
  /// The worker program's file name.
  public static let executableName = "carousel-decoder"

  /// The pool of the app: the worker beside the running program (see
  /// ``Configuration/standard(environment:)``), started on first use.
  public static let shared = DecodeWorkerPool(
    configuration: .standard(environment: Configuration.processEnvironment))

  /// Caps, deadline, program.
  public let configuration: Configuration
  private let condition = ThreadCondition()
  private var idle: [DecodeWorkerProcess] = []
  private var workerTotal = 0
  /// Set by ``endForGood(waitingUpTo:)``: no worker starts, and one that comes back ends.
  private var isClosed = false
  /// Whether a file so far needed the codecs loaded on first use (AVIF, HEIF, JPEG XL):
  /// workers started from then on load them.
  private var codecsWanted = false
  private var statisticsValue = Statistics()
  /// Files whose failure was reported lately, oldest first: a photo's preview and display
  /// decodes that both crash make one line, not two.
  private var reportedPaths: [String] = []
  /// How many reported files are remembered (a linear scan of a few hundred strings is
  /// nothing beside a worker's start).
  static let rememberedReports = 256

  /// What the pool did so far.
  public struct Statistics: Sendable, Equatable {
    /// Workers started.
    public var started = 0
    /// Workers that ended badly (crashed, killed, stuck, broke the protocol).
    public var failed = 0
    /// Workers retired after their CPU share.
    public var retired = 0
    /// Requests answered.
    public var requests = 0
  }

  /// Creates a pool; no worker starts until the first decode.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  deinit {
    for worker in idle { worker.terminate() }
  }

  /// What the pool did so far.
  public var statistics: Statistics { condition.withLock { statisticsValue } }

  /// Workers running now (idle or busy).
  public var workerCount: Int { condition.withLock { workerTotal } }

  /// Process ids of the idle workers (for tests that check the workers' state).
  public var idleProcessIDs: [pid_t] { condition.withLock { idle.map(\.processID) } }

  /// For good, as the app quits: ends every idle worker and waits up to `seconds` for the
  /// busy ones to finish their decode and end, so that the app reaps them all (a worker
  /// left to end with the app is reaped by init, which some containers' first process
  /// never does). Decodes asked for afterwards fail without a word on standard error.
  public func endForGood(waitingUpTo seconds: Double) {
    let deadline = ThreadCondition.Deadline(secondsFromNow: seconds)
    condition.withLock { isClosed = true }
    shutDown()
    condition.lock()
    while workerTotal > 0 && condition.wait(until: deadline) {}
    condition.unlock()
  }

  /// Ends every idle worker (busy ones end when their decode returns): the next decode
  /// starts a new one.
  public func shutDown() {
    let workers = condition.withLock {
      defer {
        workerTotal -= idle.count
        idle.removeAll()
        condition.broadcast()
      }
      return idle
    }
    for worker in workers { worker.terminate() }
  }

  /// Starts workers now, up to ``Configuration/workerCount``, on background threads, so the
  /// first decodes do not pay the start-up (a host calls it when it knows photos are
  /// coming). With `codecs` they load the codecs loaded on first use (the photos include
  /// AVIF, HEIF or JPEG XL files); without, they start about 25 ms sooner.
  /// Idle workers without those codecs are replaced.
  public func prestart(codecs: Bool = false) {
    let (count, replaced) = condition.withLock { () -> (Int, [DecodeWorkerProcess]) in
      guard !isClosed else { return (0, []) }
      var replaced: [DecodeWorkerProcess] = []
      if codecs {
        codecsWanted = true
        replaced = idle.filter { !$0.loadsCodecs }
        idle.removeAll { !$0.loadsCodecs }
        workerTotal -= replaced.count
      }
      let count = max(0, configuration.workerCount - workerTotal)
      workerTotal += count
      return (count, replaced)
    }
    for worker in replaced { worker.terminate() }
    for _ in 0..<count { startIdleWorker() }
  }

  /// Decodes the image file at `path` in a worker, as ``ImageDecoder`` with `configuration`
  /// would in-process (`pass` .display: ``ImageDecoder/decode(path:size:fit:)``; .preview:
  /// ``ImageDecoder/decodePreview(path:maxSize:)``, which ignores `fit`).
  ///
  /// - Throws: the decoder's ``ImageError`` naming `path`, or
  ///   ``ImageError/sandboxFailure(path:reason:)`` when the worker failed.
  public func decode(
    path: String, pass: ImageDecodePass, maxSize: PixelSize, fit: DecodeFit = .within,
    configuration decoderConfiguration: ImageDecoder.Configuration
  ) throws(ImageError) -> DecodedImage {
    let file = try Self.open(path, byteLimit: decoderConfiguration.maxFileByteCount)
    defer { close(file) }
    let request = DecodeRequest(
      task: .decode(pass: pass, maxSize: maxSize, fit: fit), configuration: decoderConfiguration)
    let (reply, pixels) = try exchange(
      request, descriptor: file, path: path, codecs: Self.needsCodecs(file),
      displayProfile: decoderConfiguration.managesColour
        ? decoderConfiguration.displayProfile.resolvedBytes : nil)
    defer { if pixels >= 0 { close(pixels) } }
    switch reply.outcome {
    case .image(let width, let height, let stride, let damage):
      guard pixels >= 0,
        let image = PixelMemory.image(
          from: pixels, width: width, height: height, stride: stride, damage: damage)
      else {
        throw .sandboxFailure(
          path: path, reason: "the decoder process sent pixels that are not sealed or too short")
      }
      return image
    case .failure(let error):
      throw error.replacingPath(with: path)
    case .test, .displayProfile, .animation, .animationRefused:
      throw .sandboxFailure(path: path, reason: "the decoder process answered another request")
    }
  }

  /// Decodes every frame of the animated image file at `path` in a worker, as
  /// ``ImageDecoder/decodeAnimation(path:maxSize:)`` with `configuration` would in-process;
  /// the frames come back in one sealed memfd, mapped without a copy.
  ///
  /// - Throws: the decoder's ``AnimationRefusal`` naming `path`, or
  ///   ``AnimationRefusal/failed(_:)`` with ``ImageError/sandboxFailure(path:reason:)``.
  public func decodeAnimation(
    path: String, maxSize: PixelSize, configuration decoderConfiguration: ImageDecoder.Configuration
  ) throws(AnimationRefusal) -> DecodedAnimation {
    let reply: DecodeReply
    let pixels: Int32
    do throws(ImageError) {
      let file = try Self.open(path, byteLimit: decoderConfiguration.maxFileByteCount)
      defer { close(file) }
      (reply, pixels) = try exchange(
        DecodeRequest(task: .animation(maxSize: maxSize), configuration: decoderConfiguration),
        descriptor: file, path: path, codecs: Self.needsCodecs(file),
        displayProfile: decoderConfiguration.managesColour
          ? decoderConfiguration.displayProfile.resolvedBytes : nil)
    } catch {
      throw .failed(error)
    }
    defer { if pixels >= 0 { close(pixels) } }
    switch reply.outcome {
    case .animation(let width, let frameHeight, let stride, let delays, let plays, let damage):
      let height = frameHeight.multipliedReportingOverflow(by: delays.count)
      guard pixels >= 0, frameHeight > 0, !height.overflow,
        let frames = PixelMemory.image(
          from: pixels, width: width, height: height.partialValue, stride: stride, damage: damage)
      else {
        throw .failed(
          .sandboxFailure(
            path: path, reason: "the decoder process sent frames that are not sealed or too short"))
      }
      return DecodedAnimation(
        frames: frames, frameHeight: frameHeight,
        timing: AnimationTiming(delays: delays, plays: plays))
    case .animationRefused(let refusal):
      throw refusal.replacingPath(with: path)
    default:
      throw .failed(
        .sandboxFailure(path: path, reason: "the decoder process answered another request"))
    }
  }

  /// Runs a ``TestHook`` in a worker and returns what it found, or the failure that ended
  /// the worker (for the tests of the confinement; needs ``Configuration/allowsTestHooks``).
  public func run(_ hook: TestHook) -> Result<[Int], ImageError> {
    precondition(configuration.allowsTestHooks, "test hooks need a pool that allows them")
    let request = DecodeRequest(task: .test(hook), configuration: .default)
    do throws(ImageError) {
      let (reply, descriptor) = try exchange(
        request, descriptor: -1, path: "test hook", codecs: false)
      if descriptor >= 0 { close(descriptor) }
      guard case .test(let values) = reply.outcome else {
        return .failure(.sandboxFailure(path: "test hook", reason: "not a test result"))
      }
      return .success(values)
    } catch {
      return .failure(error)
    }
  }

  /// Sends `request` to a worker (one that loaded the codecs loaded on first use, with
  /// `codecs`) and returns its reply; a failed worker is replaced. A
  /// worker whose display profile is not `displayProfile` (`nil`: sRGB) is sent that
  /// profile first, through a sealed memfd (`nil` for a test hook: whatever it has).
  private func exchange(
    _ request: DecodeRequest, descriptor: Int32, path: String, codecs: Bool,
    displayProfile: [UInt8]?? = .none
  ) throws(ImageError) -> (DecodeReply, Int32) {
    let worker: DecodeWorkerProcess
    do throws(ImageError) {
      worker = try checkOut(codecs: codecs)
    } catch {
      let failure = error.replacingPath(with: path)
      report(failure.description, about: path)
      throw failure
    }
    do throws(DecodeWorkerProcess.Failure) {
      if case .some(let wanted) = displayProfile, worker.displayProfile != wanted {
        try send(displayProfile: wanted, to: worker)
      }
      let result = try worker.exchange(
        request, descriptor: descriptor, deadline: configuration.deadlineSeconds)
      let retire = worker.cpuMilliseconds >= configuration.limits.cpuSecondsPerWorker * 500
      condition.withLock {
        statisticsValue.requests += 1
        if retire { statisticsValue.retired += 1 }
      }
      checkIn(worker, healthy: !retire)
      return (result.reply, result.descriptor)
    } catch {
      checkIn(worker, healthy: false)
      condition.withLock { statisticsValue.failed += 1 }
      let failure = ImageError.sandboxFailure(path: path, reason: error.reason)
      report(failure.description + "; a new decoder process takes its place", about: path)
      throw failure
    }
  }

  /// Makes `worker` convert to `profile` (`nil`: sRGB) from now on. A profile the worker
  /// refuses (the app checked it already) is remembered as sent: it is not sent again.
  private func send(displayProfile profile: [UInt8]?, to worker: DecodeWorkerProcess)
    throws(DecodeWorkerProcess.Failure)
  {
    var memory: Int32 = -1
    if let profile {
      guard let sealed = PixelMemory.sealed(copying: profile) else {
        throw .protocolError("no memory for the display profile")
      }
      memory = sealed
    }
    defer { if memory >= 0 { close(memory) } }
    let request = DecodeRequest(
      task: .displayProfile(byteCount: profile?.count ?? 0), configuration: .default)
    let result = try worker.exchange(
      request, descriptor: memory, deadline: configuration.deadlineSeconds)
    if result.descriptor >= 0 { close(result.descriptor) }
    guard case .displayProfile = result.reply.outcome else {
      throw .protocolError("not an answer to the display profile")
    }
    worker.displayProfile = profile
  }

  /// Reports `line` unless a failure of `path` was reported lately.
  private func report(_ line: String, about path: String) {
    let isNew = condition.withLock { () -> Bool in
      // A quitting app says nothing of the decodes it cut short.
      guard !isClosed, !reportedPaths.contains(path) else { return false }
      reportedPaths.append(path)
      if reportedPaths.count > Self.rememberedReports { reportedPaths.removeFirst() }
      return true
    }
    if isNew { configuration.report(line) }
  }

  /// An idle worker (one that loaded the codecs loaded on first use, with `codecs`), a new
  /// one if fewer than ``Configuration/workerCount`` run, or the first to come back. An idle
  /// worker without the codecs makes room for one with them.
  private func checkOut(codecs: Bool) throws(ImageError) -> DecodeWorkerProcess {
    condition.lock()
    guard !isClosed else {
      condition.unlock()
      throw Self.closedFailure
    }
    if codecs { codecsWanted = true }
    var replaced: DecodeWorkerProcess?
    while true {
      if let index = idle.lastIndex(where: { !codecs || $0.loadsCodecs }) {
        let worker = idle.remove(at: index)
        condition.unlock()
        return worker
      }
      if workerTotal < configuration.workerCount { break }
      if codecs, let index = idle.firstIndex(where: { !$0.loadsCodecs }) {
        replaced = idle.remove(at: index)
        workerTotal -= 1
        break
      }
      condition.wait()
      if isClosed {
        condition.unlock()
        throw Self.closedFailure
      }
    }
    workerTotal += 1
    condition.unlock()
    replaced?.terminate()
    return try startWorker()
  }

  /// Starts a worker in a place already counted in `workerTotal` (given back on failure);
  /// it loads the codecs loaded on first use once any file wanted them. Waits for the start
  /// on the spawner thread.
  private func startWorker() throws(ImageError) -> DecodeWorkerProcess {
    try WorkerSpawner.shared.spawn { self.makeWorker() }.get()
  }

  /// ``startWorker()`` on the spawner thread, and the worker checked in, without waiting:
  /// the caller's thread never blocks (dispatch threads blocked in ``checkOut(codecs:)``
  /// would otherwise hold back a worker started on another dispatch thread, for the second
  /// dispatch takes to add a thread).
  private func startIdleWorker() {
    WorkerSpawner.shared.start {
      guard case .success(let worker) = self.makeWorker() else { return }
      self.checkIn(worker, healthy: true)
    }
  }

  /// The body of ``startWorker()``, on the spawner thread.
  private func makeWorker() -> Result<DecodeWorkerProcess, ImageError> {
    let loadsCodecs = condition.withLock { codecsWanted }
    // The Swift runtime's backtracer would start a program when the worker crashes,
    // which its filter forbids: the crash would read as SIGSYS instead of its own signal.
    var environment = ["SWIFT_BACKTRACE=enable=no"]
    if configuration.allowsTestHooks { environment.append("\(DecodeWorker.testHooksVariable)=1") }
    let arguments =
      configuration.limits.arguments + (loadsCodecs ? [DecodeWorker.codecsArgument] : [])
    do throws(ImageError) {
      let worker = try DecodeWorkerProcess(
        executable: configuration.executablePath, arguments: arguments,
        environment: environment)
      worker.loadsCodecs = loadsCodecs
      condition.withLock { statisticsValue.started += 1 }
      return .success(worker)
    } catch {
      condition.withLock {
        workerTotal -= 1
        condition.signal()
      }
      return .failure(error)
    }
  }

  /// What a decode asked for after ``endForGood(waitingUpTo:)`` fails with.
  static let closedFailure = ImageError.sandboxFailure(path: "", reason: "the app is quitting")

  /// Whether the image file open at `descriptor` starts like a format whose codec is loaded
  /// on first use (read without moving the file's offset).
  static func needsCodecs(_ descriptor: Int32) -> Bool {
    var bytes = [UInt8](repeating: 0, count: ImageFormat.signatureLength)
    let count = pread(descriptor, &bytes, bytes.count, 0)
    guard count > 0 else { return false }
    return ImageFormat(signature: Array(bytes[..<count]))?.codecLoadsOnFirstUse ?? false
  }

  /// Takes `worker` back; one that is not `healthy` (failed or retired) is ended.
  private func checkIn(_ worker: DecodeWorkerProcess, healthy: Bool) {
    let keeps = healthy && !condition.withLock { isClosed }
    if !keeps { worker.terminate() }
    condition.withLock {
      if keeps {
        idle.append(worker)
      } else {
        workerTotal -= 1
      }
      // Broadcast: ``endForGood(waitingUpTo:)`` may wait beside decodes waiting for a worker.
      condition.broadcast()
    }
  }

  /// Opens the image file at `path` for a worker to read, in ``ImageError``'s words (as the
  /// in-process decoder reads it: regular files only, at most `byteLimit` bytes).
  static func open(_ path: String, byteLimit: Int) throws(ImageError) -> Int32 {
    let opened: (descriptor: Int32, size: Int)
    do {
      opened = try RegularFile.open(path, byteLimit: byteLimit)
    } catch {
      if error.isMissing { throw .fileNotFound(path: path) }
      if case .tooLarge(let byteCount?, let byteLimit) = error {
        throw .fileTooLarge(path: path, byteCount: byteCount, byteLimit: byteLimit)
      }
      throw .unreadable(path: path, reason: error.description)
    }
    guard opened.size > 0 else {
      close(opened.descriptor)
      throw .emptyFile(path: path)
    }
    return opened.descriptor
  }
}
