/// How a `<testsuite>` is shaped when taken out of its report.
public enum JUnitSuiteProfile: Sendable, Hashable {
    /// Exactly as written in the report; validates against ``JUnitSchema/suite``.
    case asWritten
    /// Only the `<testsuite>` attributes Maven Surefire's 3.0 schema declares (it has no
    /// `timestamp` or `hostname`), so the document validates against Surefire's XSD.
    case surefire

    /// Attributes Surefire's schema allows on `<testsuite>`.
    static let surefireSuiteAttributes: Set<String> = [
        "name", "time", "tests", "errors", "skipped", "failures", "version", "group",
    ]
}
