import Foundation

/// An interstitial request. Full-screen formats are outside this harness's rules for now;
/// their types exist so adapters that also implement them compile unchanged.
open class MediationInterstitialAdConfiguration: MediationAdConfiguration {}

open class MediationRewardedAdConfiguration: MediationAdConfiguration {}

open class MediationAppOpenAdConfiguration: MediationAdConfiguration {}
