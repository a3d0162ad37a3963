import Foundation

/// A view showing one image.
open class UIImageView: UIView {
    open var image: UIImage?

    /// Creates an image view sized to nothing, showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// Creates an empty image view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
