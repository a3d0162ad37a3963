import Foundation

/// The harness's addition, used by the reference adapter (the real Sample SDK has no position
/// option): the corner where the network places its ad-info view, so OPT-7 and ADC-4 run.
package enum SampleAdChoicesPosition: Int, Sendable, CaseIterable {
    case topRightCorner = 0
    case topLeftCorner
    case bottomRightCorner
    case bottomLeftCorner

    /// The shared network vocabulary's name, recorded in `NetworkRequest.adChoicesPosition`.
    package var networkName: String {
        switch self {
        case .topRightCorner: "topRight"
        case .topLeftCorner: "topLeft"
        case .bottomRightCorner: "bottomRight"
        case .bottomLeftCorner: "bottomLeft"
        }
    }
}
