// swift-tools-version:6.0
import Foundation
import PackageDescription

// Google's partner adapters for Bigo and Moloco, run through the harness unchanged. Their
// sources are Google's and are not in this repository: set GOOGLE_MEDIATION_REPO to a clone of
// googleads-mobile-ios-mediation, and the StripObjC plugin compiles `adapters/Bigo/BigoAdapter`
// and `adapters/Moloco/MolocoAdapter` from there in place. Without it, only the stub SDKs build.
let checkout = ProcessInfo.processInfo.environment["GOOGLE_MEDIATION_REPO"]
func prepared(_ name: String) -> Bool {
    guard let checkout else { return false }
    let network = name.replacingOccurrences(of: "Adapter", with: "")
    return FileManager.default.fileExists(atPath: "\(checkout)/adapters/\(network)/\(name)")
}
let stripObjC = Target.PluginUsage.plugin(name: "StripObjC", package: "adapter-conformance")
let gma = Target.Dependency.product(name: "GoogleMobileAds", package: "adapter-conformance")
// Hosted adapter code is legacy-style Swift, as Google builds it.
let legacy: [SwiftSetting] = [.swiftLanguageMode(.v5)]

var targets: [Target] = [
    // Declarations of each network's SDK as its adapter uses it, written by us; delegates are
    // held in the scripted network's `WeakDelegate`, as Objective-C holds a weak property.
    .target(
        name: "BigoADS", dependencies: [gma, .product(name: "ScriptedNetwork", package: "adapter-conformance")],
        swiftSettings: legacy),
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
            name: "BigoAdapter", dependencies: ["BigoADS", gma], path: "Adapters/BigoAdapter",
            // `@testable import` of the adapter needs testing enabled in every configuration.
            swiftSettings: legacy + [.define("DEBUG"), .unsafeFlags(["-enable-testing"])], plugins: [stripObjC]))
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
            name: "MolocoAdapter", dependencies: ["MolocoSDK", gma], path: "Adapters/MolocoAdapter",
            swiftSettings: legacy, plugins: [stripObjC]))
}

if let checkout, FileManager.default.fileExists(atPath: "\(checkout)/example/CustomEventSwift") {
    targets.append(
        .target(
            name: "CustomEventSwift",
            dependencies: [gma, .product(name: "SampleAdSDK", package: "adapter-conformance")],
            path: "Adapters/CustomEventSwift", swiftSettings: legacy, plugins: [stripObjC]))
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
