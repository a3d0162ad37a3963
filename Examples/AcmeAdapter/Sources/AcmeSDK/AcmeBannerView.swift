import Foundation
import UIKit

/// A banner Acme has rendered; the app adds this view to its layout.
public final class AcmeBannerView: UIView {
    /// The placement it was loaded for.
    public let placement: String
    /// Impressions, clicks and landing-page events, on the main thread.
    public var onEvent: ((AcmeAdEvent) -> Void)?

    /// Creates a banner view of `size`; called by Acme clients.
    public init(placement: String, size: AcmeBannerSize) {
        self.placement = placement
        super.init(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    }
}
