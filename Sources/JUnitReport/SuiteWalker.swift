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

    private static func standalone(copyOf node: xmlNodePtr, profile: JUnitSuiteProfile, path: String) throws
        -> xmlDocPtr
    {
        guard let document = withXMLString("1.0", { xmlNewDoc($0) }) else {
            throw JUnitReportError.writeFailed(path: path, reason: "cannot create document")
        }
        guard let copy = xmlDocCopyNode(node, document, 1) else {
            xmlFreeDoc(document)
            throw JUnitReportError.writeFailed(path: path, reason: "cannot copy <testsuite>")
        }
        xmlDocSetRootElement(document, copy)
        if profile == .surefire { conformToSurefire(copy, in: document) }
        return document
    }

    /// Makes a suite from an older report or another tool fit Surefire's `<testsuite>`: the
    /// `timestamp` and `hostname` attributes become the leading properties the writer now
    /// produces (unless such properties already exist), and any other attribute Surefire does
    /// not declare is removed. Suites written by ``JUnitStreamWriter`` are left unchanged.
    private static func conformToSurefire(_ suite: xmlNodePtr, in document: xmlDocPtr) {
        var moved: [(name: String, value: String)] = []
        var unwanted: [String] = []
        var attribute = suite.pointee.properties
        while let current = attribute {
            if let name = LibXML.string(current.pointee.name),
                !JUnitSuiteProfile.surefireSuiteAttributes.contains(name)
            {
                unwanted.append(name)
                if JUnitTestSuite.isReservedPropertyName(name),
                    let value = withXMLString(name, { LibXML.takeString(xmlGetProp(suite, $0)) })
                {
                    moved.append((name, value))
                }
            }
            attribute = current.pointee.next
        }
        for name in unwanted {
            _ = withXMLString(name) { xmlUnsetProp(suite, $0) }
        }
        guard !moved.isEmpty else { return }
        var found = firstChild(of: suite, named: "properties")
        if found == nil, let created = withXMLString("properties", { xmlNewDocNode(document, nil, $0, nil) }) {
            insertFirst(created, into: suite)
            found = created
        }
        guard let properties = found else { return }
        var existing: Set<String> = []
        var child = properties.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, LibXML.string(current.pointee.name) == "property",
                let name = withXMLString("name", { LibXML.takeString(xmlGetProp(current, $0)) })
            {
                existing.insert(name)
            }
            child = current.pointee.next
        }
        // Timestamp first, as the writer does: inserting each at the front means going in reverse.
        let order = [JUnitTestSuite.timestampPropertyName, JUnitTestSuite.hostnamePropertyName]
        for name in order.reversed() where !existing.contains(name) {
            guard let value = moved.first(where: { $0.name == name })?.value,
                let property = withXMLString("property", { xmlNewDocNode(document, nil, $0, nil) })
            else { continue }
            withXMLString("name") { key in withXMLString(name) { _ = xmlNewProp(property, key, $0) } }
            withXMLString("value") { key in withXMLString(value) { _ = xmlNewProp(property, key, $0) } }
            insertFirst(property, into: properties)
        }
    }

    private static func insertFirst(_ node: xmlNodePtr, into parent: xmlNodePtr) {
        if let first = parent.pointee.children { xmlAddPrevSibling(first, node) } else { xmlAddChild(parent, node) }
    }

    private static func firstChild(of node: xmlNodePtr, named name: String) -> xmlNodePtr? {
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, LibXML.string(current.pointee.name) == name { return current }
            child = current.pointee.next
        }
        return nil
    }
}
