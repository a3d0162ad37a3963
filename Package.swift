// swift-tools-version:6.0
import PackageDescription

/// Targets are grouped by the part of the harness they belong to; `Sources/` has one folder
/// per module. Our own modules build in the Swift 6 language mode.
let package = Package(
    name: "adapter-conformance",
    products: [
        // API stand-ins adapters compile against on Linux.
        .library(name: "GoogleMobileAds", targets: ["GoogleMobileAds", "UIKit", "_Testing_UIKit", "OSLog"]),
        .library(name: "SampleAdSDK", targets: ["SampleAdSDK"]),
        // The reference adapter.
        .library(name: "SampleCustomEvent", targets: ["SampleCustomEvent"]),
        // The harness. Only what adapter repositories use is a product; the other targets
        // (BrokenAdapters, ScriptedNetworkTesting, JUnitReport, ConformanceReporting, the
        // benchmark) serve this package's own tests and executables.
        .library(name: "ScriptedNetwork", targets: ["ScriptedNetwork"]),
        .library(name: "AdapterConformance", targets: ["AdapterConformance"]),
        // The ready-made fixture for adapters built on the Sample Ad SDK stand-in.
        .library(name: "SampleAdSDKFixture", targets: ["SampleAdSDKFixture"]),
        .library(name: "AdapterConformanceTesting", targets: ["AdapterConformanceTesting"]),
        .library(name: "ConformanceCLI", targets: ["ConformanceCLI"]),
        .executable(name: "conformance", targets: ["conformance"]),
        // Compiles an adapter's own sources on Linux without their `@objc` attributes.
        .plugin(name: "StripObjC", targets: ["StripObjC"]),
    ],
    targets: [
        // MARK: API stand-ins
        // Found by Swift Testing's UIKit cross-import; see the file inside.
        .target(name: "_Testing_UIKit"),
        .target(name: "UIKit", dependencies: ["_Testing_UIKit"]),
        .target(name: "GoogleMobileAds", dependencies: ["UIKit"]),
        // Apple's unified logging, which some adapter files import.
        .target(name: "OSLog"),

        // MARK: Scriptable network
        .target(name: "ScriptedNetwork"),
        .target(name: "SampleAdSDK", dependencies: ["UIKit", "ScriptedNetwork"]),
        // A standalone host for unit-testing network stand-ins and adapters without the engine.
        .target(name: "ScriptedNetworkTesting", dependencies: ["ScriptedNetwork", "UIKit"]),

        // MARK: Adapters shipped with the harness
        .target(name: "SampleCustomEvent", dependencies: ["GoogleMobileAds", "SampleAdSDK"]),
        .target(name: "BrokenAdapters", dependencies: ["GoogleMobileAds", "SampleAdSDK", "SampleCustomEvent"]),
        // Adapters that do what production adapters legitimately do: no required rule may fail them.
        .target(
            name: "ConformingAdapters",
            dependencies: [
                "AdapterConformance", "BrokenAdapters", "GoogleMobileAds", "SampleAdSDK", "SampleAdSDKFixture",
                "SampleCustomEvent",
            ]),

        // MARK: Engine and rules
        .target(
            name: "AdapterConformance",
            dependencies: ["GoogleMobileAds", "ScriptedNetwork"],
            // The built-in catalog (`scenarios/` at the root, linked in) travels with the module,
            // so it is found from an adopter's checkout and from a release build moved elsewhere.
            resources: [.copy("Catalog/scenarios")]),
        // The engine knows networks only through `NetworkHost`; the Sample SDK's fixture is apart.
        .target(
            name: "SampleAdSDKFixture",
            dependencies: ["AdapterConformance", "SampleAdSDK", "GoogleMobileAds", "ScriptedNetwork"]),

        // MARK: Reports
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .target(name: "JUnitReport", dependencies: ["CLibXML2"]),
        // Every text form of a result that crosses a process or a file, written and read in one place.
        .target(name: "ReportGrammar", dependencies: ["AdapterConformance"]),
        .target(name: "ConformanceReporting", dependencies: ["AdapterConformance", "JUnitReport", "ReportGrammar"]),
        // The JUnit report as one self-contained HTML page, with sequence diagrams of the traces.
        .target(name: "HTMLReport", dependencies: ["AdapterConformance", "JUnitReport", "ReportGrammar"]),

        // MARK: Front ends
        // libdispatch's main-queue hooks, which the CLI's main thread serves directly.
        .systemLibrary(name: "CDispatchMainQueue"),
        .systemLibrary(name: "CFileSpace"),
        .systemLibrary(name: "CProcessControl"),
        // Worker processes that isolate a crashing or hanging adapter, for both front ends.
        .target(name: "ConformanceWorkers", dependencies: ["AdapterConformance", "CFileSpace", "CProcessControl", "ReportGrammar"]),
        .target(
            name: "AdapterConformanceTesting",
            dependencies: ["AdapterConformance", "ConformanceReporting", "ConformanceWorkers", "ReportGrammar"]),
        .target(
            name: "ConformanceCLI",
            dependencies: [
                "AdapterConformance", "CDispatchMainQueue", "ConformanceReporting", "JUnitReport",
                "ConformanceWorkers", "HTMLReport", "ReportGrammar",
            ]),
        .executableTarget(
            name: "conformance",
            dependencies: [
                "ConformanceCLI", "SampleCustomEvent", "BrokenAdapters", "ConformingAdapters", "SampleAdSDKFixture",
            ],
            linkerSettings: staticRuntime),
        .executableTarget(
            name: "ConformanceBenchmark",
            dependencies: [
                "AdapterConformance", "ConformanceReporting", "JUnitReport", "ConformanceCLI", "HTMLReport",
                "AdapterConformanceTesting", "SampleCustomEvent", "SampleAdSDK", "GoogleMobileAds", "BrokenAdapters",
                "SampleAdSDKFixture",
            ]),

        // MARK: Adapter sources in place
        .target(name: "ObjCStrip"),
        .executableTarget(name: "conformance-strip-objc", dependencies: ["ObjCStrip"]),
        .plugin(name: "StripObjC", capability: .buildTool(), dependencies: ["conformance-strip-objc"]),

        // MARK: Tests
        .testTarget(name: "GoogleMobileAdsTests", dependencies: ["GoogleMobileAds"]),
        .testTarget(name: "SampleAdSDKTests", dependencies: ["SampleAdSDK", "ScriptedNetworkTesting"]),
        .testTarget(
            name: "SampleCustomEventTests",
            dependencies: ["SampleCustomEvent", "SampleAdSDK", "ScriptedNetworkTesting", "GoogleMobileAds"]),
        .testTarget(
            name: "AdapterConformanceTests",
            dependencies: [
                "AdapterConformance", "AdapterConformanceTesting", "SampleCustomEvent", "BrokenAdapters", "JUnitReport",
                "SampleAdSDKFixture", "ReportGrammar", "ConformingAdapters",
            ]),
        .testTarget(name: "JUnitReportTests", dependencies: ["JUnitReport"]),
        .testTarget(
            name: "HTMLReportTests", dependencies: ["HTMLReport", "JUnitReport", "ReportGrammar", "AdapterConformance"]),
        .testTarget(
            name: "ReportGrammarTests",
            dependencies: [
                "ReportGrammar", "AdapterConformance", "ConformanceReporting", "HTMLReport", "JUnitReport",
                "SampleCustomEvent", "BrokenAdapters", "SampleAdSDKFixture", "ConformingAdapters",
            ]),
        .testTarget(
            name: "ConformanceCLITests",
            dependencies: [
                "ConformanceCLI", "ConformanceReporting", "ConformanceWorkers", "SampleCustomEvent", "BrokenAdapters",
                "SampleAdSDKFixture", "ReportGrammar",
            ]),
        .testTarget(name: "ObjCStripTests", dependencies: ["ObjCStrip"]),
    ],
    swiftLanguageModes: [.v6]
)

