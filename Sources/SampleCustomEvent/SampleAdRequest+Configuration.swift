import Foundation
import GoogleMobileAds
import SampleAdSDK

extension SampleAdRequest {
    /// The network request for a banner or full-screen load: test mode (OPT-2), the
    /// child and age flags of the global request configuration (PRV-1), the bid (BID-7, BID-8) and the publisher's keywords from the custom event's extras.
    static func make(for configuration: MediationAdConfiguration) -> SampleAdRequest {
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        request.keywords = (configuration.extras as? SampleCustomEventExtras)?.keywords
        request.applyPrivacyAndBid(from: configuration)
        return request
    }
}
