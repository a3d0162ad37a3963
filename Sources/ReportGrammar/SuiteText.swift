import ConformanceVocabulary

/// A report's suites and what they say of themselves: each suite is one adapter's cases of
/// one format, named `<adapter>.<format>` (`<adapter>.fuzz` for a fuzz run's findings), and
/// carries the adapter's and the run's facts as properties. The report writes these; the
/// HTML page and the benchmark read them back.
package enum SuiteText {
    /// `<adapter>.<format>`: the suite, and the class name of its test cases.
    package static func name(adapter: String, format: ScenarioFormat) -> String { "\(adapter).\(format.rawValue)" }

    /// `<adapter>.fuzz`: the suite of a fuzz run's findings.
    package static func fuzzName(adapter: String) -> String { "\(adapter).fuzz" }

    /// What follows `adapter` in `suite` (the format), or all of `suite` when it is not one of
    /// that adapter's.
    package static func format(of suite: String, adapter: String) -> String {
        suite.hasPrefix(adapter + ".") ? String(suite.dropFirst(adapter.count + 1)) : suite
    }

    /// The adapter a suite named `suite` is of, for a suite without the ``Property/adapterName``
    /// property: everything before the last dot (adapter names may hold dots, formats do not).
    package static func adapter(of suite: String) -> String {
        String(suite.prefix(upTo: suite.lastIndex(of: ".") ?? suite.endIndex))
    }

    /// The names of a suite's properties.
    package enum Property: String, Sendable, CaseIterable {
        case adapterName = "adapter.name"
        case adapterVersion = "adapter.version"
        case networkSDKVersion = "network.sdk.version"
        case harnessVersion = "harness.version"
        case seed
        case strict
        /// How many recommended rules the suite's cases violated.
        case warnings
        /// `K/N`, when the run was one shard of N.
        case shard
        /// The sanitizer the run was built with, when it was.
        case sanitizer
        case fuzzRuns = "fuzz.runs"
        case fuzzFormats = "fuzz.formats"
        case fuzzRules = "fuzz.rules"
        case fuzzFindings = "fuzz.findings"
    }
}
