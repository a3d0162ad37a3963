// The real framework's headers import UIKit, so `import SampleAdSDK` alone gives adapters
// the UIKit types its API uses.
@_exported import UIKit
