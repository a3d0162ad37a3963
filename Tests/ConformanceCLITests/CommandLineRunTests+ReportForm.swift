import Foundation
import JUnitReport
import Testing

/// The report's form as CI consumers need it: they keep one `<failure>` per case (Jenkins
/// and dorny's reporter the first, junit2html the last), GitLab shows the element text but
/// not the `message` attribute and reads an attribute-only `<skipped>` as a hash.
extension CommandLineRunTests {
    @Test func everyViolatedRuleIsInTheOneFailureOfItsCase() async throws {
        let dir = try temporaryDirectory()
        let report = dir.appendingPathComponent("r.xml")
        let result = await run([
            "run", "--adapter", "broken-load-1-no-guard", "--filter", "*.load.*", "--jobs", "0", "--report",
            report.path,
            "--no-progress",
        ])
        #expect(result.status == 1)
        let cases = try JUnitReportReader.read(contentsOf: report).suites.flatMap(\.testCases)
        var severalRules = 0
        for testCase in cases {
            guard case .failed(let failures) = testCase.outcome else { continue }
            try #require(failures.count == 1, "\(testCase.name) has \(failures.count) <failure> elements")
            let failure = failures[0]
            let ids = failure.message.prefix { $0 != ":" }
            #expect(ids.range(of: #"^[A-Z]+-\d+(, [A-Z]+-\d+)*$"#, options: .regularExpression) != nil, "\(ids)")
            #expect(
                failure.body.hasPrefix(String(ids) + ":"), "the text starts with the IDs: \(failure.body.prefix(80))")
            for id in ids.split(separator: ", ") {
                #expect(failure.body.contains("\n\(id) ("), "\(testCase.name): no block for \(id)")
            }
            #expect(failure.body.components(separatedBy: "\ntrace:\n").count == 2, "the trace once")
            if ids.contains(",") { severalRules += 1 }
        }
        #expect(severalRules > 0, "the variant was chosen for cases that break several rules")
    }

    @Test func skipsCarryTheirReasonAsTextToo() async throws {
        let dir = try temporaryDirectory()
        let report = dir.appendingPathComponent("r.xml")
        // A banner rule on a native load has nothing to judge: the case is skipped.
        try Data(#"{"scenarios": [{"id": "x.skip", "title": "t", "format": "native", "rules": ["BAN-1"]}]}"#.utf8)
            .write(to: dir.appendingPathComponent("skip.json"))
        _ = await run([
            "run", "--adapter", "SampleCustomEvent", "--scenarios", dir.path, "--no-builtin", "--jobs", "0",
            "--report", report.path, "--no-progress",
        ])
        let xml = try String(contentsOf: report, encoding: .utf8)
        let skipped = xml.matches(of: /<skipped message="([^"]*)">([^<]*)<\/skipped>/)
        #expect(skipped.count == 1, "\(xml)")
        #expect(xml.matches(of: /<skipped[^>]*\/>/).isEmpty, "a <skipped> without text")
        for match in skipped { #expect(match.1 == match.2 && !match.1.isEmpty) }
    }
}
