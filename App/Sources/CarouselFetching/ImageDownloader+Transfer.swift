import CCurl
import CarouselImages
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension ImageDownloader {
  /// One download: its libcurl handle, where its bytes go and what has been checked so far.
  ///
  /// Threading: created on the caller's thread, then touched only on the transfer loop's
  /// thread (libcurl calls its callbacks from `curl_multi_perform` there).
  final class Transfer {
    let url: String
    let finalPath: String
    let directory: String
    let configuration: Configuration
    let completion: @Sendable (Result<ImageSource, ImageError>) -> Void

    /// The libcurl handle, made by ``start(now:)``.
    private(set) var handle: UnsafeMutableRawPointer?
    /// libcurl's words for its last error (`CURLOPT_ERRORBUFFER`).
    private let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    /// The address asked for now: the URL, or where it redirected to.
    private var address: String
    /// The file the body goes to, once a `200` head was accepted.
    private var file: DownloadFile?
    private var receivedBytes = 0
    /// Bytes of header lines received, over every head (1xx ones too).
    private var headerBytes = 0
    /// The first bytes, until there are enough to recognize the format.
    private var prefix: [UInt8] = []
    private var format: ImageFormat?
    private var redirects = 0
    /// Where the current answer redirects to, once its head said so.
    private var redirect: String?
    private var contentType: String?
    private var contentEncoding: String?
    /// The current answer's `Content-Length`, when it is a number.
    private var declaredLength: Int?
    /// The current answer's `Location` field, as sent.
    private var location: String?
    /// Why the download was stopped by us.
    private(set) var failure: String?
    /// When a byte last arrived (or the transfer started), in nanoseconds of uptime.
    private(set) var lastActivity: UInt64 = 0
    /// When the transfer first started (redirects keep it), in nanoseconds of uptime.
    private(set) var started: UInt64 = 0

    /// Header bytes accepted over all of an answer's heads: image servers send under 2 KiB,
    /// and libcurl's own bound is per line (100 KiB), not per head.
    static let headerByteLimit = 64 << 10

    init(
      url: String, finalPath: String, directory: String, configuration: Configuration,
      completion: @escaping @Sendable (Result<ImageSource, ImageError>) -> Void
    ) {
      self.url = url
      self.finalPath = finalPath
      self.directory = directory
      self.configuration = configuration
      self.completion = completion
      address = url
      errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
      if let handle { carousel_curl_easy_cleanup(handle) }
      carousel_curl_slist_free_all(requestHeaders)
      errorText.deallocate()
      file?.discard()
    }

    /// Makes the libcurl handle for ``address``; false when libcurl refused an option (then
    /// ``failure`` says why).
    func start(now: UInt64) -> Bool {
      if started == 0 { started = now }
      lastActivity = now
      guard let handle = handle ?? carousel_curl_easy_init() else {
        failure = "download failed (libcurl could not start a transfer)"
        return false
      }
      self.handle = handle
      if requestHeaders == nil {
        requestHeaders = carousel_curl_slist_append(
          nil, "Accept: image/jpeg, image/png, image/webp, image/avif")
        requestHeaders = carousel_curl_slist_append(requestHeaders, "Accept-Encoding: identity")
      }
      let context = Unmanaged.passUnretained(self).toOpaque()
      let totalMilliseconds = Int(min(configuration.totalTimeout * 1_000, 1e12).rounded(.up))
      let results = [
        carousel_curl_set_pointer(handle, CURLOPT_URL, address),
        carousel_curl_set_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https"),
        carousel_curl_set_pointer(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
        // Redirects are followed here, so their scheme and count get a clear reason.
        carousel_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0),
        // Bodies arrive as sent: a compressed one is refused, never inflated.
        carousel_curl_set_long(handle, CURLOPT_HTTP_CONTENT_DECODING, 0),
        carousel_curl_set_pointer(handle, CURLOPT_HTTPHEADER, requestHeaders),
        carousel_curl_set_pointer(handle, CURLOPT_USERAGENT, "carousel"),
        carousel_curl_set_long(handle, CURLOPT_NOSIGNAL, 1),
        carousel_curl_set_long(handle, CURLOPT_TIMEOUT_MS, totalMilliseconds),
        carousel_curl_set_offset(handle, CURLOPT_MAXFILESIZE_LARGE, configuration.byteLimit),
        carousel_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorText),
        carousel_curl_set_pointer(handle, CURLOPT_PRIVATE, context),
        carousel_curl_set_pointer(handle, CURLOPT_WRITEDATA, context),
        carousel_curl_set_callback(handle, CURLOPT_WRITEFUNCTION) { buffer, size, count, context in
          guard let buffer, let context else { return 0 }
          let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
          let bytes = UnsafeRawBufferPointer(start: buffer, count: size * count)
          return transfer.receive(body: bytes) ? bytes.count : 0
        },
        carousel_curl_set_pointer(handle, CURLOPT_HEADERDATA, context),
        carousel_curl_set_callback(handle, CURLOPT_HEADERFUNCTION) {
          buffer, size, count, context in
          guard let buffer, let context else { return 0 }
          let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
          let line = UnsafeRawBufferPointer(start: buffer, count: size * count)
          return transfer.receive(headerLine: line) ? line.count : 0
        },
      ]
      guard results.allSatisfy({ $0 == CURLE_OK }) else {
        let code = results.first { $0 != CURLE_OK } ?? CURLE_OK
        failure = "download failed (libcurl: \(String(cString: carousel_curl_easy_strerror(code))))"
        return false
      }
      return true
    }

    /// Where to go next when the answer just finished was a redirect to follow: the
    /// redirect is counted and the answer's state reset. Nil when there is none (or it is
    /// refused, and ``failure`` says why).
    func nextAddress() -> String? {
      guard failure == nil, let target = redirect else { return nil }
      redirect = nil
      redirects += 1
      guard redirects <= configuration.maxRedirects else {
        failure = "more than \(configuration.maxRedirects) redirects"
        return nil
      }
      address = target
      contentType = nil
      contentEncoding = nil
      location = nil
      declaredLength = nil
      return target
    }

    // MARK: - Receiving

    /// One header line (or the blank line ending a head); false stops the transfer.
    private func receive(headerLine line: UnsafeRawBufferPointer) -> Bool {
      lastActivity = DispatchTime.now().uptimeNanoseconds
      headerBytes += line.count
      guard headerBytes <= Self.headerByteLimit else {
        return stop("the answer's header fields are too long (over \(Self.headerByteLimit) bytes)")
      }
      let text = String(decoding: line, as: UTF8.self)
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty { return endOfHead() }
      guard let colon = trimmed.firstIndex(of: ":") else { return true }  // the status line
      let name = trimmed[..<colon].lowercased()
      let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch name {
      case "content-type": contentType = value
      case "location": location = value
      case "content-length": declaredLength = Int(value)
      case "content-encoding":
        let codings = value.lowercased().split(separator: ",")
          .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "identity" && !$0.isEmpty }
        if !codings.isEmpty { contentEncoding = codings.joined(separator: ", ") }
      default: break
      }
      return true
    }

    /// The blank line after a head: a 1xx head is skipped, a redirect noted, anything but
    /// `200`/`203` refused, and a `200` head's checks made before its body is read.
    private func endOfHead() -> Bool {
      guard let handle else { return false }
      var code = 0
      _ = carousel_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &code)
      switch code {
      case 101: return stop("HTTP 101")  // a switch to another protocol, never asked for
      case 100..<200:
        contentType = nil
        contentEncoding = nil
        location = nil
        declaredLength = nil
        return true
      case 301, 302, 303, 307, 308:
        guard let location else { return stop("HTTP \(code) without a usable Location") }
        if let scheme = Self.scheme(of: location), scheme != "http" && scheme != "https" {
          return stop(
            "redirected to \(Self.describe(scheme: scheme)) (only http and https are followed)")
        }
        guard let target = Self.resolve(location, against: address) else {
          return stop("HTTP \(code) without a usable Location")
        }
        redirect = target
        // The redirect's body is not wanted: stopping here ends the answer at once.
        return false
      case 200, 203: break
      default: return stop("HTTP \(code)")
      }
      if let contentEncoding {
        return stop("sent compressed (\(Self.inert(contentEncoding))), which was not asked for")
      }
      var length: curl_off_t = -1
      _ = carousel_curl_get_offset(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
      if length > configuration.byteLimit { return stop(tooLarge("\(length) bytes")) }
      guard file == nil else { return true }
      switch DownloadFile.create(in: directory, for: finalPath) {
      case .success(let created): file = created
      case .failure(let failure): return stop(failure.reason)
      }
      return true
    }

    /// A piece of the body (at most `CURL_MAX_WRITE_SIZE`, 16 KiB); false stops the transfer.
    private func receive(body bytes: UnsafeRawBufferPointer) -> Bool {
      lastActivity = DispatchTime.now().uptimeNanoseconds
      guard failure == nil else { return false }
      guard let file else { return stop("the server's answer is not valid HTTP") }
      receivedBytes += bytes.count
      guard receivedBytes <= configuration.byteLimit else {
        return stop(tooLarge("more than \(configuration.byteLimit) bytes"))
      }
      if format == nil {
        prefix += bytes.prefix(ImageFormat.signatureLength - prefix.count)
        if prefix.count >= ImageFormat.signatureLength {
          guard let sniffed = ImageFormat(signature: prefix) else {
            return stop(notAnImage())
          }
          format = sniffed
        }
      }
      if let reason = file.write(bytes) { return stop(reason) }
      return true
    }

    /// Records `reason` (the first one given wins) and returns false, which stops libcurl.
    private func stop(_ reason: String) -> Bool {
      if failure == nil { failure = reason }
      return false
    }

    /// Stops the transfer from outside libcurl's callbacks (a timeout, a cancel).
    func fail(_ reason: String) {
      _ = stop(reason)
    }

    // MARK: - Finishing

    /// The outcome of a transfer libcurl ended with `code` (and that is not a redirect to
    /// follow); on success the file is in place.
    func finish(code: CURLcode) -> Result<ImageSource, ImageError> {
      let result = outcome(code: code)
      if case .failure = result { file?.discard() }
      file = nil
      return result
    }

    private func outcome(code: CURLcode) -> Result<ImageSource, ImageError> {
      func failed(_ reason: String) -> Result<ImageSource, ImageError> {
        .failure(.downloadFailed(url: url, reason: reason))
      }
      if let failure { return failed(failure) }
      if code != CURLE_OK { return failed(describe(code)) }
      if let handle {
        // A head with no body (a 204 is refused earlier; this is a 200 that libcurl ended
        // before any byte) leaves no file.
        var status = 0
        _ = carousel_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        if status != 200 && status != 203 { return failed("HTTP \(status)") }
      }
      guard let file, receivedBytes > 0 else { return failed("the server sent no data") }
      if format == nil {
        guard let sniffed = ImageFormat(signature: prefix) else { return failed(notAnImage()) }
        format = sniffed
      }
      guard let format else { return failed("the server sent no data") }
      if let reason = file.keep(at: finalPath) { return failed(reason) }
      return .success(ImageSource(path: finalPath, format: format))
    }

    private func tooLarge(_ size: String) -> String {
      "too large: \(size), the limit is \(configuration.byteLimit) bytes"
    }

    /// "not an image (the server sent text/html)", "not an image we show (GIF images are not
    /// supported)".
    private func notAnImage() -> String {
      let sniffed = ImageFormat.unsupportedReason(forSignature: prefix)
      if sniffed.hasPrefix("not a ") {
        let type = contentType.flatMap {
          $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return "not an image (\(type.map { "the server sent \(Self.inert($0))" } ?? sniffed))"
      }
      return "not an image we show (\(sniffed))"
    }

    /// A few words for a libcurl error: what a person can act on, not an error code.
    private func describe(_ code: CURLcode) -> String {
      let parts = URLComponents(string: address)
      let host = Self.inert(parts?.host ?? address)
      let hostAndPort = parts?.port.map { "\(host):\($0)" } ?? host
      switch code {
      case CURLE_OPERATION_TIMEDOUT:
        return "took longer than \(ImageDownloader.seconds(configuration.totalTimeout)) s"
      case CURLE_COULDNT_CONNECT: return "cannot connect to \(hostAndPort)"
      case CURLE_COULDNT_RESOLVE_HOST: return "host not found: \(host)"
      case CURLE_COULDNT_RESOLVE_PROXY: return "proxy not found"
      case CURLE_GOT_NOTHING: return "the server closed the connection without answering"
      case CURLE_PARTIAL_FILE: return "the connection closed before the whole image arrived"
      case CURLE_FILESIZE_EXCEEDED:
        // libcurl checks a declared length against CURLOPT_MAXFILESIZE before the head ends.
        return tooLarge(
          declaredLength.map { "\($0) bytes" } ?? "more than \(configuration.byteLimit) bytes")
      case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL:
        return "the server's answer is not valid HTTP"
      case CURLE_RECV_ERROR:
        let detail = Self.inert(String(cString: errorText))
        return detail.contains("chunk")
          ? "the server's answer is not valid HTTP (a malformed chunk)"
          : "the connection was lost"
      case CURLE_SEND_ERROR: return "the connection was lost"
      case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
        CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR:
        return "secure connection to \(host) failed"
      case CURLE_URL_MALFORMAT: return "not a valid http(s) URL"
      default:
        let detail = Self.inert(String(cString: errorText))
        return "download failed (\(detail.isEmpty ? String(cString: carousel_curl_easy_strerror(code)) : detail))"
      }
    }

    /// The scheme `location` starts with (`ftp` in `ftp://h/x`), lowercased, or nil for a
    /// relative reference (`/x.png`, `//host/x.png`, `x.png`).
    static func scheme(of location: String) -> String? {
      let candidate = location.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
      guard candidate.count < location.count, location[candidate.endIndex] == ":",
        let first = candidate.unicodeScalars.first, first.properties.isAlphabetic
      else { return nil }
      return candidate.lowercased()
    }

    /// `location` made absolute against `base` by libcurl's own URL parser (so it is read as
    /// libcurl will read it), or nil when it is not a valid URL.
    static func resolve(_ location: String, against base: String) -> String? {
      guard let parser = carousel_curl_url() else { return nil }
      defer { carousel_curl_url_cleanup(parser) }
      guard carousel_curl_url_set(parser, CURLUPART_URL, base, 0) == CURLUE_OK,
        carousel_curl_url_set(parser, CURLUPART_URL, location, 0) == CURLUE_OK
      else { return nil }
      var resolved: UnsafeMutablePointer<CChar>?
      guard carousel_curl_url_get(parser, CURLUPART_URL, &resolved, 0) == CURLUE_OK, let resolved else {
        return nil
      }
      defer { carousel_curl_free(resolved) }
      return String(cString: resolved)
    }

    /// `the file: scheme`: a scheme from a server's Location, made inert.
    static func describe(scheme: String) -> String {
      let isPlain =
        !scheme.isEmpty && scheme.count <= 16
        && scheme.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
        }
      guard isPlain else { return "a scheme that is not http or https" }
      return "the \(scheme): scheme"
    }

    /// Text a server chose, made safe to print: printable ASCII only, at most 100 characters.
    static func inert(_ text: String) -> String {
      let kept = text.unicodeScalars.prefix(100).map {
        (0x20..<0x7F).contains($0.value) ? Character($0) : "?"
      }
      return String(kept) + (text.unicodeScalars.count > 100 ? "…" : "")
    }
  }
}
