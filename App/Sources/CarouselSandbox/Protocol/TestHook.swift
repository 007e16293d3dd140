/// What a test can ask a confined worker to do, to prove the confinement holds. A worker
/// honours these only when the pool started it with
/// ``DecodeWorkerPool/Configuration/allowsTestHooks`` (the app never does, unless
/// `CAROUSEL_DECODER_TEST_HOOKS=1`); any other worker exits on such a request.
public enum TestHook: Equatable, Sendable {
  /// `abort()` at once, as a decoder that hit a fatal bug would.
  case abort
  /// `open(path, O_RDONLY)`: the filter answers EPERM.
  case open(path: String)
  /// `socket(AF_INET, SOCK_STREAM)`: the filter kills the worker.
  case socket
  /// `execve(path)`: the filter kills the worker.
  case execute(path: String)
  /// A new process (`clone` without `CLONE_THREAD`): the filter kills the worker.
  case fork
  /// Loop for ever without a system call: the CPU cap or the pool's deadline stops it.
  case spin
  /// Report the worker's resource limits (address space, CPU seconds, file size).
  case limits
  /// Allocate and touch `byteCount` bytes: beyond the address-space cap the allocation fails.
  case allocate(byteCount: Int)

  func encode(into writer: inout WireWriter) {
    switch self {
    case .abort: writer.append(0)
    case .open(let path):
      writer.append(1)
      writer.append(path)
    case .socket: writer.append(2)
    case .execute(let path):
      writer.append(3)
      writer.append(path)
    case .fork: writer.append(4)
    case .spin: writer.append(5)
    case .limits: writer.append(6)
    case .allocate(let byteCount):
      writer.append(7)
      writer.append(byteCount)
    }
  }

  init?(decoding reader: inout WireReader) {
    switch reader.int() {
    case 0: self = .abort
    case 1:
      guard let path = reader.string() else { return nil }
      self = .open(path: path)
    case 2: self = .socket
    case 3:
      guard let path = reader.string() else { return nil }
      self = .execute(path: path)
    case 4: self = .fork
    case 5: self = .spin
    case 6: self = .limits
    case 7:
      guard let byteCount = reader.int(), byteCount >= 0 else { return nil }
      self = .allocate(byteCount: byteCount)
    default: return nil
    }
  }
}
