// swift-tools-version:6.0
import PackageDescription

/// An adopter's package, in small: `AdapterSources/` is an adapter's Swift source folder as it is
/// kept for Xcode, `@objc` included; the `Adapter` target compiles it through the StripObjC
/// plugin, and `check` runs it.
let package = Package(
    name: "StripObjCPackage",
    dependencies: [.package(name: "adapter-conformance", path: "../../..")],
    targets: [
        // `Linux/Adapter` holds only `objc-sources.swift`, which names `../../AdapterSources`.
        .target(
            name: "Adapter",
            path: "Linux/Adapter",
            plugins: [.plugin(name: "StripObjC", package: "adapter-conformance")]),
        .executableTarget(name: "check", dependencies: ["Adapter"]),
    ],
    swiftLanguageModes: [.v6]
)
