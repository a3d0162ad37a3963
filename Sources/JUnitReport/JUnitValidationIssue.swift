/// One schema violation or parse error, located so that CI logs point at the right line.
public struct JUnitValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// The file that was validated.
    public var path: String
    /// Line in that file; 0 when libxml2 could not tell.
    public var line: Int
    /// libxml2's explanation, without trailing newline.
    public var message: String
    /// The `<testsuite>` the issue belongs to, when suites were validated one by one.
    public var suite: String?

    /// Creates an issue; used by the validator, public so callers can add their own checks.
    public init(path: String, line: Int, message: String, suite: String? = nil) {
        self.path = path
        self.line = line
        self.message = message
        self.suite = suite
    }

    /// `path:line: message`, the format editors and CI annotations understand.
    public var description: String {
        let location = suite.map { " [testsuite \($0)]" } ?? ""
        return "\(path):\(line):\(location) \(message)"
    }
}
