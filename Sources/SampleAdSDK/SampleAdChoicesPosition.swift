import Foundation

/// Stand-in extension: the corner where the network places its ad-info (AdChoices) view.
/// The real Sample SDK has no position option; this one lets OPT-7 and ADC-4 be exercised.
public enum SampleAdChoicesPosition: Int, Sendable, CaseIterable {
    case topRightCorner = 0
    case topLeftCorner
    case bottomRightCorner
    case bottomLeftCorner

    /// The shared network vocabulary's name, recorded in `NetworkRequest.adChoicesPosition`.
    public var networkName: String {
        switch self {
        case .topRightCorner: "topRight"
        case .topLeftCorner: "topLeft"
        case .bottomRightCorner: "bottomRight"
        case .bottomLeftCorner: "bottomLeft"
        }
    }
}
