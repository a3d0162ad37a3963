import AdapterConformance
import BigoFixture
import MolocoFixture
import ConformanceCLI
import Foundation

// The harness's command line for Google's partner adapters:
//   swift run partner-conformance run --adapter Bigo
exit(await ConformanceCommand.main(fixtures: [.bigo, .moloco], programName: "partner-conformance"))
