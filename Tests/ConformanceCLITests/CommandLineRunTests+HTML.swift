import ConformanceTestSupport
import Foundation
import JUnitReport
import Testing

/// The HTML report from the command line: `run --html` next to the JUnit report, and `html`
/// from reports already written (shards included).
extension CommandLineRunTests {
    /// The rule IDs on the marked diagram rows of each failing case, by scenario ID.
    func markedRules(inPage html: String) -> [String: Set<String>] {
        var marks: [String: Set<String>] = [:]
        for element in html.components(separatedBy: "<details class=\"case\"").dropFirst()
        where element.contains("data-o=\"failed\"") {
            let id = element.components(separatedBy: "data-id=\"")[1].prefix { $0 != "\"" }
            let rules = element.components(separatedBy: " v\" data-rule=\"").dropFirst()
                .flatMap { $0.prefix { $0 != "\"" }.split(separator: " ").map(String.init) }
            marks[String(id)] = Set(rules)
        }
        return marks
    }

    @Test func runWritesTheHTMLReportFromTheSameModelAsTheJUnitReport() async throws {
        let dir = try temporaryDirectory()
        let result = await run([
            "run", "--adapter", "broken-load-1-no-guard", "--filter", "banner.load.*", "--jobs", "0", "--report",
            dir.path + "/r.xml", "--html", dir.path + "/page/r.html", "--no-progress",
        ])
        #expect(result.status == 1)
        let report = try JUnitReportReader.read(contentsOf: dir.appendingPathComponent("r.xml"))
        let html = try String(contentsOf: dir.appendingPathComponent("page/r.html"), encoding: .utf8)
        #expect(html.contains("id=\"count-tests\">\(report.totals.tests)<"))
        #expect(html.contains("id=\"count-failed\">\(report.totals.failures)<"))
        #expect(html.components(separatedBy: "<details class=\"case\"").count - 1 == report.totals.tests)
        let marks = markedRules(inPage: html)
        var failing = 0
        for testCase in report.suites.flatMap(\.testCases) {
            guard case .failed(let failures) = testCase.outcome else { continue }
            failing += 1
            let ids = Set(failures[0].message.prefix { $0 != ":" }.components(separatedBy: ", "))
            #expect(ids.isSubset(of: marks[testCase.name] ?? []), "\(testCase.name): \(ids) not all marked")
        }
        #expect(failing > 0)
    }

    /// `run --html` builds its page from the run's results, `html` from the report's text: for
    /// the same run, in workers and in this process, with failures, a crash and a hang, the
    /// two pages are the same bytes. The built binary runs it: its adapters include the
    /// faulty one, whose crash and hang need workers.
    @Test(.enabled(if: BuiltExecutable.conformance != nil), arguments: [0, 2])
    func theRunsPageIsThePageOfItsReport(jobs: Int) async throws {
        let dir = try temporaryDirectory()
        let binary = try #require(BuiltExecutable.conformance)
        // A hang holds an in-process run until a signal: only workers run the faulty adapter.
        let adapters =
            ["broken-load-1-no-guard", "broken-adc-4-wrong-corner"] + (jobs == 0 ? [] : ["faulty-crash-and-hang"])
        let run = Process()
        run.executableURL = URL(fileURLWithPath: binary)
        run.arguments =
            ["run"] + adapters.flatMap { ["--adapter", $0] } + [
                "--filter", "*.load.*", "--filter", "*.options.*", "--jobs", "\(jobs)", "--timeout", "2", "--report",
                dir.path + "/r.xml", "--html", dir.path + "/run.html", "--no-progress",
            ]
        run.standardOutput = FileHandle.nullDevice
        run.standardError = FileHandle.nullDevice
        try run.run()
        run.waitUntilExit()
        #expect(run.terminationStatus == 1)
        let rendered = await self.run(["html", dir.path + "/r.xml", "-o", dir.path + "/read.html"])
        #expect(rendered.status == 0, "\(rendered.err)")
        let fromResults = try Data(contentsOf: dir.appendingPathComponent("run.html"))
        let fromReport = try Data(contentsOf: dir.appendingPathComponent("read.html"))
        #expect(fromResults == fromReport)
        let page = String(decoding: fromResults, as: UTF8.self)
        #expect(page.contains("data-o=\"failed\""))
        if jobs > 0 { #expect(page.contains("data-o=\"error\"")) }
    }

    @Test func htmlRendersShardReportsAsOnePage() async throws {
        let dir = try temporaryDirectory()
        var shards: [String] = []
        var tests = 0
        for index in 1...2 {
            let path = dir.path + "/shard-\(index).xml"
            _ = await run([
                "run", "--adapter", "broken-ban-2-double-click", "--filter", "banner.*", "--jobs", "0", "--shard",
                "\(index)/2", "--report", path, "--no-progress",
            ])
            tests += try JUnitReportReader.read(contentsOf: URL(fileURLWithPath: path)).totals.tests
            shards.append(path)
        }
        let result = await run(["html"] + shards + ["-o", dir.path + "/all.html"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("\(tests) tests"))
        let html = try String(contentsOf: dir.appendingPathComponent("all.html"), encoding: .utf8)
        #expect(html.contains("id=\"count-tests\">\(tests)<"))
        #expect(markedRules(inPage: html).values.allSatisfy { $0.contains("BAN-2") })
    }

    @Test func htmlRefusesAMissingOrMalformedReportWithExitTwo() async throws {
        let dir = try temporaryDirectory()
        let missing = await run(["html", dir.path + "/none.xml", "-o", dir.path + "/x.html"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("none.xml"))
        try Data("<html>".utf8).write(to: dir.appendingPathComponent("bad.xml"))
        let malformed = await run(["html", dir.path + "/bad.xml", "-o", dir.path + "/x.html"])
        #expect(malformed.status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/x.html"))
        let noInput = await run(["html"])
        #expect(noInput.status == 2)
    }

    @Test func anHTMLPathThatCannotHoldAFileStopsTheRunBeforeItStarts() async throws {
        let dir = try temporaryDirectory()
        let result = await run([
            "run", "--adapter", "SampleCustomEvent", "--jobs", "0", "--report", dir.path + "/r.xml", "--html",
            dir.path, "--no-progress",
        ])
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/r.xml"))
    }
}
