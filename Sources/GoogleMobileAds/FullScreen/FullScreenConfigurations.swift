import Foundation

/// An interstitial request. Full-screen formats are outside this harness's rules for now;
/// their types exist so adapters that also implement them compile unchanged.
open class MediationInterstitialAdConfiguration: MediationAdConfiguration {}

/// A rewarded request.
open class MediationRewardedAdConfiguration: MediationAdConfiguration {}

/// An app-open request.
open class MediationAppOpenAdConfiguration: MediationAdConfiguration {}
