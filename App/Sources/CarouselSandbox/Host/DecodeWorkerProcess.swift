import CDecodeSandbox
import CarouselImages
import Dispatch
import Glibc

#if canImport(Glibc)
  import Glibc
#endif

/// One running decode worker, seen from the app: its process id and its end of the socket.
///
/// Used by one thread at a time (the pool hands it out); ``exchange(_:descriptor:deadline:)``
/// sends a request and waits, at most until the deadline, for the reply.
final class DecodeWorkerProcess {
  /// Why a worker gave no usable reply; the worker is gone (killed and reaped) after any.
  enum Failure: Error {
    /// It ended: `status` is the wait status.
    case ended(status: Int32)
    /// No reply by the deadline; it was killed.
    case timedOut(seconds: Double)
    /// It answered something that is not a reply (or the socket broke); it was killed.
    case protocolError(String)
  }

  let processID: pid_t
  private let socket: Int32
  private var isReaped = false
  /// CPU time the worker reported with its last reply.
  private(set) var cpuMilliseconds = 0
  /// Replies received.
  private(set) var requestCount = 0
  /// Whether the worker loaded the codecs loaded on first use (AVIF, HEIF, JPEG XL); set by
  /// the pool that started it.
  var loadsCodecs = false
  /// The display profile the worker converts to (`nil`: sRGB, as it starts), as the pool
  /// last sent it.
  var displayProfile: [UInt8]?

  /// Starts `executable` with `arguments`, its standard streams on /dev/null and one end of
  /// a SOCK_SEQPACKET socket pair as descriptor 3.
  init(executable: String, arguments: [String], environment: [String]) throws(ImageError) {
    var pair: [Int32] = [-1, -1]
    let kind = Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, kind, 0, &pair) == 0 else {
      throw .sandboxFailure(path: "", reason: Self.startFailure(errno))
    }
    defer { close(pair[1]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // dup2 clears close-on-exec on the copy: descriptor 3 is the only one the worker gets.
    posix_spawn_file_actions_adddup2(&actions, pair[1], DecodeWorker.socketDescriptor)
    // Descriptors other threads opened without close-on-exec are closed in the worker: a
    // worker holding the write end of a pipe would keep its reader waiting for the end of
    // it for as long as the worker lives (libdbus reading `dbus-launch`'s address hung the
    // window's start-up so), and the sandbox must hold nothing of the app's.
    _ = decode_sandbox_spawn_close_from(&actions, DecodeWorker.socketDescriptor + 1)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    // Signals as a fresh process has them: none blocked, every one at its default action
    // (the app may block or ignore some, and a worker over its CPU time must get SIGXCPU).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      close(pair[0])
      throw .sandboxFailure(path: "", reason: Self.startFailure(result, executable: executable))
    }
    processID = pid
    socket = pair[0]
  }

  deinit {
    terminate()
  }

  private static func startFailure(_ code: Int32, executable: String? = nil) -> String {
    let what = executable.map { " (\($0))" } ?? ""
    return "the decoder process could not start\(what): \(String(cString: strerror(code)))"
  }

  /// Sends `request` with `descriptor` attached (not closed here) and returns the reply and
  /// the descriptor that came with it (the caller closes it).
  func exchange(_ request: DecodeRequest, descriptor: Int32, deadline: Double)
    throws(Failure) -> (reply: DecodeReply, descriptor: Int32)
  {
    let bytes = request.encoded
    let sent = bytes.withUnsafeBytes {
      decode_sandbox_send(socket, $0.baseAddress, $0.count, descriptor)
    }
    guard sent == 0 else {
      // A closed socket means the worker ended before this request: say how it ended.
      if errno == EPIPE || errno == ECONNRESET { throw .ended(status: reap()) }
      throw end(reason: "cannot send: \(String(cString: strerror(errno)))")
    }
    var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    let start = DispatchTime.now().uptimeNanoseconds
    while true {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let remaining = deadline - elapsed
      guard remaining > 0 else {
        kill(processID, SIGKILL)
        reap()
        throw .timedOut(seconds: deadline)
      }
      let ready = poll(&entry, 1, Int32(min(remaining * 1_000 + 1, 1e9)))
      if ready < 0 && errno == EINTR { continue }
      if ready > 0 { break }
      if ready < 0 { throw end(reason: "poll: \(String(cString: strerror(errno)))") }
    }
    var buffer = [UInt8](repeating: 0, count: DecodeReply.maxByteCount)
    var received: Int32 = -1
    let count = decode_sandbox_receive(socket, &buffer, buffer.count, &received)
    if count == 0 {
      // The worker closed its end: it ended (crashed, was killed by its filter or a cap).
      throw .ended(status: reap())
    }
    guard count > 0 else {
      throw end(reason: "cannot receive: \(String(cString: strerror(errno)))")
    }
    guard let reply = DecodeReply(decoding: Array(buffer[..<count])) else {
      if received >= 0 { close(received) }
      throw end(reason: "the reply is malformed")
    }
    cpuMilliseconds = reply.cpuMilliseconds
    requestCount += 1
    return (reply, received)
  }

  /// Kills and reaps the worker, for a protocol error.
  private func end(reason: String) -> Failure {
    kill(processID, SIGKILL)
    reap()
    return .protocolError(reason)
  }

  /// Waits for the worker to end and returns its wait status.
  @discardableResult
  private func reap() -> Int32 {
    guard !isReaped else { return 0 }
    isReaped = true
    close(socket)
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
    return status
  }

  /// Ends the worker: closing the socket asks it to exit; one that does not is killed.
  func terminate() {
    guard !isReaped else { return }
    isReaped = true
    close(socket)
    var status: Int32 = 0
    // A worker between requests exits at once on end of stream; give it 50 ms.
    for _ in 0..<50 {
      let result = waitpid(processID, &status, WNOHANG)
      if result == processID || (result < 0 && errno != EINTR) { return }
      usleep(1_000)
    }
    kill(processID, SIGKILL)
    while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
  }
}

extension DecodeWorkerProcess.Failure {
  /// One sentence for the error tile and the line on standard error.
  var reason: String {
    switch self {
    case .ended(let status):
      // WIFSIGNALED/WTERMSIG and WEXITSTATUS are macros: the bits, by hand.
      let signal = status & 0x7f
      if signal != 0 && signal != 0x7f {
        let name = Self.signalNames[signal].map { ", \($0)" } ?? ""
        let why = Self.signalMeanings[signal].map { ": \($0)" } ?? ""
        return "the decoder process crashed (signal \(signal)\(name))\(why)"
      }
      return "the decoder process exited (status \((status >> 8) & 0xff))"
    case .timedOut(let seconds):
      return "the decoder process gave no answer in \(Self.seconds(seconds)) s and was stopped"
    case .protocolError(let detail):
      return "the decoder process broke the protocol (\(detail)) and was stopped"
    }
  }

  private static let signalNames: [Int32: String] = [
    SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL",
    SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSYS: "SIGSYS", SIGXCPU: "SIGXCPU",
    SIGXFSZ: "SIGXFSZ", SIGTRAP: "SIGTRAP", SIGTERM: "SIGTERM",
  ]

  private static let signalMeanings: [Int32: String] = [
    SIGSYS: "a system call its sandbox forbids",
    SIGXCPU: "over its CPU time limit",
    SIGXFSZ: "over its file size limit",
  ]

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : "\(value)"
  }
}
