import Foundation
import GoogleMobileAds

/// Publisher extras the custom event understands: targeting the Sample Ad SDK supports but
/// the Google Mobile Ads request has no field for.
open class SampleCustomEventExtras: NSObject, AdNetworkExtras {
    /// Keywords passed to banner and full-screen requests.
    open var keywords: [String]?

    /// Creates empty extras.
    public override init() { super.init() }
}
