import Foundation
import UIKit

/// The harness's addition, used by the reference adapter (the real SDK only exposes the main
/// image): one image of a native ad when several were requested.
package struct SampleNativeAdImage: Sendable {
    /// The downloaded image; `nil` when the request asked for URLs only.
    package let image: UIImage?
    /// Where the image can be fetched.
    package let imageURL: String
    /// Pixels per point of the file at `imageURL`.
    package let scale: CGFloat

    /// Creates an image record.
    package init(image: UIImage?, imageURL: String, scale: CGFloat) {
        self.image = image
        self.imageURL = imageURL
        self.scale = scale
    }
}
