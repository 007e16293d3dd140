import CDecodeSandbox
import CarouselImages

#if canImport(Glibc)
  import Glibc
#endif

/// The decode worker: the `carousel-decoder` process's whole life.
///
/// Started by a ``DecodeWorkerPool`` with a Unix socket as descriptor 3 and the
/// ``DecodeWorkerLimits`` on its command line, it decodes the sample images once (so the
/// codecs' first-use set-up happens while files can still be opened), caps itself with
/// `setrlimit`, loads its seccomp filter, and then answers requests one at a time until the
/// socket closes: read the image file from the descriptor that came with the request,
/// decode it with ``ImageDecoder``, write the pixels into a memfd, seal it and send it back.
///
/// Past start-up the process cannot open a file, make a socket, start a program or a
/// process: what a hostile image could do with a decoder bug stays in here.
public enum DecodeWorker {
  /// The descriptor of the socket to the app.
  static let socketDescriptor: Int32 = 3
  /// The environment variable with which the pool allows ``TestHook``s (value `1`).
  static let testHooksVariable = "CAROUSEL_DECODER_TEST_HOOKS"
  /// Bytes that make a worker with test hooks abort when it finds them at the start of an
  /// image file: a crash in the middle of a real decode, for the tests of the loader.
  public static let abortMarker = Array("CAROUSEL-DECODER-TEST-ABORT".utf8)
  /// The last argument of a worker that loads the codecs loaded on first use (see
  /// ``ImageFormat/codecLoadsOnFirstUse``).
  static let codecsArgument = "--codecs"
  /// The largest request a worker reads.
  static let maxRequestByteCount = 16_384

  /// Runs the worker with `arguments` (the command line without the program's name) and
  /// exits; prints one line and exits with status 2 for a command line that is not a
  /// worker's (someone ran the program by hand).
  public static func run(arguments: [String]) -> Never {
    // The AVIF, HEIF and JPEG XL codecs (about 25 ms and 4 MB with the libraries they link)
    // only in a worker started for them: past its start a worker can load nothing.
    let loadsCodecs = arguments.last == codecsArgument
    guard let limits = DecodeWorkerLimits(arguments: loadsCodecs ? arguments.dropLast() : arguments)
    else {
      let usage =
        "carousel-decoder: the decode sandbox of carousel; carousel starts it, it is not run "
        + "by hand\n"
      _ = usage.withCString { write(2, $0, strlen($0)) }
      exit(2)
    }
    let allowsTestHooks = getenv(testHooksVariable).map { String(cString: $0) == "1" } ?? false
    // An app that dies leaves no worker behind (one that died before this line closed the
    // socket, and the first read ends the worker).
    _ = decode_sandbox_die_with_parent()
    // A crash ends the worker with its own signal: no handler (the Swift runtime's
    // backtracer) runs in a process that may not start programs or open files.
    for signal in [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP] {
      Glibc.signal(signal, SIG_DFL)
    }
    warmUp(loadingCodecs: loadsCodecs)
    let startSize = addressSpaceSize()
    do {
      try apply(limits, startSize: startSize)
    } catch {
      exit(3)
    }
    guard decode_sandbox_confine() == 0 else { exit(4) }
    // Pixels are made in memfds, so a decoded image goes to the app as it is: no copy, and
    // the worker never holds it twice.
    PixelBufferPool.shared.makesSharedMemory(using: PixelMemory.unsealed(byteCount:))
    serve(limits: limits, allowsTestHooks: allowsTestHooks)
  }

  /// Loads the codecs the app loads on first use when `loadingCodecs` (before the file
  /// system goes: a worker without them answers their files with "could not be loaded"),
  /// decodes every sample image, both passes, and forgets the results.
  private static func warmUp(loadingCodecs: Bool) {
    if loadingCodecs { ImageDecoder.loadCodecs() }
    let decoder = ImageDecoder()
    let size = PixelSize(width: 4, height: 4)
    for bytes in WarmUpImages.all
    where loadingCodecs || ImageFormat(signature: bytes)?.codecLoadsOnFirstUse != true {
      _ = try? decoder.decode(contents: bytes, path: "", maxSize: size)
      _ = try? decoder.decodePreview(contents: bytes, path: "", maxSize: size)
    }
    PixelBufferPool.shared.trim()
  }

  /// The process's address space in bytes now (`/proc/self/statm`'s first field, in pages),
  /// or 0 when it cannot be read.
  private static func addressSpaceSize() -> Int {
    let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return 0 }
    let first = buffer[..<count].prefix { $0 != UInt8(ascii: " ") }
    let pages = Int(String(decoding: first, as: UTF8.self)) ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  struct LimitError: Error {}

