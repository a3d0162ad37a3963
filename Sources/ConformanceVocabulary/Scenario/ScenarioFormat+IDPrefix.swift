extension ScenarioFormat {
    /// The format as catalog IDs begin (`rewarded-interstitial`, `adapter` for set-up).
    package var idPrefix: String {
        switch self {
        case .setUp: "adapter"
        case .rewardedInterstitial: "rewarded-interstitial"
        case .appOpen: "app-open"
        default: rawValue
        }
    }
}
