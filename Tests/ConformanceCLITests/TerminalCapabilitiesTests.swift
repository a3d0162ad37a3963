import ConformanceCLI
import Testing

@Suite("Terminal capabilities and styling")
struct TerminalCapabilitiesTests {
    @Test func interactiveTerminalGetsColourAndLiveProgress() {
        let caps = TerminalCapabilities(isTerminal: true, environment: ["TERM": "xterm-256color"])
        #expect(caps.useColor)
        #expect(caps.useLiveProgress)
    }

    @Test func noColorDisablesColourOnlyWhenNonEmpty() {
        #expect(!TerminalCapabilities(isTerminal: true, environment: ["NO_COLOR": "1"]).useColor)
        #expect(TerminalCapabilities(isTerminal: true, environment: ["NO_COLOR": ""]).useColor)
        #expect(TerminalCapabilities(isTerminal: true, environment: ["NO_COLOR": "1"]).useLiveProgress)
    }

    @Test func ciKeepsColourButDropsLiveProgress() {
        let caps = TerminalCapabilities(isTerminal: true, environment: ["CI": "true"])
        #expect(caps.isCI)
        #expect(!caps.useLiveProgress)
    }

    @Test func dumbTerminalGetsNoEscapes() {
        let caps = TerminalCapabilities(isTerminal: true, environment: ["TERM": "dumb"])
        #expect(!caps.useColor)
        #expect(!caps.useLiveProgress)
    }

    @Test func pipeGetsNothing() {
        let caps = TerminalCapabilities(isTerminal: false, environment: [:])
        #expect(!caps.useColor)
        #expect(!caps.useLiveProgress)
    }

    @Test func stylerEmitsAnsiOnlyWhenEnabled() {
        let on = Styler(capabilities: TerminalCapabilities(isTerminal: true, environment: [:]))
        #expect(on.red("x") == "\u{1B}[31mx\u{1B}[0m")
        #expect(on.apply(.bold, .red, to: "ok") == "\u{1B}[1;31mok\u{1B}[0m")
        let off = Styler(capabilities: TerminalCapabilities(isTerminal: true, environment: ["NO_COLOR": "yes"]))
        for style in Styler.Style.allCases {
            #expect(off.apply(style, to: "text") == "text")
        }
        #expect(!off.red("x").contains("\u{1B}"))
    }

    @Test func noColorRemovesEscapesFromSummary() {
        let summary = RunSummary(
            rows: [SummaryRow(family: "native", passed: 1, failed: 2, errors: 1)],
            failures: [FailingScenario(id: "native.a", ruleIDs: ["R1"])])
        let caps = TerminalCapabilities(isTerminal: true, environment: ["NO_COLOR": "1"])
        #expect(!SummaryPrinter(styler: Styler(capabilities: caps)).render(summary).contains("\u{1B}"))
        let coloured = TerminalCapabilities(isTerminal: true, environment: [:])
        #expect(SummaryPrinter(styler: Styler(capabilities: coloured)).render(summary).contains("\u{1B}[31m"))
    }

    @Test func exitCodesAreStable() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.violations.rawValue == 1)
        #expect(ExitCode.usage.rawValue == 2)
        #expect(ExitCode.harnessFault.rawValue == 3)
    }
}
