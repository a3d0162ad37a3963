import Foundation

/// A loaded native ad: the mapped assets plus who tracks clicks and impressions.
public protocol MediationNativeAd: MediationAd, MediatedUnifiedNativeAd {
    /// `true` when the network tracks clicks and the adapter reports them with `reportClick()`.
    func handlesUserClicks() -> Bool
    /// `true` when the network tracks impressions and the adapter reports them with `reportImpression()`.
    func handlesUserImpressions() -> Bool
}

extension MediationNativeAd {
    /// Default: the SDK tracks clicks.
    public func handlesUserClicks() -> Bool {
        OptionalRequirement.defaultUsed(.handlesUserClicks)
        return false
    }
    /// Default: the SDK tracks impressions.
    public func handlesUserImpressions() -> Bool {
        OptionalRequirement.defaultUsed(.handlesUserImpressions)
        return false
    }
}
