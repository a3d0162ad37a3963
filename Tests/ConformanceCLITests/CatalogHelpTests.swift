import AdapterConformance
import ConformanceCLI
import ConformanceVocabulary
import Testing

/// The command line's lists of formats and rules are the catalog's: a format or rule added to
/// the engine shows in help and in `conformance rules` without another edit, or fails here.
@Suite("Help lists the catalog")
struct CatalogHelpTests {
    @Test func formatFilterIsTheLoadFormats() {
        #expect(FormatFilter.allCases.map(\.rawValue) == ScenarioFormat.loadFormats.map(\.rawValue))
    }

    @Test func runAndFuzzHelpNameEveryFormat() {
        let run = parseHelp(["run", "--help"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let fuzz = parseHelp(["fuzz", "--help"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for format in ScenarioFormat.loadFormats {
            #expect(run.contains(format.rawValue), "run --help leaves out \(format.rawValue)")
        }
        for format in ScenarioFormat.allCases {
            #expect(fuzz.contains(format.rawValue), "fuzz --help leaves out \(format.rawValue)")
        }
    }
}
