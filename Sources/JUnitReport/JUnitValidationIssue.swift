/// One schema violation or parse error, located so that CI logs point at the right line.
package struct JUnitValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// The file that was validated.
    var path: String
    /// Line in that file; 0 when libxml2 could not tell.
    package var line: Int
    /// libxml2's explanation, without trailing newline.
    package var message: String
    /// The `<testsuite>` the issue belongs to, when suites were validated one by one.
    package var suite: String?

    init(path: String, line: Int, message: String, suite: String? = nil) {
        self.path = path
        self.line = line
        self.message = message
        self.suite = suite
    }

    /// `path:line: message`, the format editors and CI annotations understand.
    package var description: String {
        let location = suite.map { " [testsuite \($0)]" } ?? ""
        return "\(path):\(line):\(location) \(message)"
    }
}
