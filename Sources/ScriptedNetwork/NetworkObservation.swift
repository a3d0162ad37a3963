import Foundation

/// What the network saw the adapter do with a native ad, in a vocabulary every network shares.
/// A network stand-in reports these through `NetworkHost.observe(_:)` and rules judge them;
/// free-text notes (`NetworkHost.note(_:)`) are for people reading the trace, and no rule
/// reads them.
public enum NetworkObservation: Equatable, Sendable {
    /// The adapter handed the network the ad's view to track clicks and impressions on (the
    /// Sample SDK's `setNativeAdView(_:)`, a `registerView(forInteraction:…)`).
    case viewRegistered(RegisteredViews)
    /// The adapter took the ad's view back from the network (an `unregisterView()`).
    case viewUnregistered
    /// The adapter passed on a click the SDK recorded (a `handleClick(on:)`), so the network
    /// counts it; `view` is the type of the clicked view, `nil` when none was passed.
    case clickRecorded(view: String?)
    /// The adapter passed on an impression the SDK recorded (a `recordImpression()`), so the
    /// network counts it.
    case impressionRecorded
    /// The network's ad factory made no ad object for the load (``NetworkHost/createsAdObject()``).
    case noAdObjectCreated
}

/// The views an adapter registered with the network for one ad, by type: the trace keeps
/// what was handed over, not the views themselves.
public struct RegisteredViews: Equatable, Sendable {
    /// The type of the view the network tracks (the ad's own view).
    public let view: String
    /// The types of the views the adapter made clickable, in order; `nil` when the network's
    /// call takes no such list.
    public let clickable: [String]?

    /// The views as their types.
    public init(view: AnyObject, clickable: [AnyObject]? = nil) {
        self.init(
            viewType: TypeName.of(view), clickableTypes: clickable.map { $0.map(TypeName.of) })
    }

    /// Views already given as type names (a decoded trace).
    package init(viewType: String, clickableTypes: [String]?) {
        self.view = viewType
        self.clickable = clickableTypes
    }
}
