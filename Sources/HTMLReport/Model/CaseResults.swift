import ConformanceVocabulary
import JUnitReport
import ReportGrammar

/// Results waiting for their test cases: by the suite (``SuiteText/name(adapter:format:)``,
/// the test case's class name) and the scenario ID (its name), first come first taken, so that
/// repeats of one scenario pair up in order.
struct CaseResults {
    private struct Key: Hashable {
        var suite: String
        var scenarioID: String
    }

    private var waiting: [Key: [ScenarioResult]] = [:]
    /// How many of each key's results were taken.
    private var taken: [Key: Int] = [:]

    init(_ results: [ScenarioResult]) {
        for result in results {
            let suite = SuiteText.name(adapter: result.adapter, format: result.format)
            waiting[Key(suite: suite, scenarioID: result.scenarioID), default: []].append(result)
        }
    }

    /// The next result of `testCase`'s suite and scenario, if any is left.
    mutating func take(for testCase: JUnitTestCase) -> ScenarioResult? {
        let key = Key(suite: testCase.classname, scenarioID: testCase.name)
        guard let results = waiting[key] else { return nil }
        let next = taken[key, default: 0]
        guard next < results.count else { return nil }
        taken[key] = next + 1
        return results[next]
    }
}
