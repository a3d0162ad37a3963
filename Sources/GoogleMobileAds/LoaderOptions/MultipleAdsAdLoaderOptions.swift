import Foundation

/// How many ads one loader request may return; mediation serves one, so adapters ignore it.
open class MultipleAdsAdLoaderOptions: AdLoaderOptions {
    /// Requested number of ads.
    open var numberOfAds = 1
}
