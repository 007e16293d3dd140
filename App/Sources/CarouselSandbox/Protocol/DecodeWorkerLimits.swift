#if canImport(Glibc)
  import Glibc
#endif

/// The resource caps (`setrlimit`) a decode worker puts on itself before it takes its first
/// request; see docs/limits.md.
///
/// They are a second line behind the decoder's own checks (``ImageDecoder/Configuration``
/// refuses what a header announces as too large before allocating): what slips past those
/// — a decoder bug, a hostile file that lies in a way no check foresaw — meets these.
public struct DecodeWorkerLimits: Sendable, Equatable {
  /// How far a worker's address space may grow beyond its size once started
  /// (`RLIMIT_AS` = start-up size + this). Measured from the start-up size, so the runtime's
  /// and the libraries' mappings (and a sanitizer's shadow memory) do not count.
  public var addressSpaceHeadroomBytes: Int
  /// CPU seconds one request may use (the soft `RLIMIT_CPU`, moved on before each request):
  /// beyond it the kernel stops the worker with SIGXCPU.
  public var cpuSecondsPerRequest: Int
  /// CPU seconds in a worker's whole life (the hard `RLIMIT_CPU`, which a process cannot
  /// raise). The pool retires a worker once it used half, so the cap never ends a decode.
  public var cpuSecondsPerWorker: Int
  /// The largest file the worker may make (`RLIMIT_FSIZE`), which bounds its pixel memfd.
  public var fileBytes: Int
  /// Descriptors a worker may hold (`RLIMIT_NOFILE`): its socket, a request's file and the
  /// pixel memfd, with room to spare.
  public static let descriptorCount = 16

  /// Creates limits.
  public init(
    addressSpaceHeadroomBytes: Int, cpuSecondsPerRequest: Int, cpuSecondsPerWorker: Int,
    fileBytes: Int
  ) {
    precondition(addressSpaceHeadroomBytes > 0, "the address space headroom must be positive")
    precondition(cpuSecondsPerRequest > 0, "the CPU time per request must be positive")
    precondition(
      cpuSecondsPerWorker >= 2 * cpuSecondsPerRequest,
      "a worker's CPU time must hold at least two requests")
    precondition(fileBytes > 0, "the file size limit must be positive")
    self.addressSpaceHeadroomBytes = addressSpaceHeadroomBytes
    self.cpuSecondsPerRequest = cpuSecondsPerRequest
    self.cpuSecondsPerWorker = cpuSecondsPerWorker
    self.fileBytes = fileBytes
  }

  /// 1 GiB of address space beyond start-up (the decoder's own 256 MiB per decode, the
  /// file's bytes up to the 512 MiB file limit, the pixels), 20 CPU seconds per request
  /// (a 12 MP JPEG takes about 0.1 s, the largest PNG allowed about 2 s), 1,200 in a
  /// worker's life, 256 MiB per file (the 128 MiB of a 32-megapixel image, twice).
  public static let `default` = DecodeWorkerLimits(
    addressSpaceHeadroomBytes: 1 << 30, cpuSecondsPerRequest: 20, cpuSecondsPerWorker: 1_200,
    fileBytes: 256 << 20)

  /// The worker's command line after the executable: `--worker` and the limits.
  var arguments: [String] {
    [
      "--worker", "\(addressSpaceHeadroomBytes)", "\(cpuSecondsPerRequest)",
      "\(cpuSecondsPerWorker)", "\(fileBytes)",
    ]
  }

  /// The limits a worker was started with, or `nil` for another command line.
  init?(arguments: [String]) {
    guard arguments.count == 5, arguments[0] == "--worker" else { return nil }
    let numbers = arguments.dropFirst().compactMap { Int($0) }
    guard numbers.count == 4, numbers.allSatisfy({ $0 > 0 }), numbers[2] >= 2 * numbers[1] else {
      return nil
    }
    self.init(
      addressSpaceHeadroomBytes: numbers[0], cpuSecondsPerRequest: numbers[1],
      cpuSecondsPerWorker: numbers[2], fileBytes: numbers[3])
  }
}

extension DecodeWorkerLimits {
  /// Why this process cannot run decode workers with these limits, or nil when it can: a
  /// file size limit (`ulimit -f`) below ``fileBytes`` is inherited by the workers and
  /// stops them writing a large image's pixels into their memfd (SIGXFSZ), and a process
  /// cannot raise its hard limit. Decoding then stays in the process.
  public func hostRefusal() -> String? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0 else { return nil }
    guard limit.rlim_cur != rlim_t.max, limit.rlim_cur < rlim_t(fileBytes) else { return nil }
    return "decoding in this process: the file size limit (ulimit -f, \(limit.rlim_cur) bytes) "
      + "is below the \(fileBytes >> 20) MiB the decode workers need"
  }
}
