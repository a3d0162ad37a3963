import Foundation

/// A native ad image: either loaded image data, or a URL with its scale.
open class NativeAdImage: NSObject {
    /// The loaded image, `nil` when only the URL is known.
    public let image: UIImage?
    /// Where the image lives, `nil` when made from a loaded image.
    public let imageURL: URL?
    /// Pixel density of the image at `imageURL`.
    public let scale: CGFloat

    /// An image already loaded.
    public init(image: UIImage) {
        self.image = image
        self.imageURL = nil
        self.scale = image.scale
        super.init()
    }

    /// An image known by URL only.
    public init(url: URL, scale: CGFloat) {
        self.image = nil
        self.imageURL = url
        self.scale = scale
        super.init()
    }
}
