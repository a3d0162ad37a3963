// `import GoogleMobileAds` alone gives adapters UIKit and Foundation, as on iOS.
@_exported import Foundation
@_exported import UIKit
