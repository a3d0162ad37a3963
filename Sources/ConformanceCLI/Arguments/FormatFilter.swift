/// Restricts a run to scenarios of one ad format (`--format-filter banner|native|…`); the
/// names are the scenario files' `format` values.
package enum FormatFilter: String, Sendable, CaseIterable {
    case banner, native, interstitial, rewarded, rewardedInterstitial, appOpen
}
