import Foundation
import UIKit

/// The network's ad-info (AdChoices) view. Tapping it opens the network's AdChoices page,
/// which is what makes it an AdChoices view rather than decoration (ADC-1). A plain view, as in
/// the real SDK; the tap is taken by a control filling it (the real one uses a tap gesture).
open class SampleAdInfoView: UIView {
    // The harness's additions, used by the reference adapter: the page and the corner.

    /// The page a tap opens.
    package let adChoicesURL: URL
    /// The corner the network asked to be placed in.
    package let position: SampleAdChoicesPosition

    /// The network's own AdChoices page, used when an ad names none.
    package static let defaultAdChoicesURL = URL(string: "https://sample.example.com/adchoices")!

    /// Creates the view; the tap action is installed at once.
    package init(adChoicesURL: URL, position: SampleAdChoicesPosition) {
        self.adChoicesURL = adChoicesURL
        self.position = position
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        accessibilityLabel = "AdChoices"
        let url = adChoicesURL
        let tapArea = UIControl(frame: bounds)
        tapArea.addAction(UIAction(title: "AdChoices") { _ in UIApplication.shared.open(url) }, for: .touchUpInside)
        addSubview(tapArea)
    }

    /// What the real SDK's plain `SampleAdInfoView()` does (it lands here): the network's
    /// default page, at the icon's size when `frame` is zero. Unavailable, as in the real header.
    @available(*, unavailable, message: "Use SampleAdInfoView()")
    public convenience override init(frame: CGRect) {
        self.init(adChoicesURL: SampleAdInfoView.defaultAdChoicesURL, position: .topRightCorner)
        if frame != .zero { self.frame = frame }
    }
}
