import ConformanceCLI
import Foundation
import Testing

@Suite("Typed values")
struct ValueParserTests {
    @Test func validShard() throws {
        let shard = try ShardSpec(parsing: "2/3")
        #expect(shard.index == 2)
        #expect(shard.count == 3)
        #expect(shard.description == "2/3")
        #expect(try ShardSpec(parsing: "1/1") == ShardSpec(index: 1, count: 1))
    }

    @Test(arguments: ["0/3", "4/3", "a/b", "3", "", "1/0", "/3", "1/", "1/2/3", "-1/3", "+1/3", " 1/3"])
    func invalidShard(_ text: String) {
        #expect(throws: InvalidValue(expected: "K/N with 1 ≤ K ≤ N")) { try ShardSpec(parsing: text) }
    }

    @Test func shardOptionErrorNamesOptionAndValue() throws {
        let parsed = try parseCommand(["run", "--shard", "4/3"])
        #expect(
            throws: UsageError(
                "invalid value '4/3' for '--shard': expected K/N with 1 ≤ K ≤ N", commandLine: "conformance run")
        ) {
            try parsed.value(of: ConformanceCommands.shard)
        }
        let good = try parseCommand(["run", "--shard=2/3"])
        #expect(try good.value(of: ConformanceCommands.shard) == ShardSpec(index: 2, count: 3))
    }

    @Test func jobsMustBeNonNegativeInteger() throws {
        #expect(try parseCommand(["run", "-j", "0"]).value(of: ConformanceCommands.jobs) == 0)
        #expect(try parseCommand(["run", "-j", "8"]).value(of: ConformanceCommands.jobs) == 8)
        #expect(
            try parseCommand(["run"]).value(of: ConformanceCommands.jobs)
                == ProcessInfo.processInfo.activeProcessorCount)
        for bad in ["-1", "two", "1.5", ""] where !bad.isEmpty {
            let parsed = try parseCommand(["run", "--jobs=\(bad)"])
            do {
                _ = try parsed.value(of: ConformanceCommands.jobs)
                Issue.record("accepted --jobs \(bad)")
            } catch {
                #expect(error.message == "invalid value '\(bad)' for '--jobs': expected a non-negative integer")
                #expect(error.description.hasSuffix("See 'conformance run --help'."))
                #expect(error.exitCode == .usage)
            }
        }
    }

    @Test func summaryAndFormatFilterChoices() throws {
        #expect(try parseCommand(["run"]).value(of: ConformanceCommands.summary) == .text)
        #expect(try parseCommand(["list", "--summary", "json"]).value(of: ConformanceCommands.summary) == .json)
        #expect(
            try parseCommand(["run", "--format-filter", "native"]).value(of: ConformanceCommands.formatFilter)
                == .native)
        #expect(try parseCommand(["run"]).value(of: ConformanceCommands.formatFilter) == nil)
        let parsed = try parseCommand(["run", "--summary", "xml"])
        #expect(
            throws: UsageError(
                "invalid value 'xml' for '--summary': expected one of text, json", commandLine: "conformance run")
        ) {
            try parsed.value(of: ConformanceCommands.summary)
        }
        #expect(
            throws: InvalidValue(
                expected: "one of banner, native, interstitial, rewarded, rewardedInterstitial, appOpen")
        ) { try parseEnum(FormatFilter.self, "video") }
    }

    @Test func timeoutMustBePositiveSeconds() throws {
        #expect(try parsePositiveSeconds("10") == .seconds(10))
        #expect(try parsePositiveSeconds("2.5") == .milliseconds(2500))
        #expect(try parseCommand(["run"]).value(of: ConformanceCommands.timeout) == .seconds(10))
        #expect(try parseCommand(["run"]).value(of: ConformanceCommands.seed) == 0)
        for bad in ["0", "-1", "abc", "nan", "inf", "1e3", ".", "0.0"] {
            #expect(throws: InvalidValue.self, "accepted \(bad)") { try parsePositiveSeconds(bad) }
        }
    }

    @Test func seedAcceptsFullUInt64Range() throws {
        #expect(try parseUInt64("18446744073709551615") == .max)
        #expect(throws: InvalidValue.self) { try parseUInt64("-1") }
    }
}
