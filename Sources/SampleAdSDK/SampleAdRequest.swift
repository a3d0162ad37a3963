import Foundation

/// Targeting for a banner fetch, as the real SDK's request object carries it.
open class SampleAdRequest: NSObject {
    /// Ask the network for test ads.
    open var testMode = false
    /// Targeting keywords.
    open var keywords: [String]?
    /// Stand-in extension (the real SDK has no such flag): child-directed treatment, `nil`
    /// when unspecified, so OPT-10 can be exercised on banners.
    open var childDirectedTreatment: Bool?

    /// Creates an empty request.
    public override init() { super.init() }
}
