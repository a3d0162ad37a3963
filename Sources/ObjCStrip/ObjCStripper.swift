/// An attribute that Swift without Objective-C interoperability (Linux) rejects, and that
/// ``ObjCStripper`` therefore blanks out of an adapter's sources.
///
/// Attributes Linux accepts are left as written: `@nonobjc`, `@IBAction`, `@IBInspectable`,
/// `@IBDesignable`, `@GKInspectable`, `@NSManaged` and the `dynamic` of `@objc dynamic`.
public enum ObjCAttribute: String, CaseIterable, Sendable {
    /// `@objc` and `@objc(Name)` / `@objc(selector:with:)`, with its argument.
    case objc
    /// `@objcMembers`.
    case objcMembers
    /// `@IBOutlet`, which requires an `@objc` class type.
    case ibOutlet = "IBOutlet"
}

/// One attribute taken out of a source file; `line` and `column` count from 1, in bytes of UTF-8
/// for the column, at the attribute's `@`.
public struct ObjCRemoval: Equatable, Sendable {
    public let attribute: ObjCAttribute
    public let line: Int
    public let column: Int

    public init(attribute: ObjCAttribute, line: Int, column: Int) {
        self.attribute = attribute
        self.line = line
        self.column = column
    }
}

/// A name declared by FoundationNetworking, the module that holds Foundation's URL loading on
/// Linux (Darwin's Foundation declares these names itself, so an adapter written for iOS uses them
/// under `import Foundation` alone): every top-level public name of the module, and the two
/// notification names it adds to Foundation's `Notification.Name`. Names of URL handling that
/// Linux's Foundation declares (`URL`, `URLComponents`, `URLQueryItem`, `URLError`) are not here.
///
/// A file naming one of them, as a whole identifier anywhere in its text, gets the module's import
/// from ``StrippedSource/compilable(originalPath:)``.
public enum FoundationNetworkingName: String, CaseIterable, Sendable {
    // Sessions and their tasks.
    case urlSession = "URLSession"
    case urlSessionConfiguration = "URLSessionConfiguration"
    case urlSessionTask = "URLSessionTask"
    case urlSessionDataTask = "URLSessionDataTask"
    case urlSessionUploadTask = "URLSessionUploadTask"
    case urlSessionDownloadTask = "URLSessionDownloadTask"
    case urlSessionStreamTask = "URLSessionStreamTask"
    case urlSessionWebSocketTask = "URLSessionWebSocketTask"
    case urlSessionTaskMetrics = "URLSessionTaskMetrics"
    case urlSessionTaskTransactionMetrics = "URLSessionTaskTransactionMetrics"
    case urlSessionDownloadTaskResumeData = "URLSessionDownloadTaskResumeData"
    case nsURLSessionTransferSizeUnknown = "NSURLSessionTransferSizeUnknown"
    // Delegates.
    case urlSessionDelegate = "URLSessionDelegate"
    case urlSessionTaskDelegate = "URLSessionTaskDelegate"
    case urlSessionDataDelegate = "URLSessionDataDelegate"
    case urlSessionDownloadDelegate = "URLSessionDownloadDelegate"
    case urlSessionStreamDelegate = "URLSessionStreamDelegate"
    case urlSessionWebSocketDelegate = "URLSessionWebSocketDelegate"
    // Requests and responses.
    case urlRequest = "URLRequest"
    case nsURLRequest = "NSURLRequest"
    case nsMutableURLRequest = "NSMutableURLRequest"
    case urlResponse = "URLResponse"
    case httpURLResponse = "HTTPURLResponse"
    case cachedURLResponse = "CachedURLResponse"
    case urlCache = "URLCache"
    // Cookies.
    case httpCookie = "HTTPCookie"
    case httpCookiePropertyKey = "HTTPCookiePropertyKey"
    case httpCookieStorage = "HTTPCookieStorage"
    case nsHTTPCookieManagerCookiesChanged = "NSHTTPCookieManagerCookiesChanged"
    // Authentication.
    case urlCredential = "URLCredential"
    case urlCredentialStorage = "URLCredentialStorage"
    case nsURLCredentialStorageChanged = "NSURLCredentialStorageChanged"
    case nsURLCredentialStorageRemoveSynchronizableCredentials =
        "NSURLCredentialStorageRemoveSynchronizableCredentials"
    case urlProtectionSpace = "URLProtectionSpace"
    case urlAuthenticationChallenge = "URLAuthenticationChallenge"
    case urlAuthenticationChallengeSender = "URLAuthenticationChallengeSender"
    case nsURLAuthenticationMethodDefault = "NSURLAuthenticationMethodDefault"
    case nsURLAuthenticationMethodHTTPBasic = "NSURLAuthenticationMethodHTTPBasic"
    case nsURLAuthenticationMethodHTTPDigest = "NSURLAuthenticationMethodHTTPDigest"
    case nsURLAuthenticationMethodHTMLForm = "NSURLAuthenticationMethodHTMLForm"
    case nsURLAuthenticationMethodNTLM = "NSURLAuthenticationMethodNTLM"
    case nsURLAuthenticationMethodNegotiate = "NSURLAuthenticationMethodNegotiate"
    case nsURLProtectionSpaceHTTP = "NSURLProtectionSpaceHTTP"
    case nsURLProtectionSpaceHTTPS = "NSURLProtectionSpaceHTTPS"
    case nsURLProtectionSpaceFTP = "NSURLProtectionSpaceFTP"
    case nsURLProtectionSpaceHTTPProxy = "NSURLProtectionSpaceHTTPProxy"
    case nsURLProtectionSpaceHTTPSProxy = "NSURLProtectionSpaceHTTPSProxy"
    case nsURLProtectionSpaceFTPProxy = "NSURLProtectionSpaceFTPProxy"
    case nsURLProtectionSpaceSOCKSProxy = "NSURLProtectionSpaceSOCKSProxy"
    // Custom loading.
    case urlProtocol = "URLProtocol"
    case urlProtocolClient = "URLProtocolClient"
    // TLS versions and cipher suites, as Security declares them on Darwin.
    case tlsProtocolVersion = "tls_protocol_version_t"
    case tlsCipherSuite = "tls_ciphersuite_t"

