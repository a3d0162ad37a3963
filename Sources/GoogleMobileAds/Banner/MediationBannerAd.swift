import Foundation

/// A loaded banner.
public protocol MediationBannerAd: MediationAd {
    /// The banner's view: the network's view, at the requested size.
    var view: UIView { get }
    /// Resizes the banner; optional.
    func changeAdSize(to adSize: AdSize)
}

extension MediationBannerAd {
    /// Default: the banner cannot change size.
    public func changeAdSize(to adSize: AdSize) {
        OptionalRequirement.defaultUsed(.changeAdSize)
    }
}
