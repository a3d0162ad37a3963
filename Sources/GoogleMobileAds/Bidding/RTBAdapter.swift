import Foundation

/// Called once by `collectSignals`: the signals (the network's bid token), or an error.
public typealias GADRTBSignalCompletionHandler = (String?, Error?) -> Void

/// An adapter whose network takes part in the SDK's auctions (real-time bidding). Before a
/// bidding request the SDK asks it for signals, on a thread that is not the main thread; the
/// auction's winner is then loaded with the bid response in `adConfiguration.bidResponse`.
public protocol RTBAdapter: MediationAdapter {
    /// The SDK creates the adapter it asks for signals with this initializer.
    init()
    /// Asks for the network's signals; `completionHandler` must be called with signals or
    /// an error.
    func collectSignals(for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler)
    /// The same request as Swift also imports it: an adapter may implement this `async` form
    /// instead; the completion-handler form's default reaches it.
    func collectSignals(for params: RTBRequestParameters) async throws -> String
}

extension RTBAdapter {
    /// Default: runs the `async` form, if the adapter wrote that one.
    public func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        let call = LegacySignalsCall(adapter: self, params: params, completionHandler: completionHandler)
        AsyncSetUp.start {
            do {
                call.completionHandler(try await call.adapter.collectSignals(for: call.params), nil)
            } catch {
                call.completionHandler(nil, error)
            }
        }
    }

    /// Default: the adapter implements neither form; the SDK gets an error at once.
    public func collectSignals(for params: RTBRequestParameters) async throws -> String {
        OptionalRequirement.defaultUsed(.collectSignals)
        throw NSError(
            domain: "com.google.mobileads.mediation", code: 2,
            userInfo: [NSLocalizedDescriptionKey: "The adapter does not implement collectSignals."])
    }
}

/// One signal request crossing into a task (adapters are legacy, non-Sendable classes).
private struct LegacySignalsCall: @unchecked Sendable {
    let adapter: any RTBAdapter
    let params: RTBRequestParameters
    let completionHandler: GADRTBSignalCompletionHandler
}

/// What the ad sources of one signal request are configured with.
open class RTBMediationSignalsConfiguration: NSObject, @unchecked Sendable {
    /// The credentials of the ad sources the request is for, one per format.
    public let credentials: [MediationCredentials]

    /// Harness-only (the real class has no public initializer): the SDK side builds it.
    package init(credentials: [MediationCredentials]) {
        self.credentials = credentials
        super.init()
    }
}

/// The parameters of one signal request.
open class RTBRequestParameters: NSObject, @unchecked Sendable {
    public let configuration: RTBMediationSignalsConfiguration
    /// Publisher extras of the adapter's `networkExtrasClass()`.
    public let extras: (any AdNetworkExtras)?
    /// The banner size asked for; `AdSizeInvalid` for other formats.
    public let adSize: AdSize

    /// Harness-only (the real class has no public initializer): the SDK side builds it.
    package init(
        configuration: RTBMediationSignalsConfiguration, extras: (any AdNetworkExtras)? = nil,
        adSize: AdSize = AdSizeInvalid
    ) {
        self.configuration = configuration
        self.extras = extras
        self.adSize = adSize
        super.init()
    }
}

public typealias GADRTBAdapter = RTBAdapter
public typealias GADRTBRequestParameters = RTBRequestParameters
public typealias GADRTBMediationSignalsConfiguration = RTBMediationSignalsConfiguration
