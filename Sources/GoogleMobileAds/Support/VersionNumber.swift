import Foundation

/// A semantic version, as the SDK reports adapter and network SDK versions.
public struct VersionNumber: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var majorVersion: Int
    public var minorVersion: Int
    public var patchVersion: Int

    /// The all-zero version, which is what a failed parse produces.
    public init() { self.init(majorVersion: 0, minorVersion: 0, patchVersion: 0) }

    /// Creates a version from its components.
    public init(majorVersion: Int, minorVersion: Int, patchVersion: Int) {
        self.majorVersion = majorVersion
        self.minorVersion = minorVersion
        self.patchVersion = patchVersion
    }

    /// "major.minor.patch".
    public var description: String { "\(majorVersion).\(minorVersion).\(patchVersion)" }
}

/// The SDK's own version string.
public func string(for version: VersionNumber) -> String { version.description }
