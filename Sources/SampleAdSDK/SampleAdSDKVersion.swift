import Foundation

/// The Sample Ad SDK's version as the real framework exports it (a `double` in the umbrella
/// header), so adapters that parse it compile unchanged.
public let SampleAdSDKVersionNumber: Double = 1.2

/// The same version as text with all three components, which is what adapters should parse.
public let SampleAdSDKVersionString = "1.2.0"

/// The version's components, a stand-in extension that spares adapters the string parsing
/// that ADP-1 exists to catch going wrong.
public let SampleAdSDKVersionComponents: (major: Int, minor: Int, patch: Int) = (1, 2, 0)
