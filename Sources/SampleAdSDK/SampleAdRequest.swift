import Foundation

/// Targeting for any fetch, as the real SDK's request object carries it.
open class SampleAdRequest: NSObject {
    /// Ask the network for test ads.
    open var testMode = false
    /// Words describing what the user is doing; the scripted network ignores them. Implicitly
    /// unwrapped, as Swift imports the real header.
    open var keywords: [String]!
    /// Whether video audio should start muted; the scripted network has no audio, so it is
    /// stored only.
    open var mute = false
    /// The harness's addition, used by the reference adapter (the real SDK has no such flag):
    /// child-directed treatment, `nil` when unspecified, so OPT-10 can be exercised.
    package var childDirectedTreatment: Bool?
    /// The harness's addition, used by the reference adapter: the under-age flag (PRV-1).
    package var underAgeOfConsent: Bool?
    /// The harness's addition (the real SDK has no bidding): the bid response to load from.
    package var bidResponse: String?
    /// The harness's addition: the watermark to show over the bid's ad.
    package var watermark: Data?

    /// Creates an empty request.
    public override init() { super.init() }
}
