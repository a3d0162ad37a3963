import Foundation
import UIKit

/// The AdChoices control Acme does not provide: its privacy icon in a button that opens
/// Acme's privacy page. Adapters must build this when a network delivers AdChoices as an
/// icon plus a URL.
final class AcmeAdChoicesView: UIButton {
    let clickURL: URL

    init(icon: Data?, clickURL: URL) {
        self.clickURL = clickURL
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        accessibilityLabel = "AdChoices"
        if let icon, let image = UIImage(data: icon, scale: 2) {
            setImage(image, for: .normal)
        } else {
            setTitle("i", for: .normal)
        }
        // The privacy page opens in the browser, outside the ad's click tracking.
        addAction(UIAction(title: "AdChoices") { _ in UIApplication.shared.open(clickURL) }, for: .touchUpInside)
    }
}
