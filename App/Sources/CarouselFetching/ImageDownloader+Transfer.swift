import CarouselImages
import Foundation

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ImageDownloader {
  /// One download under way: where its bytes go and what has been checked so far.
  final class Transfer {
    let url: String
    let finalPath: String
    let directory: String
    let completion: @Sendable (Result<ImageSource, ImageError>) -> Void
    /// The temporary file's descriptor, once the answer's head was accepted.
    var descriptor: Int32 = -1
    var temporaryPath: String?
    var receivedBytes = 0
    /// The first bytes, until there are enough to recognize the format.
    var prefix: [UInt8] = []
    var format: ImageFormat?
    var redirects = 0
    var contentType: String?
    /// Why the download was stopped by us (its task is then cancelled).
    var failure: String?

    init(
      url: String, finalPath: String, directory: String,
      completion: @escaping @Sendable (Result<ImageSource, ImageError>) -> Void
    ) {
      self.url = url
      self.finalPath = finalPath
      self.directory = directory
      self.completion = completion
    }

    /// Closes and removes the temporary file, if any.
    func discardFile() {
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
      if let temporaryPath { unlink(temporaryPath) }
      temporaryPath = nil
    }
  }

  /// The session's delegate: streams each answer to its temporary file and enforces the
  /// limits. Its callbacks run on the session's serial queue; ``fail(_:reason:ifStillRunning:)``
  /// and ``register(_:for:)`` from any thread, so the table is locked.
  final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let configuration: Configuration
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    init(configuration: Configuration) {
      self.configuration = configuration
    }

    func register(_ transfer: Transfer, for taskIdentifier: Int) {
      lock.withLock { transfers[taskIdentifier] = transfer }
    }

    private func transfer(_ task: URLSessionTask) -> Transfer? {
      lock.withLock { transfers[task.taskIdentifier] }
    }

    /// Stops `task` with `reason` (the first reason given wins). With `cancelling` false only
    /// the reason is recorded: the caller ends the task another way.
    func fail(
      _ task: URLSessionTask, reason: String, ifStillRunning: Bool = false,
      cancelling: Bool = true
    ) {
      let stopped = lock.withLock { () -> Bool in
        guard let transfer = transfers[task.taskIdentifier] else { return false }
        if transfer.failure == nil { transfer.failure = reason }
        return true
      }
      if cancelling && (stopped || !ifStillRunning) { task.cancel() }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask,
      willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
      guard let transfer = transfer(task) else { return completionHandler(nil) }
      let scheme = request.url?.scheme?.lowercased()
      let redirects = lock.withLock { () -> Int in
        transfer.redirects += 1
        return transfer.redirects
      }
      // Not following makes the redirect itself the answer, which the head check then
      // refuses with the reason recorded here. (Cancelling inside this callback trips an
      // assertion of FoundationNetworking.)
      if scheme != "http" && scheme != "https" {
        fail(task, reason: "redirected to a non-http(s) address", cancelling: false)
        return completionHandler(nil)
      }
      if redirects > configuration.maxRedirects {
        fail(task, reason: "more than \(configuration.maxRedirects) redirects", cancelling: false)
        return completionHandler(nil)
      }
      completionHandler(request)
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      guard let transfer = transfer(dataTask) else { return completionHandler(.cancel) }
      guard let http = response as? HTTPURLResponse else {
        fail(dataTask, reason: "not an HTTP answer")
        return completionHandler(.cancel)
      }
      guard (200..<300).contains(http.statusCode) else {
        fail(dataTask, reason: "HTTP \(http.statusCode)")
        return completionHandler(.cancel)
      }
      let length = http.expectedContentLength
      if length > Int64(configuration.byteLimit) {
        fail(dataTask, reason: tooLarge("\(length) bytes"))
        return completionHandler(.cancel)
      }
      // Hidden, unique and in the cache's own folder, so the final rename is atomic.
      let temporary =
        transfer.directory + "/." + String(transfer.finalPath.suffix(64).prefix(16)) + "-"
        + String(UInt64.random(in: 0...UInt64.max), radix: 16) + RemoteImageCache.temporarySuffix
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        fail(
          dataTask,
          reason:
            "cannot write to the cache folder \(transfer.directory) (\(String(cString: strerror(errno))))"
        )
        return completionHandler(.cancel)
      }
      lock.withLock {
        transfer.descriptor = descriptor
        transfer.temporaryPath = temporary
        transfer.contentType = http.value(forHTTPHeaderField: "Content-Type")
      }
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      guard let transfer = transfer(dataTask), transfer.descriptor >= 0,
        lock.withLock({ transfer.failure == nil })
      else { return }
      transfer.receivedBytes += data.count
      guard transfer.receivedBytes <= configuration.byteLimit else {
        return fail(dataTask, reason: tooLarge("more than \(configuration.byteLimit) bytes"))
      }
      if transfer.format == nil {
        transfer.prefix += data.prefix(ImageFormat.signatureLength - transfer.prefix.count)
        if transfer.prefix.count >= ImageFormat.signatureLength {
          guard let format = ImageFormat(signature: transfer.prefix) else {
            return fail(dataTask, reason: notAnImage(transfer))
          }
          transfer.format = format
        }
      }
      let written = data.withUnsafeBytes { buffer -> Bool in
        var offset = 0
        while offset < buffer.count {
          let count = write(
            transfer.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          if count < 0 && errno == EINTR { continue }
          if count <= 0 { return false }
          offset += count
        }
        return true
      }
      if !written {
        fail(
          dataTask,
          reason:
            "cannot write to the cache folder \(transfer.directory) (\(String(cString: strerror(errno))))"
        )
      }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?
    ) {
      guard
        let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) })
      else { return }
      let result = finish(transfer, error: error)
      if case .failure = result { transfer.discardFile() }
      transfer.completion(result)
    }

    /// The outcome of a transfer whose task completed; on success the file is in place.
    private func finish(_ transfer: Transfer, error: Error?) -> Result<ImageSource, ImageError> {
      func failed(_ reason: String) -> Result<ImageSource, ImageError> {
        .failure(.downloadFailed(url: transfer.url, reason: reason))
      }
      if let reason = lock.withLock({ transfer.failure }) { return failed(reason) }
      if let error { return failed(describe(error, url: transfer.url)) }
      guard transfer.descriptor >= 0, transfer.receivedBytes > 0 else {
        return failed("the server sent no data")
      }
      if transfer.format == nil {
        guard let format = ImageFormat(signature: transfer.prefix) else {
          return failed(notAnImage(transfer))
        }
        transfer.format = format
      }
      close(transfer.descriptor)
      transfer.descriptor = -1
      guard let temporary = transfer.temporaryPath, let format = transfer.format,
        rename(temporary, transfer.finalPath) == 0
      else {
        return failed("cannot store it in the cache folder \(transfer.directory)")
      }
      transfer.temporaryPath = nil
      return .success(ImageSource(path: transfer.finalPath, format: format))
    }

    private func tooLarge(_ size: String) -> String {
      "too large: \(size), the limit is \(configuration.byteLimit) bytes"
    }

    /// "not an image (text/html)", "not an image (GIF images are not supported)".
    private func notAnImage(_ transfer: Transfer) -> String {
      let sniffed = ImageFormat.unsupportedReason(forSignature: transfer.prefix)
      if sniffed.hasPrefix("not a ") {
        let type = transfer.contentType.flatMap {
          $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return "not an image (\(type.map { "the server sent \($0)" } ?? sniffed))"
      }
      return "not an image we show (\(sniffed))"
    }

    /// A few words for a transfer error: what a person can act on, not an error code.
    private func describe(_ error: Error, url: String) -> String {
      let address = URL(string: url)
      let host = address?.host ?? url
      let hostAndPort = address?.port.map { "\(host):\($0)" } ?? host
      switch (error as NSError).code {
      case URLError.timedOut.rawValue:
        return "no answer for \(ImageDownloader.seconds(configuration.timeout)) s"
      case URLError.cannotConnectToHost.rawValue:
        return "cannot connect to \(hostAndPort)"
      case URLError.cannotFindHost.rawValue, URLError.dnsLookupFailed.rawValue:
        return "host not found: \(host)"
      case URLError.notConnectedToInternet.rawValue: return "no network connection"
      case URLError.networkConnectionLost.rawValue: return "the connection was lost"
      case URLError.httpTooManyRedirects.rawValue: return "too many redirects"
      case URLError.secureConnectionFailed.rawValue, URLError.serverCertificateUntrusted.rawValue,
        URLError.serverCertificateHasBadDate.rawValue,
        URLError.serverCertificateNotYetValid.rawValue,
        URLError.serverCertificateHasUnknownRoot.rawValue:
        return "secure connection to \(host) failed"
      case URLError.unsupportedURL.rawValue: return "unsupported URL"
      default: return "download failed (\(error.localizedDescription))"
      }
    }
  }
}
