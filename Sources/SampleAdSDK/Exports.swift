// The real framework's headers import Foundation and UIKit, so `import SampleAdSDK` alone gives
// adapters the Foundation and UIKit types its API uses.
@_exported import Foundation
@_exported import UIKit
