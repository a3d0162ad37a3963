import CLibXML2
import Foundation

/// Reads a JUnit XML file back into the model with libxml2's streaming pull parser, so that
/// even very large shard reports are read without building a DOM.
///
/// Accepts a `<testsuites>` root (what ``JUnitWriter`` produces) and, for reports from other
/// tools, a lone `<testsuite>` root. A suite's timestamp and hostname come from the properties
/// named ``JUnitTestSuite/timestampPropertyName`` and ``JUnitTestSuite/hostnamePropertyName``
/// (which are removed from ``JUnitTestSuite/properties``), or else from the `timestamp` and
/// `hostname` attributes other tools write; when a file has both, the property wins. Elements the model has no place for (`rerunFailure`,
/// suite-level output, ...) are skipped. Totals in the file are not trusted: the model
/// recomputes them from the cases.
package enum JUnitReportReader {
    /// Parses `url`; throws ``JUnitReportError`` naming the file and line when it is not a report.
    package static func read(contentsOf url: URL) throws -> JUnitReport {
        _ = LibXML.initialized
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw JUnitReportError.io(path: path, operation: "open", reason: "No such file or directory")
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_HUGE.rawValue)
        guard let reader = xmlReaderForFile(path, nil, options) else {
            throw JUnitReportError.io(path: path, operation: "open", reason: "libxml2 could not open the file")
        }
        defer { xmlFreeTextReader(reader) }
        let diagnostics = LibXMLDiagnostics()
        xmlTextReaderSetStructuredErrorHandler(reader, LibXMLDiagnostics.callback, diagnostics.context)
        var state = ReaderState(path: path)
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            if status < 0 || diagnostics.firstError != nil {
                let error = diagnostics.firstError
                throw JUnitReportError.malformed(
                    path: path, line: error?.line ?? Int(xmlTextReaderGetParserLineNumber(reader)),
                    reason: error?.message ?? "parse error")
            }
            try withExtendedLifetime(diagnostics) { try state.consume(reader) }
        }
        return try state.finish()
    }
}

/// The parse position and the partially built model; one per file.
private struct ReaderState {
    let path: String
    var reportName: String?
    var suites: [JUnitTestSuite] = []
    var isIncomplete = false
    var stack: [String] = []

    var suite: JUnitTestSuite?
    var suiteTime: Double?
    var reserved = SuiteFieldProperties()
    var testCase: JUnitTestCase?
    var failures: [JUnitFailure] = []
    var error: JUnitError?
    var skippedMessage: String??
    /// Attributes of the element whose text is being collected, and the text so far.
    var capture: (element: String, type: String, message: String?)?
    var text = ""

    init(path: String) {
        self.path = path
    }

