import Foundation

/// The few language-server requests an editor makes, over a `JSONRPCConnection`: enough to check
/// that completion, hover, jump to definition and diagnostics work in a folder, with no editor.
///
/// Every call waits at most `timeout` seconds. The server is shut down and, if it lingers,
/// killed when the client is closed or goes away. One client serves one thread at a time (the
/// document versions it keeps are not locked); the connection underneath may be shared.
public final class LanguageServerClient: @unchecked Sendable {
  /// The connection to the server.
  public let connection: JSONRPCConnection
  /// Seconds each request may take.
  public var timeout: Double
  /// What the server answered to `initialize` about itself (`serverInfo`), if anything.
  public private(set) var serverInfo: LSPAny = .null
  private var versions: [String: Int] = [:]

  /// A document the client has opened.
  public struct Document: Sendable, Equatable {
    /// The URI the server knows it by.
    public var uri: String
    /// Its path.
    public var path: String
    /// The text the server was given.
    public var text: String
    /// Notifications that arrived before it was opened (diagnostics are looked for after).
    public var openedAfterNotification: Int
  }

  /// Starts the server `executable` (for instance the toolchain's `sourcekit-lsp`) and
  /// initializes it with `rootFolder` as the one workspace folder.
  /// - Throws: `LanguageServerError` when it cannot start or does not answer in time.
  public init(
    executable: String, arguments: [String] = [], rootFolder: URL,
    environment: [String: String]? = nil, standardErrorPath: String? = nil, timeout: Double = 60
  ) throws(LanguageServerError) {
    connection = try JSONRPCConnection(
      executable: executable, arguments: arguments, environment: environment,
      currentDirectory: rootFolder.path, standardErrorPath: standardErrorPath)
    self.timeout = timeout
    do {
      try initialize(rootFolder: rootFolder)
    } catch {
      connection.terminate(grace: 0)
      throw error
    }
  }

  deinit {
    close()
  }

  private func initialize(rootFolder: URL) throws(LanguageServerError) {
    let root = Self.uri(rootFolder.path)
    let capabilities: LSPAny = [
      "textDocument": [
        "synchronization": ["didSave": true],
        "completion": ["completionItem": ["snippetSupport": false]],
        "hover": ["contentFormat": ["markdown", "plaintext"]],
        "definition": ["linkSupport": false],
        "publishDiagnostics": ["relatedInformation": false],
      ],
      "window": ["workDoneProgress": false],
      "general": ["positionEncodings": ["utf-16"]],
    ]
    let result = try connection.request(
      "initialize",
      [
        "processId": .int(Int(getpid())), "rootUri": .string(root),
        "capabilities": capabilities,
        "workspaceFolders": [
          ["uri": .string(root), "name": .string(rootFolder.lastPathComponent)]
        ],
      ], timeout: timeout)
    serverInfo = result["serverInfo"] ?? .null
    try connection.notify("initialized", [:])
  }

  /// Shuts the server down politely (`shutdown`, `exit`), then makes sure it has ended.
  public func close() {
    if !connection.hasExited {
      _ = try? connection.request("shutdown", timeout: min(timeout, 5))
      try? connection.notify("exit")
    }
    connection.terminate()
  }

  // MARK: - Documents

  /// Opens the file at `path` (its text read from disk unless given).
  public func open(_ path: String, text: String? = nil) throws -> Document {
    let contents = try text ?? String(contentsOfFile: path, encoding: .utf8)
    let uri = Self.uri(path)
    let start = connection.notificationCount
    versions[uri] = 1
    try connection.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(contents),
        ]
      ])
    return Document(uri: uri, path: path, text: contents, openedAfterNotification: start)
  }

  /// Replaces the whole text of `document`.
  public func change(_ document: Document, to text: String) throws -> Document {
    let version = (versions[document.uri] ?? 1) + 1
    versions[document.uri] = version
    let start = connection.notificationCount
    try connection.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(document.uri), "version": .int(version)],
        "contentChanges": [["text": .string(text)]],
      ])
    return Document(
      uri: document.uri, path: document.path, text: text, openedAfterNotification: start)
  }

  /// Closes `document`.
  public func closeDocument(_ document: Document) throws {
    versions[document.uri] = nil
    try connection.notify(
      "textDocument/didClose", ["textDocument": ["uri": .string(document.uri)]])
  }

  // MARK: - Requests

  /// The completion items at `position`.
  public func completion(in document: Document, at position: TextPosition) throws
    -> [CompletionItem]
  {
    let result = try connection.request(
      "textDocument/completion", positionParameters(document, position), timeout: timeout)
    let items = result["items"]?.arrayValue ?? result.arrayValue ?? []
    return items.compactMap(CompletionItem.init)
  }

  /// The hover documentation at `position`, nil when the server has none.
  public func hover(in document: Document, at position: TextPosition) throws -> HoverResult? {
    let result = try connection.request(
      "textDocument/hover", positionParameters(document, position), timeout: timeout)
    return HoverResult(result)
  }

  /// Where the symbol at `position` is declared.
  public func definition(in document: Document, at position: TextPosition) throws -> [Location] {
    let result = try connection.request(
      "textDocument/definition", positionParameters(document, position), timeout: timeout)
    if let single = Location(result) { return [single] }
    return (result.arrayValue ?? []).compactMap(Location.init)
  }

  /// The diagnostics the server publishes for `document` after it was opened or changed: the
  /// first `textDocument/publishDiagnostics` for its URI that carries its current version (or
  /// no version) and was sent after the document was opened or last changed.
  public func publishedDiagnostics(for document: Document) throws -> [Diagnostic] {
    let version = versions[document.uri]
    let (notification, _) = try connection.waitForNotification(
      after: document.openedAfterNotification, timeout: timeout,
      description: "textDocument/publishDiagnostics for \(document.path)"
    ) { notification in
      guard notification.method == "textDocument/publishDiagnostics",
        let uri = notification.params["uri"]?.stringValue, Self.samePath(uri, document.uri)
      else { return false }
      let published = notification.params["version"]?.intValue
      return published == nil || published == version
    }
    return (notification.params["diagnostics"]?.arrayValue ?? []).compactMap(Diagnostic.init)
  }

  /// The diagnostics of `document` asked for directly (`textDocument/diagnostic`, the pull
  /// model), which the server answers once it has type-checked the current text.
  public func pulledDiagnostics(for document: Document) throws -> [Diagnostic] {
    let result = try connection.request(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(document.uri)]],
      timeout: timeout)
    return (result["items"]?.arrayValue ?? []).compactMap(Diagnostic.init)
  }

  private func positionParameters(_ document: Document, _ position: TextPosition) -> LSPAny {
    ["textDocument": ["uri": .string(document.uri)], "position": position.json]
  }

  // MARK: - URIs

  /// The `file://` URI of an absolute path.
  public static func uri(_ path: String) -> String {
    URL(fileURLWithPath: path).absoluteString
  }

  /// Whether two `file://` URIs name the same path (servers may spell them differently).
  static func samePath(_ first: String, _ second: String) -> Bool {
    guard let one = URL(string: first), let two = URL(string: second) else {
      return first == second
    }
    return one.standardizedFileURL.path == two.standardizedFileURL.path
  }
}
