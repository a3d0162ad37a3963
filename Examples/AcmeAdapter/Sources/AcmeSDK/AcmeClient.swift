import Foundation
import Synchronization

/// Acme's ad-loading API. Callbacks arrive on a queue of Acme's choosing (often not main).
public protocol AcmeClient: AnyObject {
    /// Loads a native ad for `placement`.
    func loadNative(
        placement: String, options: AcmeNativeOptions, completion: @escaping (Result<AcmeNativeAd, AcmeError>) -> Void)
    /// Loads and renders a banner for `placement`.
    func loadBanner(
        placement: String, size: AcmeBannerSize, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeBannerView, AcmeError>) -> Void)
    /// Loads an interstitial for `placement`.
    func loadInterstitial(
        placement: String, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeInterstitialAd, AcmeError>) -> Void)
    /// Loads a rewarded ad for `placement`.
    func loadRewarded(
        placement: String, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeRewardedAd, AcmeError>) -> Void)
}

/// Where adapters get their client. Tests (and the conformance fixture) replace `make` with
/// a scripted client; apps never touch it. This seam is the one real adapters keep for
/// their unit tests.
public enum AcmeClientFactory {
    private static let maker = Mutex<@Sendable () -> any AcmeClient>({ AcmeNetworkClient() })

    /// Makes the client for one request.
    public static var make: @Sendable () -> any AcmeClient {
        get { maker.withLock { $0 } }
        set { maker.withLock { $0 = newValue } }
    }

    /// Restores the production client.
    public static func reset() { make = { AcmeNetworkClient() } }
}

/// The production client. Acme's servers are out of reach in this example (and the SDK
/// does not run on Linux), so every request fails with ``AcmeError/notConfigured``.
public final class AcmeNetworkClient: AcmeClient {
    /// Creates the client.
    public init() {}

    public func loadNative(
        placement: String, options: AcmeNativeOptions, completion: @escaping (Result<AcmeNativeAd, AcmeError>) -> Void
    ) {
        completion(.failure(.notConfigured))
    }

    public func loadBanner(
        placement: String, size: AcmeBannerSize, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeBannerView, AcmeError>) -> Void
    ) {
        completion(.failure(.notConfigured))
    }

    public func loadInterstitial(
        placement: String, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeInterstitialAd, AcmeError>) -> Void
    ) {
        completion(.failure(.notConfigured))
    }

    public func loadRewarded(
        placement: String, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeRewardedAd, AcmeError>) -> Void
    ) {
        completion(.failure(.notConfigured))
    }
}

/// The SDK's version and one-time start.
public enum AcmeAds {
    /// The SDK's version.
    public static let version = "4.2.1"
    /// Starts the SDK for the app's placements. Returns `false` without any placement.
    @discardableResult
    public static func start(placements: [String]) -> Bool { !placements.isEmpty }
}
