import AcmeFixture
import AdapterConformance
import ConformanceCLI
import Foundation

// The harness's command line for the Acme adapter:
//   swift run acme-conformance run --adapter Acme --report reports/conformance-Acme-cli.xml
exit(await ConformanceCommand.main(fixtures: [.acme], programName: "acme-conformance"))