/// `conformance` is one static executable on Linux: the Swift runtime, Foundation, the C
/// library and libxml2 are linked into it. Every run starts one process per worker (and again
/// after each crash), and a process that loads shared libraries spends most of its start in
/// the dynamic loader, binding their symbols: linked statically, `conformance --version` uses
/// a quarter of the CPU (docs/PERFORMANCE.md, fifteenth and sixteenth rounds). The libraries
/// after `-static-executable` are the ones the toolchain's link file does not name, in link
/// order: static Foundation's (this toolchain's, Swift 6.3), then what Debian's static libxml2
/// needs (its ICU, lzma, zlib; `ci/bootstrap.sh` installs them). Set `CONFORMANCE_LINK_DYNAMIC`
/// to link against the shared libraries instead, for a toolchain or a system whose static
/// libraries differ.
var staticRuntime: [LinkerSetting] {
    if Context.environment["CONFORMANCE_LINK_DYNAMIC"] != nil { return [] }
    return [
        .unsafeFlags(
            [
                "-static-executable", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims",
                "-l_FoundationCollections", "-lswiftSynchronization", "-lxml2", "-licuuc", "-licudata", "-llzma",
                "-lz", "-lstdc++", "-lm",
            ], .when(platforms: [.linux]))
    ]
}
