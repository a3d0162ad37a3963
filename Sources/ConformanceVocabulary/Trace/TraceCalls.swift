/// An event-delegate call the adapter made, as the SDK received it. Rules compare these
/// values; `name` is only the text a report shows.
package enum DelegateCall: Hashable, Sendable {
    case reportImpression
    case reportClick
    case willPresentFullScreenView
    case didFailToPresent(ErrorSummary)
    case willDismissFullScreenView
    case didDismissFullScreenView
    case willBackgroundApplication
    case didPlayVideo
    case didPauseVideo
    case didEndVideo
    case didMuteVideo
    case didUnmuteVideo
    case didRewardUser
    case didStartVideo

    /// The Swift member as reports show it, e.g. `reportClick()`.
    package var name: String {
        switch self {
        case .reportImpression: "reportImpression()"
        case .reportClick: "reportClick()"
        case .willPresentFullScreenView: "willPresentFullScreenView()"
        case .didFailToPresent(let error): "didFailToPresentWithError(\(error))"
        case .willDismissFullScreenView: "willDismissFullScreenView()"
        case .didDismissFullScreenView: "didDismissFullScreenView()"
        case .willBackgroundApplication: "willBackgroundApplication()"
        case .didPlayVideo: "didPlayVideo()"
        case .didPauseVideo: "didPauseVideo()"
        case .didEndVideo: "didEndVideo()"
        case .didMuteVideo: "didMuteVideo()"
        case .didUnmuteVideo: "didUnmuteVideo()"
        case .didRewardUser: "didRewardUser()"
        case .didStartVideo: "didStartVideo()"
        }
    }
}

/// What the SDK (or the user, through the SDK's views) did to a loaded ad.
package enum SDKCall: Hashable, Sendable {
    /// The user tapped the view of an asset (`headline`, `image`, …).
    case userTapsAsset(String)
    /// The user tapped the AdChoices view, of the given view type.
    case userTapsAdChoices(viewType: String)
    /// `didRender(in:clickableAssetViews:nonclickableAssetViews:viewController:)`.
    case didRender
    /// `didRecordClickOnAsset(with:view:viewController:)` for an asset.
    case didRecordClickOnAsset(String)
    case didRecordImpression
    /// `didUntrackView(_:)`.
    case didUntrackView
    /// `present(from:)` on a loaded full-screen ad.
    case present

    /// What a report shows.
    package var text: String {
        switch self {
        case .userTapsAsset(let asset): "user taps \(asset)"
        case .userTapsAdChoices(let viewType): "user taps the AdChoices view (\(viewType))"
        case .didRender: "didRender(in:clickableAssetViews:nonclickableAssetViews:viewController:)"
        case .didRecordClickOnAsset(let asset): "didRecordClickOnAsset(with: \(asset))"
        case .didRecordImpression: "didRecordImpression()"
        case .didUntrackView: "didUntrackView(_:)"
        case .present: "present(from:)"
        }
    }

    /// Whether this is a user's tap (on an asset or the AdChoices view).
    package var isTap: Bool {
        switch self {
        case .userTapsAsset, .userTapsAdChoices: true
        default: false
        }
    }
}
