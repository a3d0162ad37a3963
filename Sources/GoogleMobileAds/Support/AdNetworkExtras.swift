import Foundation

/// Publisher-supplied, network-specific request parameters. An adapter names its extras
/// class through `networkExtrasClass()`; the SDK hands an instance back in the ad configuration.
public protocol AdNetworkExtras: NSObjectProtocol {}
