import Foundation
import UIKit

/// A banner Acme has rendered; the app adds this view to its layout.
public final class AcmeBannerView: UIView {
    /// The placement it was loaded for.
    public let placement: String
    /// Acme counted an impression.
    public var onImpression: (() -> Void)?
    /// The user tapped the banner.
    public var onClick: (() -> Void)?
    /// The tap sends the user out of the app (store, browser).
    public var onLeaveApplication: (() -> Void)?
    /// A landing page opened or closed over the app.
    public var onOverlay: ((AcmeOverlayEvent) -> Void)?

    /// Creates a banner view of `size`; called by Acme clients.
    public init(placement: String, size: AcmeBannerSize) {
        self.placement = placement
        super.init(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    }
}
