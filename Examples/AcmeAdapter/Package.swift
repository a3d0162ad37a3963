// swift-tools-version:6.0
import PackageDescription

/// A worked example of adopting the conformance harness in an adapter's own repository.
/// "Acme" is a made-up ad network; `AcmeSDK` stands in for its closed-source SDK, and
/// `AcmeAdapter` is the Google Mobile Ads mediation adapter an Acme engineer would write.
let package = Package(
    name: "AcmeAdapter",
    products: [
        .library(name: "AcmeAdapter", targets: ["AcmeAdapter"]),
        .executable(name: "acme-conformance", targets: ["acme-conformance"]),
    ],
    dependencies: [
        // In a real adapter repository this is a URL and a version of the harness.
        .package(name: "adapter-conformance", path: "../..")
    ],
    targets: [
        // The network's SDK (closed source in real life; here a small stand-in).
        .target(
            name: "AcmeSDK",
            dependencies: [.product(name: "GoogleMobileAds", package: "adapter-conformance")]),
        // The adapter under test.
        .target(
            name: "AcmeAdapter",
            dependencies: ["AcmeSDK", .product(name: "GoogleMobileAds", package: "adapter-conformance")]),
        // The whole integration with the harness: how to make the adapter and how scripted
        // network behaviour reaches it.
        .target(
            name: "AcmeFixture",
            dependencies: [
                "AcmeAdapter", "AcmeSDK",
                .product(name: "AdapterConformance", package: "adapter-conformance"),
                .product(name: "ScriptedNetwork", package: "adapter-conformance"),
            ]),
        // `swift run acme-conformance run --adapter Acme`: the harness's CLI for this adapter.
        .executableTarget(
            name: "acme-conformance",
            dependencies: ["AcmeFixture", .product(name: "ConformanceCLI", package: "adapter-conformance")]),
        // `swift test`: the conformance catalog as Swift Testing cases.
        .testTarget(
            name: "AcmeAdapterTests",
            dependencies: [
                "AcmeAdapter", "AcmeSDK", "AcmeFixture",
                .product(name: "AdapterConformanceTesting", package: "adapter-conformance"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
