import GoogleMobileAds

// The scenario language spells the SDK's loader-option enums by name. These tables are the
// only place those names live: the decoder, the schema check, the trace and the checks
// all go through them. The scripted network speaks the same words (`NetworkRequest`).

extension MediaAspectRatio {
    /// The names scenarios use, in the order error messages list them.
    package static let scenarioNames: KeyValuePairs<String, MediaAspectRatio> = [
        "unknown": .unknown, "any": .any, "landscape": .landscape, "portrait": .portrait, "square": .square,
    ]

    package var scenarioName: String { Self.scenarioNames.first { $0.value == self }?.key ?? "unknown" }
}

extension AdChoicesPosition {
    /// The names scenarios and the scripted network use, in the order error messages list them.
    package static let scenarioNames: KeyValuePairs<String, AdChoicesPosition> = [
        "topRight": .topRightCorner, "topLeft": .topLeftCorner, "bottomRight": .bottomRightCorner,
        "bottomLeft": .bottomLeftCorner,
    ]

    package var scenarioName: String { Self.scenarioNames.first { $0.value == self }?.key ?? "topRight" }
}

// Scenarios travel to worker processes as JSON; the SDK's enums go by name, so the SDK
// types need no conformance of ours that adapters would see.
extension LoaderOption: Codable {
    private enum Key: String, CodingKey {
        case kind, disableImageLoading, multipleImages, aspectRatio, adChoicesPosition, startMuted, count
    }

    package init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: Key.self)
        func named<Value>(_ key: Key, _ names: KeyValuePairs<String, Value>) throws -> Value {
            let name = try values.decode(String.self, forKey: key)
            guard let value = names.first(where: { $0.key == name })?.value else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: values, debugDescription: "unknown name '\(name)'")
            }
            return value
        }
        switch try values.decode(String.self, forKey: .kind) {
        case "image":
            self = .image(
                disableImageLoading: try values.decode(Bool.self, forKey: .disableImageLoading),
                multipleImages: try values.decode(Bool.self, forKey: .multipleImages))
        case "media": self = .media(aspectRatio: try named(.aspectRatio, MediaAspectRatio.scenarioNames))
        case "adView": self = .adView(adChoicesPosition: try named(.adChoicesPosition, AdChoicesPosition.scenarioNames))
        case "video": self = .video(startMuted: try values.decode(Bool.self, forKey: .startMuted))
        case "multipleAds": self = .multipleAds(count: try values.decode(Int.self, forKey: .count))
        default: self = .unknown
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: Key.self)
        switch self {
        case .image(let disable, let multiple):
            try values.encode("image", forKey: .kind)
            try values.encode(disable, forKey: .disableImageLoading)
            try values.encode(multiple, forKey: .multipleImages)
        case .media(let ratio):
            try values.encode("media", forKey: .kind)
            try values.encode(ratio.scenarioName, forKey: .aspectRatio)
        case .adView(let corner):
            try values.encode("adView", forKey: .kind)
            try values.encode(corner.scenarioName, forKey: .adChoicesPosition)
        case .video(let muted):
            try values.encode("video", forKey: .kind)
            try values.encode(muted, forKey: .startMuted)
        case .multipleAds(let count):
            try values.encode("multipleAds", forKey: .kind)
            try values.encode(count, forKey: .count)
        case .unknown:
            try values.encode("unknown", forKey: .kind)
        }
    }
}
