import AdapterConformance
import ConformanceCLI
import Foundation

#if canImport(CustomEventFixture)
import CustomEventFixture
#endif
#if canImport(CustomEventSwift)
import CustomEventSwift
#endif
#if canImport(MaioFixture)
import MaioFixture
#endif
#if canImport(IronSourceFixture)
import IronSourceFixture
#endif

// The harness's command line for Google's Objective-C adapters, and the Swift twin of the sample:
//   swift run objc-partner-conformance run --adapter CustomEvent
var fixtures: [AdapterFixture] = []
#if canImport(CustomEventFixture)
fixtures.append(.customEvent)
#endif
#if canImport(CustomEventSwift)
fixtures.append(customEventSwiftFixture)
#endif
#if canImport(MaioFixture)
fixtures.append(.maio)
#endif
#if canImport(IronSourceFixture)
fixtures.append(.ironSource)
#endif
exit(await ConformanceCommand.main(fixtures: fixtures, programName: "objc-partner-conformance"))
