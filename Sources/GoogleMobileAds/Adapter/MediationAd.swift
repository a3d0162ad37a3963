import Foundation

/// A loaded ad an adapter hands back through its completion handler.
public protocol MediationAd: NSObjectProtocol {}
