import AdapterConformance
import ConformanceCLI
import Testing

@Suite("Progress reporting")
struct ProgressReporterTests {
    private let tty = TerminalCapabilities(isTerminal: true, environment: ["NO_COLOR": "1"])
    private let pipe = TerminalCapabilities(isTerminal: false, environment: [:])

    @Test func liveModeRewritesOneLine() {
        let output = CapturedText()
        let progress = ProgressReporter(total: 120, capabilities: tty, sink: output.sink, redrawInterval: .zero)
        progress.record("banner.load.ok", outcome: .passed)
        #expect(output.text == "\r[  1/120] · banner.load.ok\u{1B}[K")
        progress.record("native.load.ok", outcome: .passed)
        #expect(output.text.hasSuffix("\r[  2/120] · native.load.ok\u{1B}[K"))
        #expect(!output.text.contains("\n"))
    }

    @Test func liveModeShowsFailureCountAndPrintsFailuresAboveTheLine() {
        let output = CapturedText()
        let progress = ProgressReporter(total: 120, capabilities: tty, sink: output.sink, redrawInterval: .zero)
        for index in 1...35 { progress.record("banner.s\(index)", outcome: .passed) }
        progress.record("native.load.broken", outcome: .failed, detail: "GMA-LOAD-001")
        progress.record("native.load.answer-twice", outcome: .failed)
        let text = output.text
        #expect(text.contains("\r\u{1B}[KFAIL native.load.broken: GMA-LOAD-001\n"))
        #expect(text.hasSuffix("\r[ 37/120] 2 failed · native.load.answer-twice\u{1B}[K"))
    }

    @Test func finishClearsTheLiveLineOnce() {
        let output = CapturedText()
        let progress = ProgressReporter(total: 2, capabilities: tty, sink: output.sink, redrawInterval: .zero)
        progress.record("a", outcome: .passed)
        progress.finish()
        #expect(output.text.hasSuffix("\u{1B}[K\r\u{1B}[K"))
        let before = output.text
        progress.finish()
        progress.record("late", outcome: .failed)
        #expect(output.text == before)
    }

    @Test func liveLineIsCutToTerminalWidth() {
        var narrow = tty
        narrow.columns = 30
        let output = CapturedText()
        let progress = ProgressReporter(total: 9, capabilities: narrow, sink: output.sink, redrawInterval: .zero)
        progress.record("native.load.a-very-long-scenario-identifier", outcome: .passed)
        let line = output.text.dropFirst().replacingOccurrences(of: "\u{1B}[K", with: "")
        #expect(line.count <= 29)
        #expect(line.hasSuffix("identifier"))
        #expect(line.hasPrefix("[1/9] · …"))
    }

    @Test func liveRedrawsAreThrottledButProblemsAlwaysShow() {
        let output = CapturedText()
        let progress = ProgressReporter(
            total: 1000, capabilities: tty, sink: output.sink, redrawInterval: .seconds(3600))
        progress.record("first", outcome: .passed)
        progress.record("second", outcome: .passed)
        #expect(!output.text.contains("second"))
        progress.record("third", outcome: .error, detail: "timed out")
        #expect(output.text.contains("ERROR third: timed out\n"))
        #expect(output.text.hasSuffix("[   3/1000] 1 error · third\u{1B}[K"))
    }

    @Test func plainModePrintsOnlyProblems() {
        let output = CapturedText()
        let progress = ProgressReporter(total: 5, capabilities: pipe, sink: output.sink)
        progress.record("a", outcome: .passed)
        progress.record("b", outcome: .failed, detail: "R1, R2")
        progress.record("c", outcome: .skipped)
        progress.record("d", outcome: .error)
        progress.finish()
        #expect(output.text == "FAIL b: R1, R2\nERROR d\n")
        #expect(!output.text.contains("\r"))
        #expect(!output.text.contains("\u{1B}"))
    }

    @Test func plainModeHeartbeat() {
        let output = CapturedText()
        let progress = ProgressReporter(total: 10, capabilities: pipe, sink: output.sink, heartbeatInterval: 5)
        for index in 1...10 { progress.record("s\(index)", outcome: index == 2 ? .failed : .passed) }
        #expect(output.text == "FAIL s2\n[ 5/10] 1 failed\n[10/10] 1 failed\n")
    }

    @Test func ciTerminalUsesPlainMode() {
        let output = CapturedText()
        let ci = TerminalCapabilities(isTerminal: true, environment: ["CI": "1"])
        let progress = ProgressReporter(total: 3, capabilities: ci, sink: output.sink)
        progress.record("a", outcome: .passed)
        #expect(output.text.isEmpty)
    }

    @Test func concurrentResultsAreAllCounted() async {
        let output = CapturedText()
        let progress = ProgressReporter(total: 400, capabilities: pipe, sink: output.sink, heartbeatInterval: 400)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for index in 0..<100 {
                        progress.record("w\(worker).\(index)", outcome: index % 50 == 0 ? .failed : .passed)
                    }
                }
            }
        }
        let lines = output.text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("FAIL ") }.count == 8)
        #expect(lines.last == "[400/400] 8 failed")
    }
}
