import AdapterConformance
import ConformanceCLI
import ConformanceVocabulary
import Foundation
import Testing

/// The documentation says what the code says: the catalog's size and families where the
/// READMEs state them, and every `conformance …` command line they show parses with the CLI's
/// own command tree (an option renamed or removed fails here, not in a reader's terminal).
@Suite struct DocumentationDriftTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Markdown files people read for how to run the harness.
    static let documents = [
        "README.md", "Examples/AcmeAdapter/README.md", "Examples/Partners/README.md", "scenarios/README.md",
        "ci/README.md", "docs/ADOPTING.md", "docs/BIDDING.md", "docs/COMPILING-IN-PLACE.md", "docs/PERFORMANCE.md",
    ]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func captures(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static let numberWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    /// "70 rules in fourteen families (ADP adapter class, LOAD lifecycle, …)" in the README.
    @Test func readmeCountsRulesAndNamesEveryFamily() throws {
        let readme = try Self.text("README.md")
        let pattern = #"(\d+) rules in (\w+) families\s*\(([^)]*)\)"#
        let regex = try NSRegularExpression(pattern: pattern)
        let match = try #require(regex.firstMatch(in: readme, range: NSRange(readme.startIndex..., in: readme)))
        func group(_ index: Int) -> String {
            Range(match.range(at: index), in: readme).map { String(readme[$0]) } ?? ""
        }
        #expect(
            Int(group(1)) == RuleCatalog.all.count,
            "README: \(group(1)) rules; the catalog has \(RuleCatalog.all.count)")
        let families = RuleFamily.allCases.count
        #expect(
            Self.numberWords.firstIndex(of: group(2)).map { $0 + 1 } == families,
            "README: \(group(2)) families; the catalog has \(families)")
        let named = try Self.captures(#"\b([A-Z]{2,4})\b"#, in: group(3))
        #expect(Set(named) == Set(RuleFamily.allCases.map(\.rawValue)), "README's families: \(named)")
        #expect(named.count == families, "a family named twice: \(named)")
    }

    /// Every place that states the built-in catalog's size.
    static let catalogSizeClaims: [(file: String, pattern: String)] = [
        ("Examples/AcmeAdapter/README.md", #"swift test\s+# (\d+) scenarios"#),
        ("Examples/Partners/README.md", #"Bigo (\d+) scenarios"#),
        ("Examples/Partners/README.md", #"Moloco (\d+) scenarios"#),
        ("docs/ADOPTING.md", #"The whole catalog \((\d+) scenarios"#),
    ]

    @Test func catalogSizeIsStatedRightEverywhere() throws {
        let count = try BuiltInScenarios.load().count
        for claim in Self.catalogSizeClaims {
            let stated = try Self.captures(claim.pattern, in: Self.text(claim.file))
            #expect(!stated.isEmpty, "\(claim.file) no longer says /\(claim.pattern)/: update the claim list")
            for number in stated {
                #expect(Int(number) == count, "\(claim.file) says \(number) scenarios; the catalog has \(count)")
            }
        }
    }

    /// Where the adoption cost is stated in lines: the document, the words around the number,
    /// and the files whose lines it counts.
    static let lineCountClaims: [(file: String, pattern: String, counts: [String])] = [
        (
            "Examples/AcmeAdapter/README.md", #"AcmeFixture\.swift` \((\d+)\s+lines\)"#,
            ["Examples/AcmeAdapter/Sources/AcmeFixture/AcmeFixture.swift"]
        ),
        (
            "Examples/AcmeAdapter/README.md", #"CLI for this adapter \((\d+) lines\)"#,
            ["Examples/AcmeAdapter/Sources/acme-conformance/main.swift"]
        ),
        (
            "Examples/Partners/README.md", #"`Sources/BigoADS` \((\d+) lines\)"#,
            ["Examples/Partners/Sources/BigoADS/BigoADS.swift"]
        ),
        (
            "Examples/Partners/README.md", #"`Sources/MolocoSDK` \((\d+) lines"#,
            ["Examples/Partners/Sources/MolocoSDK/MolocoSDK.swift"]
        ),
        (
            "Examples/Partners/README.md", #"and (\d+) that make it the scripted network"#,
            ["Examples/Partners/Sources/MolocoSDK/MolocoSDK+Scripted.swift"]
        ),
        ("docs/ADOPTING.md", #"\| (\d+) lines for both examples"#, ["Examples/Partners/Package.swift"]),
        (
            "docs/ADOPTING.md", #"\| (\d+) lines \| \d+ lines \|"#,
            ["Examples/Partners/Adapters/BigoAdapter/objc-sources.swift"]
        ),
        (
            "docs/ADOPTING.md", #"\| \d+ lines \| (\d+) lines \|"#,
            ["Examples/Partners/Adapters/MolocoAdapter/objc-sources.swift"]
        ),
        ("docs/ADOPTING.md", #"\(types, members\), (\d+) lines"#, ["Examples/Partners/Sources/BigoADS/BigoADS.swift"]),
        (
            "docs/ADOPTING.md", #"`MolocoSDK`: (\d+) lines of declarations"#,
            ["Examples/Partners/Sources/MolocoSDK/MolocoSDK.swift"]
        ),
        (
            "docs/ADOPTING.md", #"plus (\d+) lines that make the stub SDK"#,
            ["Examples/Partners/Sources/MolocoSDK/MolocoSDK+Scripted.swift"]
        ),
        (
            "docs/ADOPTING.md", #"\| (\d+) lines: a scripted `BigoClient`"#,
            ["Examples/Partners/Sources/BigoFixture/BigoFixture.swift"]
        ),
        (
            "docs/ADOPTING.md", #"\| (\d+) lines: connects the stub SDK"#,
            ["Examples/Partners/Sources/MolocoFixture/MolocoFixture.swift"]
        ),
        (
            "docs/ADOPTING.md", #"\| (\d+) lines for both \|"#,
            ["Examples/Partners/Sources/partner-conformance/main.swift"]
        ),
        (
            "docs/ADOPTING.md", #"`CustomEventFixture.swift`, (\d+) lines"#,
            ["Examples/PartnersObjC/Sources/CustomEventFixture/CustomEventFixture.swift"]
        ),
        (
            "docs/ADOPTING.md", #"`MaioFixture.swift`, (\d+) lines"#,
            ["Examples/PartnersObjC/Sources/MaioFixture/MaioFixture.swift"]
        ),
        (
            "docs/ADOPTING.md", #"`IronSourceFixture.swift`, (\d+) lines"#,
            ["Examples/PartnersObjC/Sources/IronSourceFixture/IronSourceFixture.swift"]
        ),
        (
            "docs/ADOPTING.md", #"`Maio-Swift.h` (\d+) lines"#,
            ["Examples/PartnersObjC/Sources/MaioStub/include/Maio/Maio-Swift.h"]
        ),
        ("docs/ADOPTING.md", #"`Maio.m` (\d+) lines"#, ["Examples/PartnersObjC/Sources/MaioStub/Maio.m"]),
        (
            "docs/ADOPTING.md", #"`IronSource.h` (\d+) lines"#,
            ["Examples/PartnersObjC/Sources/IronSourceStub/include/IronSource/IronSource.h"]
        ),
        (
            "docs/ADOPTING.md", #"`IronSourceAds.m` (\d+) lines"#,
            [
                "Examples/PartnersObjC/Sources/IronSourceStub/IronSource.m",
                "Examples/PartnersObjC/Sources/IronSourceStub/IronSourceAds.m",
            ]
        ),
    ]

    @Test func adoptionCostIsCountedFromTheFiles() throws {
        for claim in Self.lineCountClaims {
            let stated = try Self.captures(claim.pattern, in: Self.text(claim.file))
            #expect(stated.count == 1, "\(claim.file) should say /\(claim.pattern)/ once: \(stated)")
            let lines = try claim.counts.map { try Self.text($0).filter { $0 == "\n" }.count }.reduce(0, +)
            for number in stated {
                #expect(Int(number) == lines, "\(claim.file) says \(number) lines; \(claim.counts) have \(lines)")
            }
        }
    }

    /// The catalog's guide names every scenario file the catalog has.
    @Test func scenarioGuideListsEveryFile() throws {
        let guide = try Self.text("scenarios/README.md")
        let files = try FileManager.default.contentsOfDirectory(atPath: BuiltInScenarios.directory.path)
            .filter { $0.hasSuffix(".json") && $0 != "schema.json" }
        #expect(files.count > 10)
        for file in files { #expect(guide.contains("`\(file)`"), "scenarios/README.md does not list \(file)") }
    }

    /// `conformance run --adapter X …`, `swift run acme-conformance list`, … as the documents
    /// write them (inline or in a shell block), as words after the program name.
    static func commandLines() throws -> [(file: String, words: [String])] {
        let subcommands = "run|fuzz|list|rules|validate|merge|html|adapters|help"
        let pattern = #"(?:^|[\s`(/$])(?:[a-z]+-)?conformance ((?:"# + subcommands + #")\b[^`\n#|;>)]*)"#
        var lines: [(String, [String])] = []
        for file in Self.documents {
            for command in try Self.captures(pattern, in: Self.text(file)) {
                lines.append((file, Self.words(command)))
            }
        }
        return lines
    }

    /// Shell words: spaces split, quotes group and are dropped.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var started = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character; started = true
            } else if character == " " || character == "\\" {
                if started || !word.isEmpty { words.append(word) }
                word = ""; started = false
            } else {
                word.append(character)
            }
        }
        if started || !word.isEmpty { words.append(word) }
        return words
    }

    @Test func documentedCommandLinesParse() throws {
        let lines = try Self.commandLines()
        #expect(lines.count > 20, "found only \(lines.count) command lines")
        let parser = ConformanceCommands.parser()
        for (file, words) in lines {
            // Prose may name an option without its value ("`conformance fuzz --out`").
            let parses = [words, words + ["VALUE"]].contains { candidate in (try? parser.parse(candidate)) != nil }
            guard !parses else { continue }
            do { _ = try parser.parse(words) } catch {
                Issue.record("\(file): `conformance \(words.joined(separator: " "))` does not parse: \(error.message)")
            }
        }
    }
}
