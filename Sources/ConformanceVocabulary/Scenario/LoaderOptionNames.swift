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
