import Foundation

/// The Sample Ad SDK's version as the real framework exports it (a `double` in the umbrella
/// header), so adapters that parse it compile unchanged.
public let SampleAdSDKVersionNumber: Double = 1.2

/// The same version as text with all three components. Package-only: the real umbrella header
/// exports it as `const unsigned char[]`, which Swift cannot import, so adapters cannot use it.
package let SampleAdSDKVersionString = "1.2.0"

/// The same version as the real `SampleAdRequest.h` exports it, as an `NSString` constant.
public let SampleSDKVersion = SampleAdSDKVersionString

/// The harness's addition, used by the reference adapter: the version's components, which
/// spare it the string parsing that ADP-1 exists to catch going wrong.
package let SampleAdSDKVersionComponents: (major: Int, minor: Int, patch: Int) = (1, 2, 0)
