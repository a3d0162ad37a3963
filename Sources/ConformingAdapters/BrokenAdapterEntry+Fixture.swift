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