    static let byName: [String: FoundationNetworkingName] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// A source file with its Objective-C attributes blanked out.
public struct StrippedSource: Sendable {
    /// The source with every removed attribute (and its parenthesised argument) replaced by
    /// spaces, so every other character keeps its line and column.
    public let text: String
    /// What was removed, in source order.
    public let removals: [ObjCRemoval]
    /// The names of FoundationNetworking the text uses, each once, in order of first use. Every
    /// whole identifier counts, in comments and strings too: an import too many costs nothing
    /// but the module's loading, one too few fails the build.
    public let foundationNetworkingNames: [FoundationNetworkingName]
    /// Whether the code (not a comment or a string) already says `import FoundationNetworking`.
    public let importsFoundationNetworking: Bool

    /// Whether ``compilable(originalPath:)`` adds an `import FoundationNetworking`: the text uses
    /// URL loading, which Linux's Foundation leaves to that module, and does not import it.
    public var needsFoundationNetworking: Bool {
        !foundationNetworkingNames.isEmpty && !importsFoundationNetworking
    }

    /// ``text`` under a `#sourceLocation` directive naming `originalPath`, so diagnostics,
    /// `#filePath` and debug line tables name the original file and its own line numbers.
    ///
    /// When the first line is blank or a `//` comment (a licence header, typically) the directive
    /// takes its place and every line keeps its number in the output file too, so the excerpt
    /// under a compiler diagnostic is numbered like the original; otherwise it is added above.
    /// When ``needsFoundationNetworking``, an `import FoundationNetworking` under
    /// `#if canImport(FoundationNetworking)` follows the text, after a `#sourceLocation()` that
    /// ends the mapping: an import anywhere at file scope serves the whole file, and below the
    /// text it moves no line of it.
    public func compilable(originalPath: String) -> String {
        var escaped = ""
        for character in originalPath {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        let firstLineEnd = text.firstIndex(where: \.isNewline) ?? text.endIndex
        let firstLine = text[..<firstLineEnd].trimmingPrefix { $0 == " " || $0 == "\t" }
        var output: String
        if firstLine.allSatisfy(\.isWhitespace) || (firstLine.hasPrefix("//") && !firstLine.hasPrefix("///")) {
            output = "#sourceLocation(file: \"\(escaped)\", line: 2)" + text[firstLineEnd...]
        } else {
            output = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + text
        }
        if needsFoundationNetworking {
            let newline = text.contains("\r\n") ? "\r\n" : "\n"
            if let last = output.last, !last.isNewline { output += newline }
            output += [
                "#sourceLocation()", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif",
            ]
            .map { $0 + newline }.joined()
        }
        return output
    }
}

/// Removes the attributes of ``ObjCAttribute`` from Swift source code while leaving string
/// literals (single-line, multi-line, raw, with interpolations), extended regex literals and
/// comments (line, nested block, documentation) exactly as written, and notes the source's use
/// of FoundationNetworking.
public enum ObjCStripper {
    public static func strip(_ source: String) -> StrippedSource {
        var scanner = Scanner(Array(source.utf8))
        scanner.scanCode(untilClosingParenthesis: false)
        return StrippedSource(
            text: String(decoding: scanner.bytes, as: UTF8.self),
            removals: scanner.located(),
            foundationNetworkingNames: scanner.foundationNetworkingNames(),
            importsFoundationNetworking: scanner.importsFoundationNetworking)
    }
}

private struct Scanner {
    var bytes: [UInt8]
    var index = 0
    var found: [(offset: Int, attribute: ObjCAttribute)] = []
    /// Set on `import FoundationNetworking` in code.
    var importsFoundationNetworking = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func starts(with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { bytes[offset + $0] == buffer[$0] }
        }
    }

