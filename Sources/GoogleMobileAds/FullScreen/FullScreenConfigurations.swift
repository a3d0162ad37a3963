import Foundation

/// An interstitial request: the common configuration; the ad is shown from the view
/// controller `present(from:)` receives.
open class MediationInterstitialAdConfiguration: MediationAdConfiguration {}

/// A rewarded or rewarded-interstitial request.
open class MediationRewardedAdConfiguration: MediationAdConfiguration {}

/// An app-open request.
open class MediationAppOpenAdConfiguration: MediationAdConfiguration {}
