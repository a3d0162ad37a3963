import CLibXML2
import Foundation

/// A shard report reduced to what merging needs: keys, verdict counts and, for every test
/// case, the byte range of its `<testcase>` element in the file.
///
/// Merging big runs spends nearly all its time decoding and re-escaping trace bodies that it
/// never changes. Copying each already-escaped `<testcase>` element verbatim keeps merging
/// 100 shards of 1,000 cases well under a second, where a decode/encode round trip takes
/// several. Shards that this shortcut cannot handle faithfully (a DTD, namespaces, or an
/// encoding other than UTF-8) are flagged so the caller falls back to the model.
struct ScannedShard: @unchecked Sendable {
    struct Case {
        var classname: String
        var name: String
        var totals: JUnitTotals
        var range: Range<Int>
    }

    struct Suite {
        var name: String
        var timestamp: Date
        var hostname: String?
        var properties: [JUnitProperty]
        var time: Double?
        var cases: [Case]
    }

    /// The file, memory-mapped; test case ranges point into it.
    let bytes: Data
    var reportName = ""
    var isIncomplete = false
    var suites: [Suite] = []
    /// Set when the verbatim copy would not be faithful; see the type's documentation.
    var needsModel = false
}

/// Streams one shard through libxml2's SAX2 interface to build a ``ScannedShard``.
final class ShardScanner {
    private let path: String
    private var shard: ScannedShard
    private var context: xmlParserCtxtPtr?
    private let diagnostics = LibXMLDiagnostics()
    private var depth = 0
    private var suiteDepth = -1
    private var suite: ScannedShard.Suite?
    private var suiteTime: Double?
    private var reserved = SuiteFieldProperties()
    private var testCase: ScannedShard.Case?
    private var caseStart = 0
    private var verdict = 0  // 0 passed, 1 skipped, 2 failed, 3 error: the strongest wins
    private var failedError: JUnitReportError?

    private init(path: String, bytes: Data) {
        self.path = path
        self.shard = ScannedShard(bytes: bytes)
    }

