import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where a worker's crash backtrace comes from. Swift's runtime starts its backtracer from
/// beside itself: from the toolchain's library directory when the runtime is a shared library.
/// A runtime linked into the executable (as `conformance` is, see `Package.swift`) has nothing
/// beside it, so the worker is told where the static backtracer is: in the toolchain of the
/// `swift` found on `PATH`. Without one, a crash is still reported, without its frames.
enum Backtracer {
    /// The runtime's `swift-backtrace=` setting a worker of this executable needs, if any.
    static let setting: String? = staticBacktracer().map { "swift-backtrace=\($0)" }

    private static func staticBacktracer() -> String? {
        guard runtimeIsLinkedIn else { return nil }
        #if os(Linux)
        let platform = "linux"
        #else
        let platform = "unknown"
        #endif
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            guard let driver = realpath("\(directory)/swift", nil) else { continue }
            defer { free(driver) }
            let bin = (String(cString: driver) as NSString).deletingLastPathComponent
            let candidate = ((bin as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent("libexec/swift/\(platform)/swift-backtrace-static")
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Whether the Swift runtime is part of this executable rather than a shared library
    /// (which `/proc/self/maps` would show).
    private static var runtimeIsLinkedIn: Bool {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return false }
        return !maps.contains("/libswiftCore.so")
    }
}
