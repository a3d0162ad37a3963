import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// CLK-1: declares that the network tracks clicks but never forwards the network's clicks.
final class DropsNetworkClicksAd: SampleSelfTrackingNativeAd {
    override func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {}
}

/// CLK-2: the seed's misspelt click callback (`wController:`). It compiles, but it is not the
/// protocol's method, so the SDK's click never reaches the network.
final class MisspeltClickAd: NativeAdDecoratorBase, MediationNativeAd {
    func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: UIView, wController: UIViewController) {
        nativeAd.handleClick(on: view)
    }
}

/// CLK-2: forwards the SDK's click to the network and also reports it as its own click:
/// one user click, two counted.
final class DoubleCountedClickAd: NativeAdDecorator {
    override func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        super.didRecordClickOnAsset(withName: assetName, view: view, viewController: viewController)
        eventDelegate?.reportClick()
    }
}

/// CLK-3: while rendering, lays its own tap target over every clickable asset that hands
/// the tap straight to the network, which opens the ad: the publisher's custom click
/// handler is bypassed.
final class OwnTapActionAd: NativeAdDecorator {
    override func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        for assetView in clickableAssetViews.values {
            let network = nativeAd
            let button = UIButton(
                frame: assetView.bounds,
                primaryAction: UIAction { [weak assetView] _ in
                    if let assetView { network.handleClick(on: assetView) }
                })
            assetView.addSubview(button)
        }
        super.didRender(
            in: view, clickableAssetViews: clickableAssetViews, nonclickableAssetViews: nonclickableAssetViews,
            viewController: viewController)
    }
}

/// CLK-4: hands every click to the network twice (a retry that never checks the first
/// attempt), so each click opens the destination twice.
final class OpensTwiceAd: NativeAdDecorator {
    override func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        super.didRecordClickOnAsset(withName: assetName, view: view, viewController: viewController)
        super.didRecordClickOnAsset(withName: assetName, view: view, viewController: viewController)
    }
}

/// IMP-1: reports each network impression twice (the callback and a leftover line).
final class DoubleForwardedImpressionAd: SampleSelfTrackingNativeAd {
    override func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
        eventDelegate?.reportImpression()
        eventDelegate?.reportImpression()
    }
}

/// IMP-2: forwards the SDK's impression to the network and also reports it itself.
final class AlsoReportsImpressionAd: NativeAdDecorator {
    override func didRecordImpression() {
        super.didRecordImpression()
        eventDelegate?.reportImpression()
    }
}

/// IMP-3: forwards every impression the network reports, one per showing, never de-duplicated.
final class UndeduplicatedImpressionAd: SampleSelfTrackingNativeAd {
    override func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
        eventDelegate?.reportImpression()
    }
}

/// IMP-4: tracks clicks and impressions through the network but never hands it the rendered
/// ad view (only starts the video).
final class HidesViewFromNetworkAd: SampleSelfTrackingNativeAd {
    override func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        if hasVideoContent { nativeAd.playVideo() }
    }
}
