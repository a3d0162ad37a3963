import Foundation

/// The image orientation a native request prefers; same cases as the real SDK.
public enum NativeAdImageOrientation: Int, Sendable, CaseIterable {
    case any = 0
    case portrait
    case landscape

    /// The harness's addition, used by the stand-in's loader: the shared network vocabulary's
    /// name, recorded in `NetworkRequest.orientation`.
    package var networkName: String {
        switch self {
        case .any: "any"
        case .portrait: "portrait"
        case .landscape: "landscape"
        }
    }
}
