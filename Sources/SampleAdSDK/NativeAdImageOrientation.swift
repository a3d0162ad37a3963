import Foundation

/// The image orientation a native request prefers; same cases as the real SDK.
public enum NativeAdImageOrientation: Int, Sendable, CaseIterable {
    case any = 0
    case portrait
    case landscape

    /// The shared network vocabulary's name, recorded in `NetworkRequest.orientation`.
    public var networkName: String {
        switch self {
        case .any: "any"
        case .portrait: "portrait"
        case .landscape: "landscape"
        }
    }
}
