/// Everything that can go wrong while writing, reading, merging or validating reports.
///
/// Cases carry the file path and, where the parser knows it, the line, because these errors
/// end up in CI logs where the reader needs to find the offending report quickly.
package enum JUnitReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system call failed; `operation` names it, `reason` is the `strerror` text.
    case io(path: String, operation: String, reason: String)
    /// The path cannot hold a report as given (a device, a FIFO, a directory where the file
    /// goes, a path through a file, a symbolic link loop): the caller's mistake, not the system's.
    case unusableDestination(path: String, reason: String)
    /// libxml2 refused to write, e.g. because the disk filled up.
    case writeFailed(path: String, reason: String)
    /// The file is not well-formed XML.
    case malformed(path: String, line: Int, reason: String)
    /// The document element is neither `<testsuites>` nor `<testsuite>`.
    case unexpectedRoot(path: String, line: Int, element: String)
    /// The streaming writer was used out of order, or totals given up front were wrong.
    case misuse(reason: String)
    /// Two shards both contain the same test case, so one of them ran it twice or was mislabelled.
    case duplicateTestCase(suite: String, classname: String, name: String, firstPath: String, secondPath: String)
    /// A schema text could not be compiled.
    case invalidSchema(reason: String)

    /// Human-readable text for logs.
    package var description: String {
        switch self {
        case let .io(path, operation, reason):
            return "\(path): \(operation) failed: \(reason)"
        case let .unusableDestination(path, reason):
            return "\(path): \(reason)"
        case let .writeFailed(path, reason):
            return "\(path): writing the report failed: \(reason)"
        case let .malformed(path, line, reason):
            return "\(path):\(line): not a well-formed XML document: \(reason)"
        case let .unexpectedRoot(path, line, element):
            return "\(path):\(line): expected <testsuites> or <testsuite> as root element, found <\(element)>"
        case let .misuse(reason):
            return "JUnit stream writer misuse: \(reason)"
        case let .duplicateTestCase(suite, classname, name, first, second):
            return "test case '\(classname).\(name)' of suite '\(suite)' appears in both \(first) and \(second)"
        case let .invalidSchema(reason):
            return "schema could not be compiled: \(reason)"
        }
    }
}
