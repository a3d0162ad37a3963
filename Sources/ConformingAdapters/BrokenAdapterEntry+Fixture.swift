import AdapterConformance
import BrokenAdapters
import SampleAdSDKFixture

// A broken variant's fixture is built here, beside the conforming ones: the broken adapters'
// module does not depend on the engine, whose fixture type this is.

extension BrokenAdapterEntry {
    /// The variant's fixture: the Sample SDK stand-in's, with what the variant declares.
    public var fixture: AdapterFixture {
        let summary = "breaks \(rule): \(self.summary)"
        var fixture = AdapterFixture.sampleSDKStandIn(name: name, summary: summary, makeAdapter: makeAdapter)
        if traits.contains(.presentAndDismissOnly) { fixture.capabilities.remove(.fullScreenAdEvents) }
        if traits.contains(.bothPathsDeclared) { fixture.bidding.paths = .both }
        fixture.resetNetworkState = resetState
        return fixture
    }
}

extension BrokenAdapterCatalog {
    /// The variants any run of the scenarios is sure to catch: all but those whose defect is a
    /// race that only a ThreadSanitizer build reports every time (its own check runs them).
    package static var caughtByScenarios: [BrokenAdapterEntry] { all.filter { !$0.needsThreadSanitizer } }
}
