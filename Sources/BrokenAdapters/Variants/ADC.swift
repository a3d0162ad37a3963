import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// ADC-1: never exposes the network's ready-made AdChoices view.
final class DropsAdChoicesViewAd: NativeAdDecorator {
    override var adChoicesView: UIView? { mapped.adChoicesView is SampleAdInfoView ? nil : mapped.adChoicesView }
}

/// ADC-2: only knows the network's ready-made view; builds nothing from an icon and a URL.
final class NoIconAdChoicesAd: NativeAdDecorator {
    override var adChoicesView: UIView? { mapped.adChoicesView as? SampleAdInfoView }
}

/// ADC-3: exposes the AdChoices view and also adds a fresh network AdChoices view to the ad
/// view while rendering: two icons.
final class SecondAdChoicesAd: NativeAdDecorator {
    override func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        view.addSubview(SampleAdInfoView())
        super.didRender(
            in: view, clickableAssetViews: clickableAssetViews, nonclickableAssetViews: nonclickableAssetViews,
            viewController: viewController)
    }
}

/// ADC-4: "fixes up" the AdChoices view's position while rendering, moving it to the
/// diagonally opposite corner from where the SDK placed it.
final class WrongCornerAdChoicesAd: NativeAdDecorator {
    override func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        if let choices = adChoicesView, choices.superview != nil {
            var frame = choices.frame
            frame.origin.x = view.bounds.width - frame.maxX
            frame.origin.y = view.bounds.height - frame.maxY
            choices.frame = frame
        }
        super.didRender(
            in: view, clickableAssetViews: clickableAssetViews, nonclickableAssetViews: nonclickableAssetViews,
            viewController: viewController)
    }
}
