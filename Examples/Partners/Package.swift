// swift-tools-version:6.0
import Foundation
import PackageDescription

// Google's partner adapters for Bigo and Moloco, run through the harness unchanged. Their
// sources are Google's and are not in this repository: `prepare.sh CHECKOUT` takes a clone of
// googleads-mobile-ios-mediation and writes @objc-free copies under `.adapters/`. Without
// them, only the stub SDKs build.
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
func prepared(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: here.appendingPathComponent(".adapters/\(name)").path)
}
let gma = Target.Dependency.product(name: "GoogleMobileAds", package: "adapter-conformance")
// Hosted adapter code is legacy-style Swift, as Google builds it.
let legacy: [SwiftSetting] = [.swiftLanguageMode(.v5)]

var targets: [Target] = [
    // Declarations of each network's SDK as its adapter uses it, written by us.
    .target(name: "BigoADS", dependencies: [gma], swiftSettings: legacy),
    // The stub Moloco SDK answers from the scenario itself, so it depends on the scripted network.
    .target(
        name: "MolocoSDK",
        dependencies: [gma, .product(name: "ScriptedNetwork", package: "adapter-conformance")],
        swiftSettings: legacy),
]
if prepared("BigoAdapter") {
    // DEBUG: the adapter's test seam (`BigoClientFactory.debugClient`) exists only then.
    targets.append(
        .target(
            name: "BigoAdapter", dependencies: ["BigoADS", gma], path: ".adapters/BigoAdapter",
            // `@testable import` of the adapter needs testing enabled in every configuration.
            swiftSettings: legacy + [.define("DEBUG"), .unsafeFlags(["-enable-testing"])]))
}
if prepared("BigoAdapter") {
    targets.append(
        .target(
            name: "BigoFixture",
            dependencies: [
                "BigoAdapter", "BigoADS", gma,
                .product(name: "AdapterConformance", package: "adapter-conformance"),
                .product(name: "ScriptedNetwork", package: "adapter-conformance"),
            ]))
}
if prepared("MolocoAdapter") {
    targets.append(
        .target(
            name: "MolocoAdapter", dependencies: ["MolocoSDK", gma], path: ".adapters/MolocoAdapter",
            swiftSettings: legacy))
}

if prepared("BigoAdapter") {
    targets.append(
        .executableTarget(
            name: "partner-conformance",
            dependencies: [
                "BigoFixture", "MolocoFixture", .product(name: "ConformanceCLI", package: "adapter-conformance"),
            ]))
}

if prepared("MolocoAdapter") {
    targets.append(
        .target(
            name: "MolocoFixture",
            dependencies: [
                "MolocoAdapter", "MolocoSDK", gma,
                .product(name: "AdapterConformance", package: "adapter-conformance"),
                .product(name: "ScriptedNetwork", package: "adapter-conformance"),
            ]))
}

let package = Package(
    name: "partner-examples",
    dependencies: [.package(name: "adapter-conformance", path: "../..")],
    targets: targets
)