    /// Scans the file at `url`; throws with file and line when it is not a well-formed report.
    static func scan(_ url: URL) throws -> ScannedShard {
        _ = LibXML.initialized
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw JUnitReportError.io(path: url.path, operation: "read", reason: error.localizedDescription)
        }
        let scanner = ShardScanner(path: url.path, bytes: bytes)
        try withExtendedLifetime(scanner) { try scanner.run() }
        return scanner.shard
    }

    private func run() throws {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localname, prefix, uri, namespaceCount, _, attributeCount, _, attributes in
            guard let context else { return }
            Unmanaged<ShardScanner>.fromOpaque(context).takeUnretainedValue().start(
                localname, hasNamespace: prefix != nil || uri != nil || namespaceCount > 0,
                attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { context, localname, _, _ in
            guard let context else { return }
            Unmanaged<ShardScanner>.fromOpaque(context).takeUnretainedValue().end(localname)
        }
        handler.internalSubset = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<ShardScanner>.fromOpaque(context).takeUnretainedValue().shard.needsModel = true
        }
        handler.serror = { context, error in
            guard let context else { return }
            let scanner = Unmanaged<ShardScanner>.fromOpaque(context).takeUnretainedValue()
            LibXMLDiagnostics.callback(scanner.diagnostics.context, error)
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&handler, me, nil, 0, path) else {
            throw JUnitReportError.io(path: path, operation: "parse", reason: "cannot create parser")
        }
        self.context = context
        defer {
            xmlFreeParserCtxt(context)
            self.context = nil
        }
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue))
        let status: Int32 = shard.bytes.withUnsafeBytes { raw in
            let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
            return withExtendedLifetime(diagnostics) {
                xmlParseChunk(context, base, Int32(raw.count), 1)
            }
        }
        if let failedError { throw failedError }
        // With a DTD, entity errors are expected here (no entity handlers); the model reader
        // used instead reports any real problem.
        if shard.needsModel { return }
        if status != 0 || context.pointee.wellFormed == 0 || diagnostics.firstError != nil {
            let error = diagnostics.firstError
            throw JUnitReportError.malformed(
                path: path, line: error?.line ?? Int(xmlSAX2GetLineNumber(context)),
                reason: error?.message ?? "parse error")
        }
        if let encoding = LibXML.string(context.pointee.encoding),
            encoding.uppercased() != "UTF-8" && encoding.uppercased() != "UTF8"
        {
            shard.needsModel = true
        }
        if context.pointee.charset != Int32(XML_CHAR_ENCODING_UTF8.rawValue) { shard.needsModel = true }
    }

    private func start(
        _ localname: UnsafePointer<xmlChar>?, hasNamespace: Bool, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        defer { depth += 1 }
        if hasNamespace { shard.needsModel = true }
        let name = LibXML.string(localname) ?? ""
        func attribute(_ key: StaticString) -> String? {
            guard let attributes else { return nil }
            for index in 0..<attributeCount {
                let base = index * 5
                guard let local = attributes[base], strcmp(local, key.utf8Start) == 0,
                    let start = attributes[base + 3], let end = attributes[base + 4]
                else { continue }
                return String(decoding: UnsafeRawBufferPointer(start: start, count: end - start), as: UTF8.self)
            }
            return nil
        }
        if depth == 0 {
            guard name == "testsuites" || name == "testsuite" else {
                failedError = .unexpectedRoot(path: path, line: Int(xmlSAX2GetLineNumber(context)), element: name)
                xmlStopParser(context)
                return
            }
            shard.reportName = attribute("name") ?? ""
        }
        if name == "testsuite", suite == nil, depth <= 1 {
            suiteDepth = depth
            suite = ScannedShard.Suite(
                name: attribute("name") ?? "",
                timestamp: attribute("timestamp").flatMap(JUnitTimeFormat.parseTimestamp)
                    ?? Date(timeIntervalSince1970: 0),
                hostname: attribute("hostname"), properties: [], time: nil, cases: [])
            suiteTime = attribute("time").flatMap(JUnitTimeFormat.parseSeconds)
            reserved = SuiteFieldProperties()
        } else if suite != nil, name == "property", depth == suiteDepth + 2 {
            let property = JUnitProperty(name: attribute("name") ?? "", value: attribute("value") ?? "")
            if property.name == JUnitReport.incompletePropertyName {
                shard.isIncomplete = shard.isIncomplete || property.value == "true"
            } else if JUnitTestSuite.isReservedPropertyName(property.name) {
                // Timestamp and hostname travel as properties; the merged suite gets them back
                // as fields, so they are written once, from the earliest shard.
                guard var timestamp = suite?.timestamp else { return }
                var hostname = suite?.hostname
                _ = reserved.consume(property, timestamp: &timestamp, hostname: &hostname)
                suite?.timestamp = timestamp
                suite?.hostname = hostname
            } else {
                suite?.properties.append(property)
            }
        } else if suite != nil, name == "testcase", depth == suiteDepth + 1 {
            // The parser is inside the start tag; '<' cannot occur in attribute values, so the
            // nearest '<' before the current position opens the tag.
            var position = Int(xmlByteConsumed(context))
            shard.bytes.withUnsafeBytes { raw in
                position = min(position, raw.count - 1)
                while position > 0 && raw[position] != UInt8(ascii: "<") { position -= 1 }
            }
            caseStart = position
            verdict = 0
            testCase = ScannedShard.Case(
                classname: attribute("classname") ?? "", name: attribute("name") ?? "",
                totals: JUnitTotals(
                    tests: 1, failures: 0, errors: 0, skipped: 0,
                    time: attribute("time").flatMap(JUnitTimeFormat.parseSeconds) ?? 0),
                range: 0..<0)
        } else if testCase != nil, depth == suiteDepth + 2 {
            switch name {
            case "skipped": verdict = max(verdict, 1)
            case "failure": verdict = max(verdict, 2)
            case "error": verdict = max(verdict, 3)
            default: break
            }
        }
    }

    private func end(_ localname: UnsafePointer<xmlChar>?) {
        depth -= 1
        if testCase != nil, depth == suiteDepth + 1 {
            guard var finished = testCase else { return }
            let end = Int(xmlByteConsumed(context))
            let valid = shard.bytes.withUnsafeBytes { raw in
                end <= raw.count && end > caseStart && raw[caseStart] == UInt8(ascii: "<")
                    && raw[end - 1] == UInt8(ascii: ">")
            }
            if !valid { shard.needsModel = true }
            finished.range = caseStart..<end
            switch verdict {
            case 1: finished.totals.skipped = 1
            case 2: finished.totals.failures = 1
            case 3: finished.totals.errors = 1
            default: break
            }
            suite?.cases.append(finished)
            testCase = nil
        } else if suite != nil, depth == suiteDepth {
            guard var finished = suite else { return }
            if let suiteTime {
                let sum = finished.cases.reduce(0.0) { $0 + $1.totals.time }
                if JUnitTimeFormat.seconds(suiteTime) != JUnitTimeFormat.seconds(sum) { finished.time = suiteTime }
            }
            shard.suites.append(finished)
            suite = nil
            suiteDepth = -1
        }
    }
}
