import AcmeSDK
import Foundation
import GoogleMobileAds
import Synchronization

/// Acme takes part in the SDK's auctions for banners, native ads, interstitials and rewarded
/// ads: signals are Acme's bid token; a load with a bid response loads that bid.
extension AcmeMediationAdapter: RTBAdapter {
    /// The formats Acme bids on, by Acme's names.
    static let biddingFormats: [AdFormat: String] = [
        .banner: "banner", .native: "native", .interstitial: "interstitial", .rewarded: "rewarded",
    ]

    /// Asks Acme for a bid token off the main thread and completes once: the token, or an
    /// error for a format Acme cannot bid on, a failure or an empty token.
    public func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        let once = SignalOnce(completionHandler)
        guard let format = params.configuration.credentials.first?.format, let name = Self.biddingFormats[format]
        else {
            return once.complete(nil, AcmeAdapterError.unsupportedBiddingFormat())
        }
        let size =
            format == .banner
            ? AcmeBannerSize(width: Double(params.adSize.size.width), height: Double(params.adSize.size.height)) : nil
        AcmeBiddingFactory.make().bidToken(format: name, size: size, options: Self.requestOptions(nil)) {
            token, error in
            if let token, !token.isEmpty {
                once.complete(token, nil)
            } else {
                once.complete(nil, AcmeAdapterError.noBidToken(error))
            }
        }
    }
}

/// Calls a signal completion at most once, from any thread.
final class SignalOnce: @unchecked Sendable {
    private let claimed = Atomic<Bool>(false)
    private var handler: GADRTBSignalCompletionHandler?

    init(_ handler: @escaping GADRTBSignalCompletionHandler) { self.handler = handler }

    func complete(_ signal: String?, _ error: Error?) {
        guard claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged,
            let handler
        else { return }
        self.handler = nil
        handler(signal, error)
    }
}
