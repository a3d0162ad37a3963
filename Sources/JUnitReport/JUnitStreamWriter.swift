import CLibXML2
import Foundation

/// Writes a report piece by piece so memory stays flat however many cases a run has.
///
/// XML puts totals on the opening tags, so the caller states them up front (in
/// ``beginReport(name:totals:isIncomplete:)`` and ``beginSuite(name:timestamp:hostname:properties:totals:)``);
/// the writer counts what is actually written and refuses to finish a report whose stated
/// counters are wrong, so a report can never claim totals its cases contradict.
///
/// Output goes to a temporary file next to the destination that replaces it only in
/// ``finish()``. Any error, a call to ``cancel()``, or dropping the writer unfinished deletes
/// the temporary file and leaves the previous report untouched.
///
/// Not thread-safe: one writer belongs to one task.
package final class JUnitStreamWriter {
    private enum State { case ready, inReport, inSuite, finished, cancelled }

    private let sink: OutputSink
    private var writer: xmlTextWriterPtr?
    private var state = State.ready
    private var isIncomplete = false
    private var reportName = ""
    private var statedReport = JUnitTotals.zero
    private var writtenReport = JUnitTotals.zero
    private var statedSuite = JUnitTotals.zero
    private var writtenSuite = JUnitTotals.zero
    private var suiteCount = 0
    private var wroteVerbatim = false
    /// Reused for escaping text nodes, so writing a case allocates no escape buffer.
    private var escapeBuffer: [UInt8] = []

    /// Opens a temporary file beside `destination`, creating the directory if missing.
    package convenience init(destination: URL) throws {
        try self.init(sink: OutputSink(file: AtomicFile(destination: destination)))
    }

    init(sink: OutputSink) throws {
        _ = LibXML.initialized
        self.sink = sink
        guard let buffer = sink.makeOutputBuffer() else {
            sink.file?.discard()
            throw JUnitReportError.writeFailed(path: sink.path, reason: "cannot create output buffer")
        }
        guard let writer = xmlNewTextWriter(buffer) else {
            xmlOutputBufferClose(buffer)
            sink.file?.discard()
            throw JUnitReportError.writeFailed(path: sink.path, reason: "cannot create text writer")
        }
        self.writer = writer
        xmlTextWriterSetIndent(writer, 1)
        withXMLString("  ") { _ = xmlTextWriterSetIndentString(writer, $0) }
    }

    deinit { cancel() }

    /// Starts the document and the `<testsuites>` root with the run's totals.
    package func beginReport(name: String, totals: JUnitTotals, isIncomplete: Bool = false) throws {
        try expect(.ready, "beginReport must come first")
        reportName = name
        statedReport = totals
        self.isIncomplete = isIncomplete
        try perform { writer in
            xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
        }
        try start("testsuites")
        try attribute("name", name)
        try writeCounters(totals)
        state = .inReport
    }

    /// Opens a `<testsuite>`; `totals` must match the cases written before ``endSuite()``.
    ///
    /// `timestamp` and `hostname` are written as the first two `<property>` elements, named
    /// ``JUnitTestSuite/timestampPropertyName`` and ``JUnitTestSuite/hostnamePropertyName``
    /// (the latter omitted when there is no hostname); entries of `properties` with those names
    /// are not written again, and a `hostname` entry is used when `hostname` is `nil`.
    package func beginSuite(
        name: String, timestamp: Date, hostname: String?, properties: [JUnitProperty],
        totals: JUnitTotals
    ) throws {
        try expect(.inReport, "beginSuite needs an open report and no open suite")
        statedSuite = totals
        writtenSuite = .zero
        try start("testsuite")
        try attribute("name", name)
        try writeCounters(totals)
        // Surefire's schema has no timestamp/hostname attributes, so they lead the properties;
        // see JUnitTestSuite.timestampPropertyName for the rules about reserved names.
        let host =
            hostname
            ?? properties.first(where: { $0.name == JUnitTestSuite.hostnamePropertyName })?.value
        try start("properties")
        try property(JUnitTestSuite.timestampPropertyName, JUnitTimeFormat.timestamp(timestamp))
        if let host { try property(JUnitTestSuite.hostnamePropertyName, host) }
        if isIncomplete { try property(JUnitReport.incompletePropertyName, "true") }
        for entry in properties where !JUnitTestSuite.isReservedPropertyName(entry.name) {
            try property(entry.name, entry.value)
        }
        try end()
        suiteCount += 1
        state = .inSuite
    }

    /// Appends one `<testcase>` to the open suite, in the element order Surefire requires.
    package func write(_ testCase: JUnitTestCase) throws {
        try expect(.inSuite, "write(_:) needs an open suite")
        try start("testcase")
        try attribute("classname", testCase.classname)
        try attribute("name", testCase.name)
        try attribute("time", JUnitTimeFormat.seconds(testCase.time))
        switch testCase.outcome {
        case .passed:
            break
        case .failed(let failures):
            let written =
                failures.isEmpty
                ? [JUnitFailure(type: JUnitTestCase.unspecifiedFailureType, message: "")] : failures
            for failure in written {
                try start("failure")
                try attribute("type", failure.type)
                try attribute("message", JUnitText.oneLine(failure.message))
                try text(failure.body)
                try end()
            }
        case .skipped(let message):
            // The reason as text too: GitLab reads a `<skipped>` with only attributes as a hash.
            try start("skipped")
            if let message {
                try attribute("message", JUnitText.oneLine(message))
                try text(message)
            }
            try end()
        case .error(let error):
            try start("error")
            try attribute("type", error.type)
            try attribute("message", JUnitText.oneLine(error.message))
            try text(error.body)
            try end()
        }
        if let out = testCase.systemOut {
            try start("system-out")
            try text(out)
            try end()
        }
        if let err = testCase.systemErr {
            try start("system-err")
            try text(err)
            try end()
        }
        try end()
        writtenSuite += testCase.totals
    }

    /// Appends a `<testcase>` element copied verbatim from another report (merge uses this
    /// to avoid decoding and re-escaping bodies). `xml` must be one well-formed, UTF-8
    /// `<testcase>` element whose verdict counters are `totals`.
    func writeVerbatim(testCase xml: UnsafeRawBufferPointer, totals: JUnitTotals) throws {
        try expect(.inSuite, "writeVerbatim needs an open suite")
        try perform { writer in
            withXMLString("\n    ") { xmlTextWriterWriteRaw(writer, $0) }
        }
        guard let base = xml.baseAddress, !xml.isEmpty else { return }
        try perform { writer in
            xmlTextWriterWriteRawLen(writer, base.assumingMemoryBound(to: xmlChar.self), Int32(xml.count))
        }
        writtenSuite += totals
        wroteVerbatim = true
    }

    /// Closes the open suite after checking its stated counters.
    package func endSuite() throws {
        try expect(.inSuite, "endSuite needs an open suite")
        guard writtenSuite.hasSameCounts(as: statedSuite) else {
            cancel()
            throw JUnitReportError.misuse(
                reason: "suite totals stated \(statedSuite) but cases add up to \(writtenSuite)")
        }
        if wroteVerbatim {
            // Raw output switches off libxml2's indentation; restore it for the closing tag.
            try perform { writer in withXMLString("\n  ") { xmlTextWriterWriteRaw(writer, $0) } }
            wroteVerbatim = false
        }
        try end()
        writtenReport += writtenSuite
        state = .inReport
    }

    /// Writes a whole suite from the model, computing its totals.
    func write(suite: JUnitTestSuite) throws {
        try beginSuite(
            name: suite.name, timestamp: suite.timestamp, hostname: suite.hostname,
            properties: suite.properties, totals: suite.totals)
        for testCase in suite.testCases { try write(testCase) }
        try endSuite()
    }

    /// Completes the document, flushes it to disk and atomically replaces the destination.
    func finish() throws {
        try expect(.inReport, "finish needs an open report and no open suite")
        guard writtenReport.hasSameCounts(as: statedReport) else {
            cancel()
            throw JUnitReportError.misuse(
                reason: "report totals stated \(statedReport) but suites add up to \(writtenReport)")
        }
        if isIncomplete && suiteCount == 0 {
            // With no suite there is nowhere else to put the marker; see JUnitReport.isIncomplete.
            try beginSuite(name: reportName, timestamp: Date(), hostname: nil, properties: [], totals: .zero)
            try endSuite()
        }
        try perform { xmlTextWriterEndDocument($0) }
        try perform { xmlTextWriterFlush($0) }
        xmlFreeTextWriter(writer)
        writer = nil
        if !sink.flush(), let reason = sink.failureReason {
            cancel()
            throw JUnitReportError.writeFailed(path: sink.path, reason: reason)
        }
        state = .finished
        try sink.file?.commit()
    }

    /// Abandons the report; the destination keeps whatever it held before.
    func cancel() {
        if let writer {
            xmlFreeTextWriter(writer)
            self.writer = nil
        }
        if state != .finished { state = .cancelled }
        sink.file?.discard()
    }

    /// The document bytes when writing to memory (internal; used by ``JUnitWriter/data(for:)``).
    var writtenBytes: [UInt8] { sink.bytes }

    // MARK: - libxml2 plumbing

    private func expect(_ wanted: State, _ message: String) throws {
        guard state == wanted else {
            throw JUnitReportError.misuse(
                reason: state == .cancelled ? "the writer was cancelled after an earlier error" : message)
        }
    }

    /// Runs one libxml2 call; a negative result cancels the whole write and throws.
    private func perform(_ call: (xmlTextWriterPtr) -> Int32) throws {
        guard let writer else { throw JUnitReportError.misuse(reason: "the writer is closed") }
        if call(writer) < 0 {
            let reason = sink.failureReason ?? "libxml2 text writer error"
            cancel()
            throw JUnitReportError.writeFailed(path: sink.path, reason: reason)
        }
    }

    private func start(_ element: String) throws {
        try perform { writer in withXMLString(element) { xmlTextWriterStartElement(writer, $0) } }
    }

    private func end() throws {
        try perform { xmlTextWriterEndElement($0) }
    }

    private func attribute(_ name: String, _ value: String) throws {
        let clean = JUnitText.sanitize(value)
        try perform { writer in
            withXMLString(name) { name in
                withXMLString(clean) { xmlTextWriterWriteAttribute(writer, name, $0) }
            }
        }
    }

    private func property(_ name: String, _ value: String) throws {
        try start("property")
        try attribute("name", name)
        try attribute("value", value)
        try end()
    }

    /// Plain escaped text rather than CDATA, so `]]>` in adapter output needs no special case.
    private func text(_ value: String) throws {
        guard !value.isEmpty else { return }
        var value = value
        // Fast path for clean text (every trace): one byte scan that escapes exactly as
        // libxml2's xmlTextWriterWriteString does for element content, then a raw write,
        // instead of a sanitizing scan, libxml2's escaping into a fresh buffer and a copy.
        let escaped = value.withUTF8 { JUnitText.escapeContent($0, into: &escapeBuffer) }
        if escaped {
            try perform { writer in
                escapeBuffer.withUnsafeBufferPointer { bytes in
                    xmlTextWriterWriteRawLen(writer, bytes.baseAddress, Int32(bytes.count))
                }
            }
            return
        }
        let clean = JUnitText.sanitize(value)
        try perform { writer in withXMLString(clean) { xmlTextWriterWriteString(writer, $0) } }
    }

    private func writeCounters(_ totals: JUnitTotals) throws {
        try attribute("tests", String(totals.tests))
        try attribute("failures", String(totals.failures))
        try attribute("errors", String(totals.errors))
        try attribute("skipped", String(totals.skipped))
        try attribute("time", JUnitTimeFormat.seconds(totals.time))
    }
}
