import CLibXML2

/// Small bridges to libxml2 shared by the writer, reader and validator.
enum LibXML {
    /// libxml2 must be initialised once before it is used from several threads (merge reads
    /// shards in parallel); a static `let` gives us exactly-once without a lock of our own.
    static let initialized: Void = { xmlInitParser() }()

    /// Converts a libxml2 string, which is always UTF-8, to Swift; `nil` stays `nil`.
    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// Converts and frees a string that libxml2 allocated for us.
    static func takeString(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        defer { release(pointer) }
        return String(cString: pointer)
    }

    /// Releases memory libxml2 allocated; `xmlFree` itself is a mutable C global, which
    /// Swift 6 rejects, so the deallocator is fetched through `xmlMemGet`.
    static func release(_ pointer: UnsafeMutableRawPointer?) {
        var deallocate: xmlFreeFunc?
        xmlMemGet(&deallocate, nil, nil, nil)
        deallocate?(pointer)
    }
}

/// Calls `body` with `string` as the NUL-terminated `xmlChar` pointer libxml2 wants.
@inline(__always)
func withXMLString<Result>(_ string: String, _ body: (UnsafePointer<xmlChar>) throws -> Result) rethrows -> Result {
    try string.withCString { pointer in
        try body(UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self))
    }
}

/// Collects libxml2 diagnostics instead of letting them reach stderr.
///
/// libxml2 callbacks are C function pointers and cannot capture; an instance travels through
/// the `void *` user data as an unmanaged reference and is recovered in ``callback``.
final class LibXMLDiagnostics {
    /// One message with the line libxml2 attributed it to (0 when unknown).
    struct Entry {
        var line: Int
        var message: String
        var isError: Bool
    }

    private(set) var entries: [Entry] = []

    /// The first real error, which is usually the cause of the rest.
    var firstError: Entry? { entries.first(where: \.isError) }

    /// The pointer to hand to libxml2; valid while `self` is alive.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    func record(line: Int, message: String, isError: Bool) {
        // A broken file can produce thousands of follow-on errors; keep the report bounded.
        guard entries.count < 1_000 else { return }
        entries.append(Entry(line: line, message: message, isError: isError))
    }

    /// A structured error handler suitable for every libxml2 API that takes one.
    static let callback: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let diagnostics = Unmanaged<LibXMLDiagnostics>.fromOpaque(context).takeUnretainedValue()
        let raw = error.pointee
        var message = raw.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        while message.last == "\n" { message.removeLast() }
        diagnostics.record(
            line: Int(raw.line), message: message,
            isError: raw.level.rawValue >= XML_ERR_ERROR.rawValue)
    }
}