    /// The number of `#` at `offset`.
    func hashes(at offset: Int) -> Int {
        var end = offset
        while byte(at: end) == UInt8(ascii: "#") { end += 1 }
        return end - offset
    }

    /// Code: stops after the `)` that closes an interpolation when asked, else at the end.
    mutating func scanCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while let current = byte(at: index) {
            switch current {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#"):
                let count = hashes(at: index)
                switch byte(at: index + count) {
                case UInt8(ascii: "\""):
                    index += count
                    skipString(hashes: count)
                case UInt8(ascii: "/"):
                    index += count
                    skipExtendedRegex(hashes: count)
                default:
                    index += count
                }
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if untilClosingParenthesis && depth == 0 { return }
                depth -= 1
            case UInt8(ascii: "@"):
                attribute()
            case UInt8(ascii: "`"):
                // A backquoted identifier: nothing inside it is code.
                index += 1
                while let next = byte(at: index), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                index += 1
            case _ where Self.isIdentifier(current):
                identifier()
            default:
                index += 1
            }
        }
    }

    mutating func skipLineComment() {
        while let current = byte(at: index), current != UInt8(ascii: "\n") { index += 1 }
    }

    mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if starts(with: "/*", at: index) {
                depth += 1
                index += 2
            } else if starts(with: "*/", at: index) {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// A string literal from its first `"` (any leading `#` already passed).
    mutating func skipString(hashes count: Int) {
        let multiline = starts(with: "\"\"\"", at: index)
        index += multiline ? 3 : 1
        while let current = byte(at: index) {
            if current == UInt8(ascii: "\\") && hashes(at: index + 1) >= count {
                index += 1 + count
                if byte(at: index) == UInt8(ascii: "(") {
                    index += 1
                    scanCode(untilClosingParenthesis: true)
                } else {
                    // The escaped character (`\"`, `\\`, `\u{…}` begins harmlessly) is never a delimiter.
                    index += 1
                }
            } else if current == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (!multiline || starts(with: "\"\"\"", at: index)) && hashes(at: index + quotes) >= count {
                    index += quotes + count
                    return
                }
                index += 1
            } else if current == UInt8(ascii: "\n") && !multiline {
                return  // Unterminated: the compiler will say so; the next line is code again.
            } else {
                index += 1
            }
        }
    }

