import CarouselFormats
import Glibc

extension DecodeWorkerPool {
  /// Where the worker program is, how many run, their caps and their deadline.
  public struct Configuration: Sendable {
    /// The worker program, `carousel-decoder`.
    public var executablePath: String
    /// Workers running at most: as many as decodes the loader runs at once
    /// (``ImageLoader/Configuration/maxConcurrentDecodes``), so no decode waits for a worker.
    public var workerCount: Int
    /// The caps each worker puts on itself.
    public var limits: DecodeWorkerLimits
    /// Wall-clock seconds a request may take before the worker is killed: a worker stuck
    /// without using CPU (which the CPU cap would catch) still ends.
    public var deadlineSeconds: Double
    /// Whether workers honour ``TestHook``s; only tests set it.
    public var allowsTestHooks: Bool
    /// Where the one line about a crashed, killed or stuck worker goes (standard error
    /// through `TerminalText`, unless a test collects them).
    public var report: @Sendable (String) -> Void

    /// Creates a configuration.
    public init(
      executablePath: String, workerCount: Int = 2, limits: DecodeWorkerLimits = .default,
      deadlineSeconds: Double = 30, allowsTestHooks: Bool = false,
      report: @escaping @Sendable (String) -> Void = { TerminalText.report($0) }
    ) {
      precondition(workerCount > 0, "a pool needs at least one worker")
      precondition(
        deadlineSeconds.isFinite && deadlineSeconds > 0, "the deadline must be a positive time")
      self.executablePath = executablePath
      self.workerCount = workerCount
      self.limits = limits
      self.deadlineSeconds = deadlineSeconds
      self.allowsTestHooks = allowsTestHooks
      self.report = report
    }

    /// The worker next to the running program: `carousel-decoder` in the folder of
    /// `/proc/self/exe` (the installed `carousel`, or the build folder's for tests and the
    /// benchmark), unless `CAROUSEL_DECODER` names another; 30 s deadline, default caps.
    /// `CAROUSEL_DECODER_TEST_HOOKS=1` lets the workers honour ``TestHook``s and abort on
    /// ``DecodeWorker/abortMarker``: for the end-to-end tests of a crashing decoder.
    public static func standard(environment: [String: String]) -> Configuration {
      Configuration(
        executablePath: environment["CAROUSEL_DECODER"] ?? besideProgram(),
        allowsTestHooks: environment[DecodeWorker.testHooksVariable] == "1")
    }

    /// The variables of this process's environment that ``standard(environment:)`` reads.
    static var processEnvironment: [String: String] {
      var environment: [String: String] = [:]
      for name in ["CAROUSEL_DECODER", DecodeWorker.testHooksVariable] {
        if let value = getenv(name) { environment[name] = String(cString: value) }
      }
      return environment
    }

    /// `carousel-decoder` in the running program's folder.
    public static func besideProgram() -> String {
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
      let length = buffer.withUnsafeMutableBytes { bytes in
        readlink("/proc/self/exe", bytes.baseAddress!, bytes.count)
      }
      let program =
        length > 0
        ? String(decoding: buffer[..<length], as: UTF8.self) : CommandLine.arguments[0]
      let folder = program.lastIndex(of: "/").map { String(program[..<$0]) } ?? "."
      return "\(folder.isEmpty ? "/" : folder)/\(DecodeWorkerPool.executableName)"
    }
  }
}
