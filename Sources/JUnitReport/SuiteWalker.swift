import CLibXML2
import Foundation

/// Streams a report and hands out each `<testsuite>` as a standalone document.
///
/// Only one suite's subtree is in memory at a time. Copied nodes keep their original line
/// numbers, so validation issues point into the report file, not into the extracted copy.
enum SuiteWalker {
    static let parseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue)

    /// Calls `body` with a document holding one suite, its name and its position.
    static func forEachSuite(
        in url: URL, profile: JUnitSuiteProfile,
        _ body: (xmlDocPtr, String, Int) throws -> Void
    ) throws {
        _ = LibXML.initialized
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw JUnitReportError.io(path: path, operation: "open", reason: "No such file or directory")
        }
        guard let reader = xmlReaderForFile(path, nil, parseOptions) else {
            throw JUnitReportError.io(path: path, operation: "open", reason: "libxml2 could not open the file")
        }
        defer { xmlFreeTextReader(reader) }
        let diagnostics = LibXMLDiagnostics()
        try withExtendedLifetime(diagnostics) {
            xmlTextReaderSetStructuredErrorHandler(reader, LibXMLDiagnostics.callback, diagnostics.context)
            var index = 0
            var sawRoot = false
            var status = xmlTextReaderRead(reader)
            while status == 1 {
                if diagnostics.firstError != nil { break }
                guard xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) else {
                    status = xmlTextReaderRead(reader)
                    continue
                }
                let name = LibXML.string(xmlTextReaderConstLocalName(reader)) ?? ""
                let depth = xmlTextReaderDepth(reader)
                if !sawRoot {
                    sawRoot = true
                    guard name == "testsuites" || name == "testsuite" else {
                        let node = xmlTextReaderCurrentNode(reader)
                        let line = node.map { Int(xmlGetLineNo($0)) } ?? Int(xmlTextReaderGetParserLineNumber(reader))
                        throw JUnitReportError.unexpectedRoot(path: path, line: line, element: name)
                    }
                }
                guard name == "testsuite", depth <= 1 else {
                    status = xmlTextReaderRead(reader)
                    continue
                }
                guard let node = xmlTextReaderExpand(reader) else { break }
                let document = try standalone(copyOf: node, profile: profile, path: path)
                defer { xmlFreeDoc(document) }
                let suiteName = withXMLString("name") { LibXML.takeString(xmlGetProp(node, $0)) } ?? ""
                try body(document, suiteName, index)
                index += 1
                status = xmlTextReaderNext(reader)
            }
            if status < 0 || diagnostics.firstError != nil {
                let error = diagnostics.firstError
                throw JUnitReportError.malformed(
                    path: path, line: error?.line ?? Int(xmlTextReaderGetParserLineNumber(reader)),
                    reason: error?.message ?? "parse error")
            }
        }
    }

    private static func standalone(copyOf node: xmlNodePtr, profile: JUnitSuiteProfile, path: String) throws -> xmlDocPtr {
        guard let document = withXMLString("1.0", { xmlNewDoc($0) }) else {
            throw JUnitReportError.writeFailed(path: path, reason: "cannot create document")
        }
        guard let copy = xmlDocCopyNode(node, document, 1) else {
            xmlFreeDoc(document)
            throw JUnitReportError.writeFailed(path: path, reason: "cannot copy <testsuite>")
        }
        xmlDocSetRootElement(document, copy)
        if profile == .surefire {
            var unwanted: [String] = []
            var attribute = copy.pointee.properties
            while let current = attribute {
                if let name = LibXML.string(current.pointee.name),
                    !JUnitSuiteProfile.surefireSuiteAttributes.contains(name)
                {
                    unwanted.append(name)
                }
                attribute = current.pointee.next
            }
            for name in unwanted {
                _ = withXMLString(name) { xmlUnsetProp(copy, $0) }
            }
        }
        return document
    }
}
