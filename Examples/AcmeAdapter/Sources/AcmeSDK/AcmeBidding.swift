import Foundation
import Synchronization

/// Acme's bidding API: a bid token for the auction, made for one format (and a banner's size).
public protocol AcmeBiddingClient: AnyObject {
    /// Makes a bid token; `completion` gets the token or an error, on a queue of Acme's choosing.
    func bidToken(
        format: String, size: AcmeBannerSize?, options: AcmeRequestOptions,
        completion: @escaping (String?, AcmeError?) -> Void)
}

/// Where adapters get their bidding client; tests replace `make`.
public enum AcmeBiddingFactory {
    private static let maker = Mutex<@Sendable () -> any AcmeBiddingClient>({ AcmeNetworkBidding() })

    /// Makes the bidding client for one signal request.
    public static var make: @Sendable () -> any AcmeBiddingClient {
        get { maker.withLock { $0 } }
        set { maker.withLock { $0 = newValue } }
    }

    /// Restores the production client.
    public static func reset() { make = { AcmeNetworkBidding() } }
}

/// The production bidding client: unreachable in this example, so every token request fails.
public final class AcmeNetworkBidding: AcmeBiddingClient {
    /// Creates the client.
    public init() {}

    public func bidToken(
        format: String, size: AcmeBannerSize?, options: AcmeRequestOptions,
        completion: @escaping (String?, AcmeError?) -> Void
    ) {
        completion(nil, .notConfigured)
    }
}