  private static func apply(_ limits: DecodeWorkerLimits, startSize: Int) throws(LimitError) {
    func set(_ resource: __rlimit_resource, soft: Int, hard: Int) throws(LimitError) {
      var limit = rlimit(rlim_cur: rlim_t(soft), rlim_max: rlim_t(hard))
      guard setrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0 else {
        throw LimitError()
      }
    }
    try set(RLIMIT_CORE, soft: 0, hard: 0)
    try set(RLIMIT_FSIZE, soft: limits.fileBytes, hard: limits.fileBytes)
    try set(
      RLIMIT_NOFILE, soft: DecodeWorkerLimits.descriptorCount,
      hard: DecodeWorkerLimits.descriptorCount)
    try set(
      RLIMIT_CPU, soft: limits.cpuSecondsPerRequest, hard: limits.cpuSecondsPerWorker)
    let addressSpace = startSize.addingReportingOverflow(limits.addressSpaceHeadroomBytes)
    if !addressSpace.overflow {
      try set(RLIMIT_AS, soft: addressSpace.partialValue, hard: addressSpace.partialValue)
    }
  }

  /// CPU time used so far, user and system, in milliseconds.
  static func cpuMilliseconds() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Int(usage.ru_utime.tv_sec) * 1_000 + Int(usage.ru_utime.tv_usec) / 1_000
    let system = Int(usage.ru_stime.tv_sec) * 1_000 + Int(usage.ru_stime.tv_usec) / 1_000
    return user + system
  }

  /// Moves the soft CPU limit to `seconds` past what the worker has used.
  private static func allowCPU(seconds: Int, hard: Int) {
    let used = cpuMilliseconds() / 1_000
    var limit = rlimit(
      rlim_cur: rlim_t(min(used + 1 + seconds, hard)), rlim_max: rlim_t(hard))
    setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
  }

  private static func serve(limits: DecodeWorkerLimits, allowsTestHooks: Bool) -> Never {
    var buffer = [UInt8](repeating: 0, count: maxRequestByteCount)
    while true {
      var file: Int32 = -1
      let count = decode_sandbox_receive(socketDescriptor, &buffer, buffer.count, &file)
      // The app closed the socket (it quit or retired this worker), or broke the protocol.
      guard count > 0, let request = DecodeRequest(decoding: Array(buffer[..<count])) else {
        exit(0)
      }
      allowCPU(seconds: limits.cpuSecondsPerRequest, hard: limits.cpuSecondsPerWorker)
      let reply: DecodeReply
      var pixels: Int32 = -1
      switch request.task {
      case .decode(let pass, let maxSize, let fit):
        let outcome: DecodeReply.Outcome
        (outcome, pixels) = decode(
          file: file, pass: pass, maxSize: maxSize, fit: fit, configuration: request.configuration,
          allowsTestHooks: allowsTestHooks)
        reply = DecodeReply(outcome: outcome, cpuMilliseconds: cpuMilliseconds())
      case .test(let hook):
        guard allowsTestHooks else { exit(0) }
        reply = DecodeReply(outcome: .test(run(hook)), cpuMilliseconds: cpuMilliseconds())
      case .animation(let maxSize):
        let outcome: DecodeReply.Outcome
        (outcome, pixels) = decodeAnimation(
          file: file, maxSize: maxSize, configuration: request.configuration)
        reply = DecodeReply(outcome: outcome, cpuMilliseconds: cpuMilliseconds())
      case .displayProfile(let byteCount):
        reply = DecodeReply(
          outcome: .displayProfile(problem: adoptDisplayProfile(file: file, byteCount: byteCount)),
          cpuMilliseconds: cpuMilliseconds())
      }
      if file >= 0 { close(file) }
      let sent = reply.encoded.withUnsafeBytes {
        decode_sandbox_send(socketDescriptor, $0.baseAddress, $0.count, pixels)
      }
      if pixels >= 0 { close(pixels) }
      guard sent == 0 else { exit(0) }
    }
  }

  /// Makes the ICC profile in the memfd `file` (`byteCount` bytes; none: sRGB) the one
  /// every later decode converts to: the worker's ``DisplayColourProfile/screen``, which a
  /// request's configuration names. Transforms to it are cached per profile
  /// (``ColourTransformCache``), so a worker builds each once.
  ///
  /// - Returns: Why the profile was refused (the worker then converts to sRGB), or `nil`.
  private static func adoptDisplayProfile(file: Int32, byteCount: Int) -> String? {
    guard byteCount > 0 else { return DisplayColourProfile.adoptScreenProfile(nil) }
    let limit = ImageDecoder.Configuration.default.maxColourProfileByteCount
    guard file >= 0, byteCount <= limit,
      let bytes = PixelMemory.contents(of: file, byteLimit: limit), bytes.count == byteCount
    else {
      DisplayColourProfile.adoptScreenProfile(nil)
      return "the display profile did not arrive whole; using sRGB"
    }
    guard let problem = DisplayColourProfile.adoptScreenProfile(bytes) else { return nil }
    DisplayColourProfile.adoptScreenProfile(nil)
    return problem
  }

  /// Decodes the image file `file` (a JPEG read as its rows are decoded, others whole); the
  /// pixels go into a sealed memfd.
  private static func decode(
    file: Int32, pass: ImageDecodePass, maxSize: PixelSize, fit: DecodeFit,
    configuration: ImageDecoder.Configuration, allowsTestHooks: Bool
  ) -> (DecodeReply.Outcome, Int32) {
    let image: DecodedImage
    do throws(ImageError) {
      let byteCount = try size(of: file)
      if allowsTestHooks,
        try ImageFileReader.read(file, from: 0, count: abortMarker.count, path: "") == abortMarker
      {
        abort()
      }
      image = try ImageDecoder(configuration: configuration).decode(
        file: file, byteCount: byteCount, path: "", size: maxSize, fit: fit, pass: pass)
    } catch {
      return (.failure(error), -1)
    }
    guard let memory = PixelMemory.sealed(handingOver: image.buffer, byteCount: image.byteCount)
    else {
      return (
        .failure(.sandboxFailure(path: "", reason: "no memory for the decoded pixels")), -1
      )
    }
    return (
      .image(width: image.width, height: image.height, stride: image.stride, damage: image.damage),
      memory
    )
  }

  /// Reads the animated image file `file` and decodes every frame; the stacked frames go
  /// into a sealed memfd.
  private static func decodeAnimation(
    file: Int32, maxSize: PixelSize, configuration: ImageDecoder.Configuration
  ) -> (DecodeReply.Outcome, Int32) {
    let bytes: [UInt8]
    do throws(ImageError) {
      bytes = try contents(of: file, byteLimit: configuration.maxFileByteCount)
    } catch {
      return (.animationRefused(.failed(error)), -1)
    }
    let animation: DecodedAnimation
    do throws(AnimationRefusal) {
      animation = try ImageDecoder(configuration: configuration).decodeAnimation(
        contents: bytes, path: "", maxSize: maxSize)
    } catch {
      return (.animationRefused(error), -1)
    }
    guard
      let memory = PixelMemory.sealed(
        handingOver: animation.frames.buffer, byteCount: animation.frames.byteCount)
    else {
      return (
        .animationRefused(
          .failed(.sandboxFailure(path: "", reason: "no memory for the decoded frames"))), -1
      )
    }
    return (
      .animation(
        width: animation.frames.width, frameHeight: animation.frameHeight,
        stride: animation.frames.stride, delays: animation.timing.delays,
        plays: animation.timing.plays, damage: animation.frames.damage),
      memory
    )
  }

  /// The size of the open file `file` (the app checked it is a regular file before
  /// sending it).
  private static func size(of file: Int32) throws(ImageError) -> Int {
    guard file >= 0 else { throw .unreadable(path: "", reason: "no file came with the request") }
    var info = stat()
    guard fstat(file, &info) == 0 else {
      throw .unreadable(path: "", reason: String(cString: strerror(errno)))
    }
    return Int(info.st_size)
  }

  /// The bytes of the open file `file`, as ``ImageDecoder/decode(path:maxSize:)`` reads a
  /// file.
  private static func contents(of file: Int32, byteLimit: Int) throws(ImageError) -> [UInt8] {
    let size = try size(of: file)
    guard size <= byteLimit else {
      throw .fileTooLarge(path: "", byteCount: size, byteLimit: byteLimit)
    }
    let bytes = try ImageFileReader.read(file, from: 0, count: size, path: "")
    guard !bytes.isEmpty else { throw .emptyFile(path: "") }
    return bytes
  }

  /// Runs a test hook; the results are what ``TestHook`` documents.
  private static func run(_ hook: TestHook) -> [Int] {
    switch hook {
    case .abort: abort()
    case .open(let path): return [Int(decode_sandbox_try_open(path))]
    case .socket: return [Int(decode_sandbox_try_socket())]
    case .execute(let path): return [Int(decode_sandbox_try_execve(path))]
    case .fork: return [Int(decode_sandbox_try_fork())]
    case .spin:
      var counter: UInt64 = 0
      while true {
        counter &+= 1
        if counter == 0 { return [0] }
      }
    case .limits:
      var values: [Int] = []
      for resource in [RLIMIT_AS, RLIMIT_CPU, RLIMIT_FSIZE, RLIMIT_NOFILE, RLIMIT_CORE] {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(resource.rawValue), &limit)
        values.append(limit.rlim_max > rlim_t(Int.max) ? -1 : Int(limit.rlim_max))
      }
      return values
    case .allocate(let byteCount):
      let address = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      guard let address, address != MAP_FAILED else { return [-Int(errno)] }
      memset(address, 1, byteCount)
      munmap(address, byteCount)
      return [0]
    }
  }
}