    mutating func consume(_ reader: xmlTextReaderPtr) throws {
        switch xmlTextReaderNodeType(reader) {
        case Int32(XML_READER_TYPE_ELEMENT.rawValue):
            let name = LibXML.string(xmlTextReaderConstLocalName(reader)) ?? ""
            let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
            try start(name, reader)
            if isEmpty { end(name) } else { stack.append(name) }
        case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
            if let name = stack.popLast() { end(name) }
        case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
            Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue), Int32(XML_READER_TYPE_WHITESPACE.rawValue):
            if capture != nil, let value = LibXML.string(xmlTextReaderConstValue(reader)) {
                text += value
            }
        default:
            break
        }
    }

    private mutating func start(_ name: String, _ reader: xmlTextReaderPtr) throws {
        let parent = stack.last
        func attribute(_ key: String) -> String? {
            withXMLString(key) { LibXML.takeString(xmlTextReaderGetAttribute(reader, $0)) }
        }
        if parent == nil {
            guard name == "testsuites" || name == "testsuite" else {
                let node = xmlTextReaderCurrentNode(reader)
                let line = node.map { Int(xmlGetLineNo($0)) } ?? Int(xmlTextReaderGetParserLineNumber(reader))
                throw JUnitReportError.unexpectedRoot(path: path, line: line, element: name)
            }
            reportName = attribute("name") ?? ""
        }
        switch (parent, name) {
        case (nil, "testsuite"), ("testsuites", "testsuite"):
            suite = JUnitTestSuite(
                name: attribute("name") ?? "",
                timestamp: attribute("timestamp").flatMap(JUnitTimeFormat.parseTimestamp)
                    ?? Date(timeIntervalSince1970: 0),
                hostname: attribute("hostname"))
            suiteTime = attribute("time").flatMap(JUnitTimeFormat.parseSeconds)
            reserved = SuiteFieldProperties()
        case ("properties", "property") where stack.count >= 2 && stack[stack.count - 2] == "testsuite":
            let property = JUnitProperty(name: attribute("name") ?? "", value: attribute("value") ?? "")
            if property.name == JUnitReport.incompletePropertyName {
                isIncomplete = isIncomplete || property.value == "true"
            } else if JUnitTestSuite.isReservedPropertyName(property.name) {
                guard var timestamp = suite?.timestamp else { return }
                var hostname = suite?.hostname
                _ = reserved.consume(property, timestamp: &timestamp, hostname: &hostname)
                suite?.timestamp = timestamp
                suite?.hostname = hostname
            } else {
                suite?.properties.append(property)
            }
        case ("testsuite", "testcase"):
            testCase = JUnitTestCase(
                classname: attribute("classname") ?? "", name: attribute("name") ?? "",
                time: attribute("time").flatMap(JUnitTimeFormat.parseSeconds) ?? 0)
            failures = []
            error = nil
            skippedMessage = nil
        case ("testcase", "failure"), ("testcase", "error"):
            capture = (name, attribute("type") ?? "", attribute("message"))
            text = ""
        case ("testcase", "skipped"):
            skippedMessage = .some(attribute("message"))
        case ("testcase", "system-out"), ("testcase", "system-err"):
            capture = (name, "", nil)
            text = ""
        default:
            break
        }
    }

    private mutating func end(_ name: String) {
        if let captured = capture, captured.element == name {
            switch name {
            case "failure":
                failures.append(JUnitFailure(type: captured.type, message: captured.message ?? "", body: text))
            case "error":
                // The model holds one error; a second one from a foreign file is kept as text.
                if let existing = error {
                    error?.body = existing.body + "\n\n" + captured.type + ": " + (captured.message ?? "") + "\n" + text
                } else {
                    error = JUnitError(type: captured.type, message: captured.message ?? "", body: text)
                }
            case "system-out":
                let previous = testCase?.systemOut ?? ""
                testCase?.systemOut = previous + text
            case "system-err":
                let previous = testCase?.systemErr ?? ""
                testCase?.systemErr = previous + text
            default:
                break
            }
            capture = nil
            text = ""
            return
        }
        switch name {
        case "testcase" where stack.last == "testsuite":
            guard var finished = testCase else { return }
            if let error {
                finished.outcome = .error(error)
            } else if !failures.isEmpty {
                finished.outcome = .failed(failures)
            } else if let skippedMessage {
                finished.outcome = .skipped(message: skippedMessage)
            }
            suite?.testCases.append(finished)
            testCase = nil
        case "testsuite" where stack.isEmpty || stack.last == "testsuites":
            guard var finished = suite else { return }
            // Keep an explicit time only when it says more than the sum of the cases.
            if let suiteTime {
                let sum = finished.totals.time
                if JUnitTimeFormat.seconds(suiteTime) != JUnitTimeFormat.seconds(sum) {
                    finished.time = suiteTime
                }
            }
            suites.append(finished)
            suite = nil
        default:
            break
        }
    }

    func finish() throws -> JUnitReport {
        guard let reportName else {
            throw JUnitReportError.malformed(path: path, line: 1, reason: "no root element")
        }
        var suites = suites
        // Drop the placeholder suite the writer adds to carry the marker of an empty, interrupted run.
        if isIncomplete, suites.count == 1, suites[0].testCases.isEmpty, suites[0].properties.isEmpty,
            suites[0].name == reportName
        {
            suites = []
        }
        return JUnitReport(name: reportName, suites: suites, isIncomplete: isIncomplete)
    }
}

/// Turns the reserved properties of one suite back into its `timestamp` and `hostname`.
///
/// The first property of each name wins over the suite's attributes (already applied when the
/// suite was opened); later ones and unparsable timestamps are dropped, as the writer never
/// produces them. Shared by the reader and the merge scanner so both read suites alike.
struct SuiteFieldProperties {
    private var sawTimestamp = false
    private var sawHostname = false

    /// Applies `property` when its name is reserved and returns whether it was consumed.
    mutating func consume(_ property: JUnitProperty, timestamp: inout Date, hostname: inout String?) -> Bool {
        switch property.name {
        case JUnitTestSuite.timestampPropertyName:
            if !sawTimestamp, let date = JUnitTimeFormat.parseTimestamp(property.value) {
                sawTimestamp = true
                timestamp = date
            }
            return true
        case JUnitTestSuite.hostnamePropertyName:
            if !sawHostname {
                sawHostname = true
                hostname = property.value
            }
            return true
        default:
            return false
        }
    }
}
