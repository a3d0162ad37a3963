import Foundation
import ScriptedNetwork
import UIKit

/// The screen a rewarded ad presents over the publisher's view controller. The real one runs
/// a countdown and calls the delegate itself; here the scenario scripts those callbacks, and
/// the ad delivers them, so this controller only marks the presentation in the view
/// controller hierarchy.
open class SampleRewardedAdController: UIViewController {
    /// The ad this screen shows.
    private let rewardedAd: SampleRewardedAd?
    /// The delegate the ad had when it was presented; weak, as in the real SDK.
    open var delegate: (any SampleRewardedAdDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any SampleRewardedAdDelegate>()

    /// Creates the screen for `rewardedAd`. Failable and implicitly unwrapped, as Swift imports
    /// the unannotated header; it never fails.
    public init!(rewardedAd: SampleRewardedAd!) {
        self.rewardedAd = rewardedAd
        super.init()
    }

    /// Unavailable, as in the real header: the screen needs its ad.
    @available(*, unavailable, message: "Use init(rewardedAd:)")
    public override init() { fatalError("SampleRewardedAdController needs its ad: use init(rewardedAd:)") }
}
