import Foundation

/// An image reduced to its bytes, size and scale: enough for the harness to tell
/// "image data present" from "URL only".
open class UIImage: NSObject, @unchecked Sendable {
    /// Harness-only (not UIKit): encoded image bytes as the network delivered them.
    package let data: Data
    /// Size in points.
    public let size: CGSize
    /// Pixel density.
    public let scale: CGFloat

    /// Creates an image from encoded bytes; fails for empty data, as decoding would.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.data = data
        self.size = CGSize(width: 1, height: 1)
        self.scale = 1
        super.init()
    }

    /// Creates an image from encoded bytes at the given scale.
    public init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        self.data = data
        self.size = CGSize(width: 1, height: 1)
        self.scale = scale
        super.init()
    }

    /// Harness-only (not UIKit): an image with explicit bytes, size and scale, for stand-in SDKs.
    package init(data: Data, size: CGSize, scale: CGFloat = 1) {
        self.data = data
        self.size = size
        self.scale = scale
        super.init()
    }

    /// Named images do not exist on this platform; kept so such code compiles.
    public convenience init?(named name: String) {
        self.init(data: Data(name.utf8))
    }

    /// The bytes as PNG: the stored bytes, since nothing is decoded here.
    open func pngData() -> Data? { data }

    /// The bytes as JPEG: the stored bytes, since nothing is decoded here.
    open func jpegData(compressionQuality: CGFloat) -> Data? { data }
}
