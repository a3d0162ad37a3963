import Foundation
import GoogleMobileAds

/// Builds the AdChoices view for a network that supplies only an icon and a click-through
/// URL (ADC-2): a button showing the icon whose tap opens the URL.
enum AdChoicesButton {
    static func make(icon: UIImage?, clickURL: URL) -> UIButton {
        let button = UIButton(
            frame: CGRect(x: 0, y: 0, width: 20, height: 20),
            primaryAction: UIAction(title: "AdChoices") { _ in UIApplication.shared.open(clickURL) })
        button.setImage(icon, for: .normal)
        button.accessibilityLabel = "AdChoices"
        return button
    }
}
