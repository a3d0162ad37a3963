import CLibXML2
import Foundation

/// Validates reports against an XML Schema with libxml2, collecting every problem with its
/// line instead of letting libxml2 print to stderr.
///
/// A compiled schema is immutable and may be shared, but the validator itself is not meant
/// for concurrent use.
package final class JUnitSchemaValidator {
    private let schema: xmlSchemaPtr

    /// Compiles schema text, e.g. ``JUnitSchema/report`` or ``JUnitSchema/suite``.
    init(schemaText: String) throws {
        _ = LibXML.initialized
        let diagnostics = LibXMLDiagnostics()
        let compiled: xmlSchemaPtr? = withExtendedLifetime(diagnostics) {
            var text = schemaText
            return text.withUTF8 { bytes -> xmlSchemaPtr? in
                let base = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
                guard let parser = xmlSchemaNewMemParserCtxt(base, Int32(bytes.count)) else { return nil }
                defer { xmlSchemaFreeParserCtxt(parser) }
                xmlSchemaSetParserStructuredErrors(parser, LibXMLDiagnostics.callback, diagnostics.context)
                return xmlSchemaParse(parser)
            }
        }
        guard let compiled else {
            let reason = diagnostics.entries.map { "line \($0.line): \($0.message)" }.joined(separator: "; ")
            throw JUnitReportError.invalidSchema(reason: reason.isEmpty ? "unknown error" : reason)
        }
        schema = compiled
    }

    /// Compiles a schema file, such as Surefire's published XSD.
    package convenience init(schemaAt url: URL) throws {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw JUnitReportError.io(path: url.path, operation: "read", reason: error.localizedDescription)
        }
        try self.init(schemaText: text)
    }

    deinit { xmlSchemaFree(schema) }

    /// A validator for whole reports (`<testsuites>` root) against the project schema.
    package static func forReports() throws -> JUnitSchemaValidator {
        try JUnitSchemaValidator(schemaText: JUnitSchema.report)
    }

    /// A validator for single-suite documents against the project schema.
    package static func forSuites() throws -> JUnitSchemaValidator {
        try JUnitSchemaValidator(schemaText: JUnitSchema.suite)
    }

    /// Validates a whole file while streaming it; parse errors come back as issues too.
    /// An empty result means the file is valid.
    package func validate(fileAt url: URL) -> [JUnitValidationIssue] {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            return [JUnitValidationIssue(path: path, line: 0, message: "file does not exist")]
        }
        let diagnostics = LibXMLDiagnostics()
        return withExtendedLifetime(diagnostics) { () -> [JUnitValidationIssue] in
            // The reader unplugs itself from the validation context when freed, so the context
            // is created first and therefore released last.
            guard let context = xmlSchemaNewValidCtxt(schema) else {
                return [JUnitValidationIssue(path: path, line: 0, message: "cannot create validation context")]
            }
            defer { xmlSchemaFreeValidCtxt(context) }
            guard let reader = xmlReaderForFile(path, nil, SuiteWalker.parseOptions) else {
                return [JUnitValidationIssue(path: path, line: 0, message: "cannot open file")]
            }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(reader, LibXMLDiagnostics.callback, diagnostics.context)
            if xmlTextReaderSchemaValidateCtxt(reader, context, 0) != 0 {
                return [JUnitValidationIssue(path: path, line: 0, message: "cannot start validation")]
            }
            xmlSchemaSetValidStructuredErrors(context, LibXMLDiagnostics.callback, diagnostics.context)
            var status: Int32 = 1
            while status == 1 { status = xmlTextReaderRead(reader) }
            var issues = diagnostics.entries.filter(\.isError).map {
                JUnitValidationIssue(path: path, line: $0.line, message: $0.message)
            }
            if issues.isEmpty && (status < 0 || xmlTextReaderIsValid(reader) != 1) {
                issues.append(JUnitValidationIssue(path: path, line: 0, message: "document is not valid"))
            }
            return issues
        }
    }

    /// Validates each `<testsuite>` of a report as its own document, the way Surefire's
    /// schema (whose root is `<testsuite>`) sees them. Use with ``forSuites()`` and
    /// `.asWritten`, or with Surefire's XSD and `.surefire`.
    package func validateSuites(in url: URL, profile: JUnitSuiteProfile = .asWritten) throws
        -> [JUnitValidationIssue]
    {
        var issues: [JUnitValidationIssue] = []
        try SuiteWalker.forEachSuite(in: url, profile: profile) { document, name, _ in
            issues += validate(document: document, path: url.path, suite: name)
        }
        return issues
    }

    /// Writes each `<testsuite>` of a report to its own file in `directory` (created if
    /// missing), named `TEST-<index>-<suite>.xml` like Surefire's per-class reports, so external
    /// tools such as `xmllint --schema` can check them. Returns the files in document order.
    @discardableResult
    package static func extractSuites(
        from url: URL, into directory: URL, profile: JUnitSuiteProfile = .surefire
    ) throws -> [URL] {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw JUnitReportError.io(
                path: directory.path, operation: "create directory", reason: error.localizedDescription)
        }
        var files: [URL] = []
        try SuiteWalker.forEachSuite(in: url, profile: profile) { document, name, index in
            let safeName = String(
                name.unicodeScalars.map { scalar -> Character in
                    switch scalar {
                    case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": return Character(scalar)
                    default: return "_"
                    }
                }.prefix(100))
            let number = String(index + 1)
            let padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
            let file = directory.appendingPathComponent("TEST-\(padded)-\(safeName).xml")
            if xmlSaveFormatFileEnc(file.path, document, "UTF-8", 1) < 0 {
                throw JUnitReportError.io(path: file.path, operation: "write", reason: AtomicFile.lastError())
            }
            files.append(file)
        }
        return files
    }

    private func validate(document: xmlDocPtr, path: String, suite: String) -> [JUnitValidationIssue] {
        let diagnostics = LibXMLDiagnostics()
        return withExtendedLifetime(diagnostics) {
            guard let context = xmlSchemaNewValidCtxt(schema) else {
                return [
                    JUnitValidationIssue(path: path, line: 0, message: "cannot create validation context", suite: suite)
                ]
            }
            defer { xmlSchemaFreeValidCtxt(context) }
            xmlSchemaSetValidStructuredErrors(context, LibXMLDiagnostics.callback, diagnostics.context)
            let result = xmlSchemaValidateDoc(context, document)
            var issues = diagnostics.entries.filter(\.isError).map {
                JUnitValidationIssue(path: path, line: $0.line, message: $0.message, suite: suite)
            }
            if issues.isEmpty && result != 0 {
                issues.append(JUnitValidationIssue(path: path, line: 0, message: "document is not valid", suite: suite))
            }
            return issues
        }
    }
}
