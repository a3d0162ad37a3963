import Foundation
import UIKit

/// Stand-in extension: one image of a native ad when several were requested (the real SDK
/// only exposes the main image). `image` is `nil` when images were not downloaded.
public struct SampleNativeAdImage: Sendable {
    /// The downloaded image, if the request asked for downloads.
    public let image: UIImage?
    /// Where the image can be fetched.
    public let imageURL: String
    /// Pixels per point of the file at `imageURL`.
    public let scale: CGFloat

    /// Creates an image record.
    public init(image: UIImage?, imageURL: String, scale: CGFloat) {
        self.image = image
        self.imageURL = imageURL
        self.scale = scale
    }
}
