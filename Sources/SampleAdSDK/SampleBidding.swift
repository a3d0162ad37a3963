import Foundation
import ScriptedNetwork

// Harness-only: the real Sample Ad SDK has no bidding. The reference adapter bids through
// these `package` additions so that the bidding path has a correct adapter in this package;
// nothing here is public, so no adopter mistakes it for the Sample SDK's API.

/// The stand-in's bid-token getter: asks the scenario's network for a token.
package enum SampleBidding {
    /// Asks the network for a bid token for `format` (the Sample SDK's format names), with the
    /// banner size where there is one and the request's child and age flags; `completion` gets
    /// the token (`nil`: the network has none) or a Sample error code. Without a network the
    /// token call fails with `networkError`.
    package static func bidToken(
        format: String, bannerSize: CGSize?, request: SampleAdRequest,
        completion: @escaping (String?, SampleErrorCode?) -> Void
    ) {
        guard let host = NetworkEnvironment.host else { return completion(nil, .networkError) }
        let signalRequest = SignalRequest(
            format: format, bannerWidth: bannerSize.map { Double($0.width) },
            bannerHeight: bannerSize.map { Double($0.height) },
            privacy: NetworkPrivacy(
                childDirected: request.childDirectedTreatment, underAgeOfConsent: request.underAgeOfConsent))
        host.playSignals(signalRequest) { result in
            switch result {
            case .success(let token): completion(token, nil)
            case .failure: completion(nil, .networkError)
            }
        }
    }
}

extension SampleAdRequest {
    /// The watermark as the network records it: the bytes as UTF-8 text.
    package var watermarkText: String? { watermark.map { String(decoding: $0, as: UTF8.self) } }
}

/// Harness-only: an adapter type whose Sample SDK fixture declares it bidding-only (the
/// harness's own bidding-only reference and its variants; adopters declare `bidding.paths`).
package protocol HarnessBiddingOnly {}

/// Harness-only: an adapter type whose Sample SDK fixture declares that its network refuses
/// child users (PRV-2); adopters set `refusesChildUsers`.
package protocol HarnessRefusesChildUsers {}
