import Foundation

/// A loaded banner.
public protocol MediationBannerAd: MediationAd {
    /// The banner's view: the network's view, at the requested size.
    var view: UIView { get }
    /// Resizes the banner; optional. (`changeAdSizeTo:` in Objective-C, which Swift imports
    /// as this name.)
    func changeSize(to adSize: AdSize)
}

extension MediationBannerAd {
    /// Default: the banner cannot change size.
    public func changeSize(to adSize: AdSize) {
        OptionalRequirement.defaultUsed(.changeSize)
    }
}
