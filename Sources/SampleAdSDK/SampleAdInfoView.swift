import Foundation
import UIKit

/// The network's ad-info (AdChoices) view. Tapping it opens the network's AdChoices page,
/// which is what makes it an AdChoices view rather than decoration (ADC-1).
open class SampleAdInfoView: UIControl {
    /// The page a tap opens.
    public let adChoicesURL: URL
    /// The corner the network asked to be placed in.
    public let position: SampleAdChoicesPosition

    /// The network's own AdChoices page, used when an ad names none.
    public static let defaultAdChoicesURL = URL(string: "https://sample.example.com/adchoices")!

    /// Creates the view; the tap action is installed at once.
    public init(adChoicesURL: URL, position: SampleAdChoicesPosition) {
        self.adChoicesURL = adChoicesURL
        self.position = position
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        accessibilityLabel = "AdChoices"
        let url = adChoicesURL
        addAction(UIAction(title: "AdChoices") { _ in UIApplication.shared.open(url) }, for: .touchUpInside)
    }

    /// Creates a view with the network's default page, as the real SDK's plain initializer
    /// (`SampleAdInfoView()`, which lands here) does; a zero frame gets the icon's size.
    public convenience override init(frame: CGRect) {
        self.init(adChoicesURL: SampleAdInfoView.defaultAdChoicesURL, position: .topRightCorner)
        if frame != .zero { self.frame = frame }
    }
}
