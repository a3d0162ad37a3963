import ConformanceCLI
import Testing

@Suite("Generated help")
struct HelpOutputTests {
    @Test func rootHelpListsSubcommandsButHidesWorker() {
        let help = parseHelp(["--help"])
        #expect(help.contains("USAGE: conformance"))
        for name in ["run", "fuzz", "list", "rules", "validate", "merge", "adapters", "help"] {
            #expect(help.contains("\n  \(name) "), "missing subcommand \(name)")
        }
        #expect(!help.contains("worker"))
        #expect(help.contains("--version"))
        #expect(parseHelp(["-h"]) == help)
        #expect(parseHelp(["help"]) == help)
    }

    @Test func runHelpShowsEveryOptionWithValueNamesAndDefaults() throws {
        let help = parseHelp(["run", "--help"])
        #expect(help.hasPrefix("Run conformance scenarios"))
        #expect(help.contains("USAGE: conformance run [<options>]"))
        let visible = ConformanceCommands.root.subcommand(named: "run")!.options.filter { !$0.isHidden }
        for option in visible {
            let label = option.longFlag + (option.takesValue ? " " + option.valueName : "")
            #expect(help.contains(label), "help lacks \(label)")
        }
        #expect(help.contains("-j, --jobs N"))
        #expect(help.contains("(default: reports/)"))
        #expect(help.contains("(default: CPU cores, half if sanitized)"))
        #expect(help.contains("--summary text|json"))
        #expect(help.contains("--format-filter FORMAT"))
        #expect(help.contains("rewardedInterstitial"))
        #expect(help.contains("-h, --help"))
        #expect(!help.contains("--version"))
    }

    @Test func fuzzHelpShowsEveryOption() {
        let help = parseHelp(["fuzz", "--help"])
        #expect(help.contains("USAGE: conformance fuzz [<options>]"))
        let visible = ConformanceCommands.root.subcommand(named: "fuzz")!.options.filter { !$0.isHidden }
        for option in visible {
            let label = option.longFlag + (option.takesValue ? " " + option.valueName : "")
            #expect(help.contains(label), "help lacks \(label)")
        }
        #expect(help.contains("(default: a random seed)"))
        #expect(help.contains("reports/fuzz.xml)"))
    }

    @Test func helpSubcommandMatchesHelpFlag() {
        #expect(parseHelp(["help", "run"]) == parseHelp(["run", "--help"]))
        #expect(parseHelp(["help", "merge"]) == parseHelp(["merge", "-h"]))
    }

    @Test func helpWinsOverOtherMistakes() {
        #expect(parseHelp(["run", "--adaptr", "--help"]) == parseHelp(["run", "--help"]))
    }

    @Test func mergeHelpShowsPositionals() {
        let help = parseHelp(["merge", "--help"])
        #expect(help.contains("USAGE: conformance merge OUT IN..."))
        #expect(help.contains("ARGUMENTS:"))
        #expect(help.contains("  IN...  "))
        #expect(parseHelp(["validate", "--help"]).contains("USAGE: conformance validate [PATH...]"))
        #expect(parseHelp(["rules", "--help"]).contains("USAGE: conformance rules [ID]"))
    }

    @Test func hiddenWorkerStillHasHelp() {
        #expect(parseHelp(["worker", "--help"]).contains("USAGE: conformance worker"))
    }

    @Test(arguments: ["", "run", "fuzz", "list", "rules", "validate", "merge", "adapters", "worker"])
    func linesFitIn80Columns(_ subcommand: String) {
        let help = parseHelp((subcommand.isEmpty ? [] : [subcommand]) + ["--help"])
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "too long: \(line)")
        }
    }

    @Test func optionHelpColumnsAreAligned() {
        let help = parseHelp(["list", "--help"])
        let optionLines = help.split(separator: "\n").drop { $0 != "OPTIONS:" }.dropFirst()
            .filter { $0.drop { $0 == " " }.hasPrefix("-") }
        // Column where each option's help text starts; labels too long for the column have none.
        let columns = Set(
            optionLines.compactMap { line -> Int? in
                let characters = Array(line)
                let labelStart = characters.firstIndex { $0 != " " }!
                guard
                    let gap = (labelStart..<(characters.count - 1)).first(where: {
                        characters[$0] == " " && characters[$0 + 1] == " "
                    })
                else { return nil }
                return (gap..<characters.count).first { characters[$0] != " " }
            })
        #expect(optionLines.count >= 6)
        #expect(columns.count == 1, "help text starts at columns \(columns)")
    }

    @Test func longHelpWrapsWithHangingIndent() {
        let command = CommandSpec(
            name: "tool", abstract: "Abstract.",
            options: [.flag("verbose", help: String(repeating: "word ", count: 40))])
        let help = try? ArgumentParser(root: command, programName: "tool").parse(["--help"])
        guard case .help(let text) = help else { Issue.record("no help"); return }
        let lines = text.split(separator: "\n")
        let first = lines.firstIndex { $0.contains("--verbose") }!
        #expect(lines[first + 1].hasPrefix(String(repeating: " ", count: 10)))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
