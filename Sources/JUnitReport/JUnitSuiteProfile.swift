/// How a `<testsuite>` is shaped when taken out of its report.
package enum JUnitSuiteProfile: Sendable, Hashable {
    /// Exactly as written in the report; validates against ``JUnitSchema/suite``.
    case asWritten
    /// Shaped for Maven Surefire's 3.0 schema. Suites from ``JUnitWriter`` already are (they
    /// carry timestamp and hostname as properties) and come out unchanged; for older reports
    /// and other tools, `timestamp` and `hostname` attributes, which Surefire's schema does
    /// not declare, become those properties, and other undeclared attributes are dropped.
    case surefire

    /// Attributes Surefire's schema allows on `<testsuite>`.
    static let surefireSuiteAttributes: Set<String> = [
        "name", "time", "tests", "errors", "skipped", "failures", "version", "group",
    ]
}
