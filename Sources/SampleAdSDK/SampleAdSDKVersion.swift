import Foundation

/// The Sample Ad SDK's version number as the real framework's umbrella header exports it: a
/// `double` from Xcode's Apple-generic versioning (`CURRENT_PROJECT_VERSION` 1), so adapters that
/// read it compile unchanged.
public let SampleAdSDKVersionNumber: Double = 1

/// The version as the real `SampleAdRequest.h` exports it (`NSString *const`): the one adapters
/// parse. The stand-in mirrors the real Sample SDK's 1.0.0.
public let SampleSDKVersion = "1.0.0"

/// The same text under the umbrella header's other name. Package-only: the real header exports
/// it as `const unsigned char[]`, which Swift cannot import, so adapters cannot use it.
package let SampleAdSDKVersionString = SampleSDKVersion