    /// `#/…/#` from its `/` (the `#` already passed); bare `/…/` literals are not recognised.
    mutating func skipExtendedRegex(hashes count: Int) {
        index += 1
        while let current = byte(at: index) {
            index += 1
            if current == UInt8(ascii: "\\") {
                index += 1
            } else if current == UInt8(ascii: "/") && hashes(at: index) >= count {
                index += count
                return
            }
        }
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: byte >= 0x80
        }
    }

    /// The identifier (or number) at `index`, whole, in code: notes an `import FoundationNetworking`
    /// (not `import FoundationNetworking.Name` nor `import class FoundationNetworking.Name`, which
    /// import one name).
    mutating func identifier() {
        let end = identifierEnd(from: index)
        defer { index = end }
        guard starts(with: "import", at: index), end == index + 6 else { return }
        var module = end
        // Spaces, tabs and line breaks.
        while let next = byte(at: module), [0x20, 0x09, 0x0A, 0x0D].contains(next) { module += 1 }
        guard module > end, starts(with: "FoundationNetworking", at: module) else { return }
        let moduleEnd = identifierEnd(from: module)
        if moduleEnd == module + 20 && byte(at: moduleEnd) != UInt8(ascii: ".") {
            importsFoundationNetworking = true
        }
    }

    func identifierEnd(from start: Int) -> Int {
        var end = start
        while let next = byte(at: end), Self.isIdentifier(next) { end += 1 }
        return end
    }

    /// The names of ``FoundationNetworkingName`` among the whole identifiers of the text, comments
    /// and strings included, each once, in order of first use.
    func foundationNetworkingNames() -> [FoundationNetworkingName] {
        var names: [FoundationNetworkingName] = []
        var offset = 0
        while offset < bytes.count {
            guard Self.isIdentifier(bytes[offset]) else {
                offset += 1
                continue
            }
            let end = identifierEnd(from: offset)
            if let name = FoundationNetworkingName.byName[String(decoding: bytes[offset..<end], as: UTF8.self)],
                !names.contains(name)
            {
                names.append(name)
            }
            offset = end
        }
        return names
    }

    /// At an `@`: blanks it when it begins an ``ObjCAttribute``, with its argument.
    mutating func attribute() {
        let start = index
        var end = start + 1
        while let next = byte(at: end), Self.isIdentifier(next) { end += 1 }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        guard let attribute = ObjCAttribute(rawValue: name) else {
            index = end
            return
        }
        found.append((start, attribute))
        // An argument may follow after spaces (a warning in Swift 5 mode, an error in Swift 6).
        var afterSpaces = end
        while byte(at: afterSpaces) == UInt8(ascii: " ") || byte(at: afterSpaces) == UInt8(ascii: "\t") {
            afterSpaces += 1
        }
        if byte(at: afterSpaces) == UInt8(ascii: "(") {
            end = afterSpaces + 1
            var depth = 1
            while depth > 0, let next = byte(at: end) {
                if next == UInt8(ascii: "(") { depth += 1 }
                if next == UInt8(ascii: ")") { depth -= 1 }
                end += 1
            }
        }
        for offset in start..<end where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
            bytes[offset] = UInt8(ascii: " ")
        }
        index = end
    }

    func located() -> [ObjCRemoval] {
        var removals: [ObjCRemoval] = []
        var line = 1
        var lineStart = 0
        var offset = 0
        for (position, attribute) in found {
            while offset < position {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += 1
            }
            removals.append(ObjCRemoval(attribute: attribute, line: line, column: position - lineStart + 1))
        }
        return removals
    }
}
