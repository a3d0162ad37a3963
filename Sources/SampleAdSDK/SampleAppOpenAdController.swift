import Foundation
import ScriptedNetwork
import UIKit

/// The screen an app-open ad presents over the publisher's view controller. The real one runs
/// a countdown and calls the delegate itself; here the scenario scripts those callbacks, and
/// the ad delivers them, so this controller only marks the presentation in the view
/// controller hierarchy. Package-only: in the real SDK it is a project header, left out of the
/// framework, so adapters cannot name it.
package final class SampleAppOpenAdController: UIViewController {
    /// The ad this screen shows.
    private let appOpenAd: SampleAppOpenAd
    /// The delegate the ad had when it was presented; weak, as in the real SDK.
    package var delegate: (any SampleAppOpenAdDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any SampleAppOpenAdDelegate>()

    /// Creates the screen for `appOpenAd` (non-null in the real header).
    package init(appOpenAd: SampleAppOpenAd) {
        self.appOpenAd = appOpenAd
        super.init()
    }

    /// Unavailable, as in the real header: the screen needs its ad.
    @available(*, unavailable, message: "Use init(appOpenAd:)")
    package override init() { fatalError("SampleAppOpenAdController needs its ad: use init(appOpenAd:)") }
}
